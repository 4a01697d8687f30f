/// Delivers values to the subscribers of a stand-in publisher, in subscription order, honouring demand.
final class Relay<Output> {
    private var conduits: [Conduit<Output>] = []

    /// Subscribes `subscriber`; `initial` (when given) is delivered as soon as it asks for a value.
    func attach<S: Subscriber>(_ subscriber: S, initial: [Output] = []) where S.Input == Output, S.Failure == Never {
        let conduit = Conduit<Output>(relay: self, pending: initial) { subscriber.receive($0) }
        conduits.append(conduit)
        subscriber.receive(subscription: conduit)
    }

    func send(_ value: Output) {
        // A snapshot, so a subscriber cancelling during delivery does not disturb the loop.
        for conduit in conduits {
            conduit.offer(value)
        }
    }

    func detach(_ conduit: Conduit<Output>) {
        conduits.removeAll { $0 === conduit }
    }
}

/// One subscriber's link to a `Relay`: holds its outstanding demand.
final class Conduit<Output>: Subscription {
    private weak var relay: Relay<Output>?
    private var deliver: ((Output) -> Subscribers.Demand)?
    private var demand = Subscribers.Demand.none
    private var pending: [Output]

    init(relay: Relay<Output>, pending: [Output], deliver: @escaping (Output) -> Subscribers.Demand) {
        self.relay = relay
        self.pending = pending
        self.deliver = deliver
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

    func cancel() {
        deliver = nil
        pending.removeAll()
        relay?.detach(self)
    }

    private var hasDemand: Bool {
        demand.max.map { $0 > 0 } ?? true
    }
}
