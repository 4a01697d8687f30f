import Foundation

// Stand-ins for the view modifiers the templates use. They only type-check: each returns the receiver
// unchanged (as `some View`), since nothing is rendered. Signatures and isolation follow the SDK:
// modifiers are `nonisolated`, `.task` inherits the caller's actor, `.refreshable` takes a `@Sendable` action.
extension View {
    nonisolated public func font(_ font: Font?) -> some View { self }

    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }

    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    nonisolated public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        self
    }

    nonisolated public func task<T: Equatable>(
        id value: T,
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        self
    }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Hides the labels of the controls inside (a picker whose row already says what it is).
    nonisolated public func labelsHidden() -> some View { self }

    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }

    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

    /// iOS 17's two forms: the action with the old and new values, or with none.
    nonisolated public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        self
    }

    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        self
    }
}

/// Stand-in for SwiftUI's `Edge` and its option set, for `padding(_:_:)`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Stand-in for SwiftUI's `LabelStyle`: how a `Label` shows its title and icon.
public protocol LabelStyle {}

/// Stand-in for SwiftUI's `IconOnlyLabelStyle`: the icon alone (VoiceOver still reads the title).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// Stand-in for SwiftUI's `PrimitiveButtonStyle`: how a button looks and takes a tap.
public protocol PrimitiveButtonStyle {}

/// Stand-in for SwiftUI's `BorderlessButtonStyle`: in a list row, only the button's own area takes the tap.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
