/// Stand-in for SwiftUI's `@State`: storage a view owns.
///
/// Outside a view hierarchy SwiftUI drops writes to `@State`; the stand-in keeps them (in a shared box),
/// so tests that poke at a view's state see their writes.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// The reference storage behind one `@State`.
final class StateBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
