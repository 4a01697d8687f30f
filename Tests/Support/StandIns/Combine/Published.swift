/// Stand-in for Combine's `@Published`: a class property that announces changes through the owner's
/// `objectWillChange` and through its own publisher (`$property`).
@propertyWrapper
public struct Published<Value> {
    /// Shared by copies of the wrapper, so reflection in `objectWillChange` reaches the real storage.
    let storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only the enclosing-instance subscript is used; this makes `@Published` on a struct an error, as in Combine.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// A publisher that emits the current value on subscription and every new value before it is stored.
    /// (Combine also lets you assign to `$property`; the stand-in does not.)
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(storage: storage) }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            storage.objectWillChange?.send()
            storage.relay.send(newValue)
            storage.value = newValue
        }
    }

    /// The publisher behind `$property`.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Value {
            storage.relay.attach(subscriber, initial: [storage.value])
        }
    }
}

/// The reference-typed state of one `@Published` property.
final class PublishedStorage<Value> {
    var value: Value
    let relay = Relay<Value, Never>()
    var objectWillChange: ObservableObjectPublisher?

    init(_ value: Value) {
        self.value = value
    }
}

/// Lets `objectWillChange` find `@Published` properties by reflection without knowing their value types.
protocol PublishedField {
    var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}

extension Published: PublishedField {
    var objectWillChange: ObservableObjectPublisher? {
        get { storage.objectWillChange }
        nonmutating set { storage.objectWillChange = newValue }
    }
}
