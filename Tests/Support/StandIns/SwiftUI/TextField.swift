import Foundation

/// Stand-in for SwiftUI's `TextField`: edits a `String`, or any value through a `ParseableFormatStyle`.
public struct TextField<Label: View> {
    let label: Label
    let text: Binding<String>
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(label: Text(titleKey), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(titleKey), text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(label: Text(title), text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(label: Text(title), text: text)
    }

    /// A field that grows along `axis` as the text gets longer (iOS 16).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(label: Text(titleKey), text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(label: Text(title), text: text)
    }

    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: Text(titleKey), text: Self.formatted(value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: Text(title), text: Self.formatted(value, format))
    }

    /// An optional value (iOS 15): empty text is nil.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: Text(titleKey), text: Self.formatted(optional: value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(label: Text(title), text: Self.formatted(optional: value, format))
    }

    /// What an optional field edits: empty text for nil, and nil for empty text.
    static func formatted<F>(optional value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
    where F: ParseableFormatStyle, F.FormatOutput == String {
        Binding(
            get: { value.wrappedValue.map(format.format) ?? "" },
            set: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            }
        )
    }

    /// What the field edits: the formatted value; text that does not parse leaves the value unchanged.
    static func formatted<F>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F: ParseableFormatStyle, F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            }
        )
    }
}

extension TextField: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `Toggle`.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: View {
    public var body: Never { primitiveBody(of: Self.self) }
}
