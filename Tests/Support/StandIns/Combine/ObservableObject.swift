/// Stand-in for Combine's `ObservableObject`: a class that announces changes before they happen.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where Self.ObjectWillChangePublisher.Failure == Never

    /// Emits before any `@Published` property of the object changes.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// Like Combine, finds the object's `@Published` properties by reflection and shares one publisher
    /// between them; an object without `@Published` properties gets a fresh publisher on every access.
    public var objectWillChange: ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            fields += current.children.compactMap { $0.value as? any PublishedField }
            mirror = current.superclassMirror
        }
        let publisher = fields.lazy.compactMap(\.objectWillChange).first ?? ObservableObjectPublisher()
        for field in fields where field.objectWillChange == nil {
            field.objectWillChange = publisher
        }
        return publisher
    }
}

/// Stand-in for Combine's `ObservableObjectPublisher`: a publisher of `Void` that never fails.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let relay = Relay<Void, Never>()

    public init() {}

    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        relay.attach(subscriber)
    }

    /// Tells every subscriber that the object is about to change.
    final public func send() {
        relay.send(())
    }
}
