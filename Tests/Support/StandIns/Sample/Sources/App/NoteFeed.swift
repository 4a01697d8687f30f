import Combine
import Foundation

/// Notes arriving over time, published the way a service protocol exposes them: subjects behind `AnyPublisher`s,
/// shaped by `map`, `compactMap` and `setFailureType(to:)`.
final class NoteFeed {
    private let arrivals = PassthroughSubject<Note, Never>()
    private let received = CurrentValueSubject<Int, Never>(0)

    var notes: AnyPublisher<Note, Never> { arrivals.eraseToAnyPublisher() }

    /// Every title, typed as a stream that may fail, for code that merges it with a network stream.
    var titles: AnyPublisher<String, any Error> {
        arrivals.map { $0.title }.setFailureType(to: (any Error).self).eraseToAnyPublisher()
    }

    /// Details of the notes that have one.
    var details: AnyPublisher<String, Never> { arrivals.compactMap { $0.detail }.eraseToAnyPublisher() }

    /// How many notes arrived; a new subscriber hears the current count first.
    var count: AnyPublisher<Int, Never> { received.eraseToAnyPublisher() }

    func receive(_ note: Note) {
        received.value += 1
        arrivals.send(note)
    }

    func close() {
        arrivals.send(completion: .finished)
    }
}
