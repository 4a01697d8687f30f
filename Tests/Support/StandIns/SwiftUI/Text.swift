import Foundation

/// Stand-in for SwiftUI's `Text`: holds the string it would display.
public struct Text: Equatable, Sendable {
    /// What the text would display (interpolations resolved, not localized).
    let content: String

    public init(verbatim content: String) {
        self.content = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.format(input)
    }

    public init(_ date: Date, style: Text.DateStyle) {
        content = style.format(date)
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    /// Text-only modifiers keep returning `Text`, so styled texts can still be concatenated.
    public func font(_ font: Font?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable {
        let format: @Sendable (Date) -> String

        public static let time = DateStyle { $0.formatted(date: .omitted, time: .shortened) }
        public static let date = DateStyle { $0.formatted(date: .long, time: .omitted) }
        public static let relative = DateStyle { $0.formatted(.relative(presentation: .numeric)) }
        public static let offset = DateStyle { $0.formatted(.relative(presentation: .numeric)) }
        public static let timer = DateStyle { $0.formatted(date: .omitted, time: .standard) }
    }
}

extension Text: View {
    public var body: Never { primitiveBody(of: Self.self) }
}
