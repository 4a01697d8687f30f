/// Stand-in for SwiftUI's `ToolbarContent`: items placed in a toolbar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent

    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Stand-in for SwiftUI's `ToolbarItemPlacement` (the placements available on both iOS and macOS).
public struct ToolbarItemPlacement: Equatable, Sendable {
    let name: String

    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
}

/// Stand-in for SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content())
    }
}

extension ToolbarItem: ToolbarContent {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View> {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: ToolbarContent {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Several toolbar items in one builder block.
struct TupleToolbarContent<T> {
    let value: T
}

extension TupleToolbarContent: ToolbarContent {
    var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> some ToolbarContent {
        TupleToolbarContent(value: (repeat each content))
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

extension View {
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }

    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
