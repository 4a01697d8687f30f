/// Stand-in for Combine's `AnyPublisher`: a publisher that hides the type of the one it wraps.
@frozen
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible, CustomPlaygroundDisplayConvertible {
    @usableFromInline
    let box: PublisherBoxBase<Output, Failure>

    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {
        // An erased publisher is not boxed again, as in Combine.
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox(publisher)
        }
    }

    public var description: String { "AnyPublisher" }

    public var playgroundDescription: Any { description }
}

extension AnyPublisher: Publisher {
    public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        box.receive(subscriber: subscriber)
    }
}

extension Publisher {
    /// Wraps the publisher in an `AnyPublisher`.
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
        AnyPublisher(self)
    }
}

/// The erased publisher behind `AnyPublisher` (Combine's shape: a base class whose subclass knows the type).
@usableFromInline
class PublisherBoxBase<Output, Failure: Error> {
    func receive<S>(subscriber: S) where S: Subscriber, S.Input == Output, S.Failure == Failure {
        fatalError("PublisherBoxBase is abstract")
    }
}

final class PublisherBox<Base: Publisher>: PublisherBoxBase<Base.Output, Base.Failure> {
    let base: Base

    init(_ base: Base) {
        self.base = base
    }

    override func receive<S>(subscriber: S) where S: Subscriber, S.Input == Base.Output, S.Failure == Base.Failure {
        base.receive(subscriber: subscriber)
    }
}
