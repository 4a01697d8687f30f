import Combine
import Foundation

public struct Track: Equatable, Sendable {
    public var title: String
}

/// A `Sendable` protocol: the mock's state is locked, and its lock reentrant so that a subscriber may call the mock
/// while the wrapped property publishes.
/// @mockable(combine: volumePublisher = @Published volume; nowPlaying = CurrentValueSubject; titlePublisher = @Published title)
public protocol Jukebox: Sendable {
    var volume: Int { get set }
    var title: String? { get set }
    var volumePublisher: AnyPublisher<Int, Never> { get }
    var titlePublisher: AnyPublisher<String, Error> { get }
    var nowPlaying: AnyPublisher<Track?, Never> { get }
    var failures: Combine.AnyPublisher<URLError, Never> { get }
    static var launches: AnyPublisher<Date, Never> { get }
    func skip() -> Int
}

/// A main-actor protocol; `all` speaks for every publisher not named.
/// @mockable(combine: all = CurrentValueSubject; statePublisher = @Published state)
@MainActor
public protocol TrackScreen {
    var state: Track { get set }
    var statePublisher: AnyPublisher<Track?, Never> { get }
    var counts: AnyPublisher<Int, Never> { get }
    var optionalStream: AnyPublisher<Int, Never>? { get }
}

/// An actor protocol: a wrapped property cannot be nonisolated, so the publisher gets its subject.
/// @mockable(combine: namesPublisher = @Published names)
public protocol Roster: Actor {
    var names: [String] { get set }
    var namesPublisher: AnyPublisher<[String], Never> { get }
}

/// A publisher inside `#if`.
/// @mockable(combine: ticks = CurrentValueSubject)
protocol Metronome {
    #if DEBUG
    var ticks: AnyPublisher<Int, Never> { get }
    #endif
    var tempo: Int { get }
}
