extension Subscribers {
    /// Stand-in for Combine's `Subscribers.Sink`: requests unlimited values and forwards them to closures.
    final public class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        final public let receiveValue: (Input) -> Void
        final public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?

        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        final public func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        final public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue(value)
            return .none
        }

        final public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion(completion)
            subscription = nil
        }

        final public func cancel() {
            subscription?.cancel()
            subscription = nil
        }
    }
}

extension Publisher {
    /// Attaches a sink with closures for completion and values.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Self.Failure>) -> Void,
        receiveValue: @escaping (Self.Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Self.Failure == Never {
    /// Attaches a sink for a publisher that never fails.
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
