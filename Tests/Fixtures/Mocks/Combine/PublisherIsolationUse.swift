import Combine
import Foundation

func useJukebox() {
    let mock = JukeboxMock(volume: 1, title: nil)
    let _: CurrentValueSubject<Track?, Never> = mock.nowPlayingSubject
    let _: Combine.PassthroughSubject<URLError, Never> = mock.failuresSubject
    let _: PassthroughSubject<Date, Never> = JukeboxMock.launchesSubject
    JukeboxMock.resetStatics()
}

@MainActor
func useTrackScreen() {
    let mock = TrackScreenMock(state: Track(title: ""))
    let _: CurrentValueSubject<Int, Never> = mock.countsSubject
    mock.optionalStream = nil
}

func useRoster(_ mock: RosterMock) {
    let _: PassthroughSubject<[String], Never> = mock.namesPublisherSubject
}

func useMetronome() {
    #if DEBUG
    let _: CurrentValueSubject<Int, Never> = MetronomeMock().ticksSubject
    #endif
}
