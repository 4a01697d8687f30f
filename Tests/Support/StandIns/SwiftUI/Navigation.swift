/// Stand-in for SwiftUI's `NavigationStack` (iOS 16).
public struct NavigationStack<Data, Root: View> {
    let root: Root
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// The stack whose pushed values live in `path` (iOS 16): value-based navigation.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// The stack whose path is a typed list of one route type (`[Route]`, iOS 16): it holds only that type's values.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

/// Stand-in for SwiftUI's `NavigationPath` (iOS 16): a type-erased list of pushed values. It keeps the values
/// (as `AnyHashable`), so tests can see what a coordinator pushed and popped.
public struct NavigationPath: Equatable {
    private var values: [AnyHashable] = []

    public init() {}

    public var count: Int { values.count }

    public var isEmpty: Bool { values.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        values.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        values.removeLast(k)
    }
}

/// Stand-in for SwiftUI's `NavigationLink`: by destination view, or by value for `navigationDestination`.
public struct NavigationLink<Label: View, Destination: View> {
    let label: Label
    let destination: Destination?

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: View {
    public var body: Never { primitiveBody(of: Self.self) }
}

extension View {
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        self
    }
}
