/// Stand-in for SwiftUI's `App`: the entry point type, main-actor isolated.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    @MainActor @preconcurrency
    init()
}

extension App {
    /// Lets `@main` compile; there is no run loop, so it builds the app's scenes once and returns.
    @MainActor @preconcurrency
    public static func main() {
        _ = Self().body
    }
}

/// Stand-in for SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: Scene {}

/// Stand-in for SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View> {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension WindowGroup: Scene {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Several scenes in one builder block.
struct TupleScene<T> {
    let value: T
}

extension TupleScene: Scene {
    var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `SceneBuilder`.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        TupleScene(value: (repeat each content))
    }
}
