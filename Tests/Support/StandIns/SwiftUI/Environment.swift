import Observation

/// Stand-in for SwiftUI's `EnvironmentKey`: a key with a default for `EnvironmentValues`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// Stand-in for SwiftUI's `EnvironmentValues`: keyed values with defaults; holds `dismiss`.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }

    public var dismiss: DismissAction { DismissAction() }
}

/// Stand-in for SwiftUI's `DismissAction`: `dismiss()` closes the presenting sheet or pops navigation.
public struct DismissAction: Sendable {
    init() {}

    /// With nothing presented there is nothing to dismiss, as in SwiftUI.
    @MainActor
    public func callAsFunction() {}
}

/// Stand-in for SwiftUI's `@Environment`. Key-path values come from a default `EnvironmentValues`;
/// with no view hierarchy an `@Observable` object is never found (reading the non-optional form traps,
/// as SwiftUI does when none was placed with `.environment(_:)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: () -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { EnvironmentValues()[keyPath: keyPath] }
    }

    public var wrappedValue: Value { read() }
}

extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.") }
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { nil }
    }
}

extension View {
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }

    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
}
