import Foundation

/// Stand-in for SwiftUI's `TabView`: its content's views are the tabs, each labelled by `tabItem`; with a
/// selection, the tab whose `tag` equals it shows.
public struct TabView<SelectionValue: Hashable, Content: View> {
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

extension View {
    /// The label of the tab this view is in a `TabView`.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}
