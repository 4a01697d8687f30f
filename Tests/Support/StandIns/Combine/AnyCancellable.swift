/// Stand-in for Combine's `AnyCancellable`: cancels when cancelled explicitly or when released.
final public class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    public init<C: Cancellable>(_ canceller: C) {
        cancelAction = canceller.cancel
    }

    deinit {
        cancelAction?()
    }

    final public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    final public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    final public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
