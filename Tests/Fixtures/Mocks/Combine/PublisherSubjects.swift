import Combine

public struct Cursor: Equatable, Sendable {
    public var offset: Int
}

/// An annotation choosing each subject; the one with no obvious starting value stays a `PassthroughSubject`.
/// @mockable(combine: settings = CurrentValueSubject; messages = PassthroughSubject; cursor = CurrentValueSubject)
public protocol Mailbox: AnyObject {
    var messages: AnyPublisher<String, Never> { get }
    var settings: AnyPublisher<Dictionary<String, Bool>, Never> { get }
    var cursor: AnyPublisher<Cursor, Never> { get }
}

/// No choice at all: every publisher gets a `PassthroughSubject`, and the memberwise initializer leaves them out. A
/// function returning a publisher is stubbed like any other (Mockolo's `quotesCallCount`, `quotesHandler`).
/// @mockable
public protocol Ticker {
    var prices: AnyPublisher<Double, Error> { get }
    var symbol: String { get set }
    func quotes(for symbol: String) -> AnyPublisher<Double, Error>
}
