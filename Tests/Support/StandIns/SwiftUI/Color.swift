import Foundation

/// Stand-in for SwiftUI's `ShapeStyle`: what `foregroundStyle` accepts.
public protocol ShapeStyle: Sendable {}

/// Stand-in for SwiftUI's `Color`: a named colour; a view and a shape style.
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    let name: String

    public var description: String { name }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgba(\(red), \(green), \(blue), \(opacity))"
    }

    public func opacity(_ opacity: Double) -> Color {
        Color(name + " @ \(opacity)")
    }

    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    public static let cyan = Color("cyan")
    public static let blue = Color("blue")
    public static let indigo = Color("indigo")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let brown = Color("brown")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let black = Color("black")
    public static let clear = Color("clear")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
}

extension Color: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

// As in SwiftUI, `.red` works where a ShapeStyle is expected, but `.primary`/`.secondary` there mean the
// hierarchical styles, and `.accentColor` needs spelling out as `Color.accentColor`.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

/// Stand-in for SwiftUI's `HierarchicalShapeStyle`: `.primary`, `.secondary`, … foreground levels.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

/// Stand-in for SwiftUI's `TintShapeStyle` (`.tint`).
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
