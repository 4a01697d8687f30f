import Foundation

/// Stand-in for SwiftUI's `Image`: an SF Symbol or asset name.
public struct Image: Equatable, Sendable {
    let name: String

    public init(systemName: String) {
        name = systemName
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }
}

extension Image: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `Label`: a title with an icon.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `ProgressView` (the indeterminate spinner and its titled form).
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let label: Label?
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        label = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
    }
}

extension ProgressView: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `ContentUnavailableView` (iOS 17): the empty-state placeholder.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView: View {
    public var body: Never { primitiveBody(of: Self.self) }
}
