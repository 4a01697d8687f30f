/// Stand-in for Combine's `Subject`: a publisher that code outside it can make publish.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
    func send(completion: Subscribers.Completion<Self.Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Self.Output == Void {
    /// Sends `()`.
    public func send() {
        send(())
    }
}

/// Stand-in for Combine's `PassthroughSubject`: delivers each value to the subscribers it has then, and keeps none.
final public class PassthroughSubject<Output, Failure: Error>: Subject {
    private let relay = Relay<Output, Failure>()

    public init() {}

    /// Asks an upstream subscription for everything (the subject relays without a buffer of its own).
    final public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        relay.attach(subscriber)
    }

    final public func send(_ input: Output) {
        relay.send(input)
    }

    final public func send(completion: Subscribers.Completion<Failure>) {
        relay.send(completion: completion)
    }
}

/// Stand-in for Combine's `CurrentValueSubject`: holds a value, gives it to each new subscriber, and publishes every
/// value set or sent.
final public class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let relay = Relay<Output, Failure>()
    private var current: Output

    /// Setting it publishes the new value.
    final public var value: Output {
        get { current }
        set { send(newValue) }
    }

    public init(_ value: Output) {
        current = value
    }

    final public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    final public func receive<S>(subscriber: S) where Output == S.Input, Failure == S.Failure, S: Subscriber {
        relay.attach(subscriber, initial: relay.completion == nil ? [current] : [])
    }

    final public func send(_ input: Output) {
        guard relay.completion == nil else { return }
        current = input
        relay.send(input)
    }

    final public func send(completion: Subscribers.Completion<Failure>) {
        relay.send(completion: completion)
    }
}
