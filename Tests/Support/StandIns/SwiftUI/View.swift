@_exported import Combine

/// Stand-in for SwiftUI's `View`: main-actor isolated, with a `@ViewBuilder` body.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { primitiveBody(of: Self.self) }
}

/// Primitive views have no body; SwiftUI traps the same way if one is asked for.
func primitiveBody<V>(of view: V.Type) -> Never {
    fatalError("\(V.self) is a primitive view and has no body")
}
