/// Stand-in for SwiftUI's `Picker`: a choice of one `SelectionValue`, each option a view with a `tag(_:)` of
/// that exact type (an optional selection takes `Optional(id)` tags and a `nil` one for none).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

extension View {
    /// The value a picker selects when this option is chosen.
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { self }
}
