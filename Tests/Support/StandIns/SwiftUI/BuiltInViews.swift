/// Stand-in for SwiftUI's `EmptyView`.
public struct EmptyView: Sendable {
    public init() {}
}

extension EmptyView: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `TupleView`: what a `@ViewBuilder` block of several views builds.
public struct TupleView<T> {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

extension TupleView: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `_ConditionalContent`: what `if`/`else` and `switch` in a builder produce.
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch the builder took.
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `AnyView`: a type-erased view.
public struct AnyView {
    let view: Any

    public init<V: View>(_ view: V) {
        self.view = view
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }
}

extension AnyView: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(of: Self.self) }
}
