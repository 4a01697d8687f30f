/// Stand-in for Combine's `Publisher`: a type that can deliver values to subscribers.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`; the publisher then calls `subscriber.receive(subscription:)`.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

/// Stand-in for Combine's `Subscriber` (without `CustomCombineIdentifierConvertible`).
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error

    func receive(subscription: any Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// Stand-in for Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// Stand-in for Combine's `Subscription`; demand is accepted but not enforced by the stand-in publishers.
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// Stand-in for Combine's `Subscribers` namespace.
public enum Subscribers {}

extension Subscribers {
    /// How many more values a subscriber wants.
    public struct Demand: Equatable, Hashable, Sendable {
        /// nil means unlimited.
        let limit: Int?

        public static let unlimited = Demand(limit: nil)
        public static let none = Demand(limit: 0)

        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(limit: value)
        }

        public var max: Int? { limit }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.limit, let right = rhs.limit else { return .unlimited }
            return .max(left + right)
        }
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
