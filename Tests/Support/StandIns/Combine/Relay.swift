/// Delivers values and completion to the subscribers of a stand-in publisher, in subscription order, honouring
/// demand. A subscriber attached after completion receives the completion at once, as Combine's subjects do.
final class Relay<Output, Failure: Error> {
    private var conduits: [Conduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    /// Subscribes `subscriber`; `initial` (when given) is delivered as soon as it asks for a value.
    func attach<S: Subscriber>(_ subscriber: S, initial: [Output] = []) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit<Output, Failure>(relay: self, pending: initial, deliver: { subscriber.receive($0) }, finish: {
            subscriber.receive(completion: $0)
        })
        subscriber.receive(subscription: conduit)
        if let completion {
            conduit.finish(completion)
        } else {
            conduits.append(conduit)
        }
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        // A snapshot, so a subscriber cancelling during delivery does not disturb the loop.
        for conduit in conduits {
            conduit.offer(value)
        }
    }

    /// Ends every subscription; later values are dropped.
    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let finishing = conduits
        conduits.removeAll()
        for conduit in finishing {
            conduit.finish(completion)
        }
    }

    func detach(_ conduit: Conduit<Output, Failure>) {
        conduits.removeAll { $0 === conduit }
    }
}

/// One subscriber's link to a `Relay`: holds its outstanding demand.
final class Conduit<Output, Failure: Error>: Subscription {
    private weak var relay: Relay<Output, Failure>?
    private var deliver: ((Output) -> Subscribers.Demand)?
    private var onFinish: ((Subscribers.Completion<Failure>) -> Void)?
    private var demand = Subscribers.Demand.none
    private var pending: [Output]

    init(
        relay: Relay<Output, Failure>, pending: [Output], deliver: @escaping (Output) -> Subscribers.Demand,
        finish: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.relay = relay
        self.pending = pending
        self.deliver = deliver
        onFinish = finish
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand = self.demand + demand
        while !pending.isEmpty, hasDemand {
            offer(pending.removeFirst())
        }
    }

    func offer(_ value: Output) {
        guard let deliver, hasDemand else { return }
        if let remaining = demand.max {
            demand = .max(remaining - 1)
        }
        demand = demand + deliver(value)
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let finish = onFinish
        deliver = nil
        onFinish = nil
        pending.removeAll()
        finish?(completion)
    }

    func cancel() {
        deliver = nil
        onFinish = nil
        pending.removeAll()
        relay?.detach(self)
    }

    private var hasDemand: Bool {
        demand.max.map { $0 > 0 } ?? true
    }
}
