import Foundation

/// Stand-in for SwiftUI's `HStack`.
public struct HStack<Content: View> {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension HStack: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `VStack`.
public struct VStack<Content: View> {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension VStack: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `Spacer`.
public struct Spacer: Sendable {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

extension Spacer: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `HorizontalAlignment` (a `VStack`'s alignment).
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String

    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Stand-in for SwiftUI's `VerticalAlignment` (an `HStack`'s alignment).
public struct VerticalAlignment: Equatable, Sendable {
    let name: String

    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}
