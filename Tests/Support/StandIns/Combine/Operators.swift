/// Stand-in for Combine's `Publishers` namespace: the operators a mock's publishers use.
public enum Publishers {}

extension Publishers {
    /// Stand-in for `Publishers.Map`: each value transformed.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            upstream.receive(subscriber: Forward(downstream: subscriber) { .some(transform($0)) })
        }
    }

    /// Stand-in for `Publishers.CompactMap`: each value transformed, nil results left out.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            upstream.receive(subscriber: Forward(downstream: subscriber, transform: transform))
        }
    }

    /// Stand-in for `Publishers.SetFailureType`: a publisher that never fails, typed as one that may.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S>(subscriber: S) where Failure == S.Failure, S: Subscriber, Upstream.Output == S.Input {
            upstream.receive(subscriber: NeverFailing(downstream: subscriber))
        }

        public func setFailureType<E: Error>(to failure: E.Type) -> Publishers.SetFailureType<Upstream, E> {
            Publishers.SetFailureType<Upstream, E>(upstream: upstream)
        }
    }
}

extension Publisher {
    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Self.Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Transforms each value, leaving out nil results.
    public func compactMap<T>(_ transform: @escaping (Self.Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publisher where Self.Failure == Never {
    /// The same values, typed as a publisher that may fail with `failureType`.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

/// Passes values on transformed (a nil result is left out and replaced by a demand of one), and completion as is.
private struct Forward<Downstream: Subscriber, Input>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input?

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return .max(1) }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}

/// Passes on what a publisher that never fails sends to a subscriber that accepts a failure.
private struct NeverFailing<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Never
    let downstream: Downstream

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Never>) {
        downstream.receive(completion: .finished)
    }
}
