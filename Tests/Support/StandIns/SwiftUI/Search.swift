// Stand-ins for searching a list (iOS 15 `searchable`, iOS 17 `ContentUnavailableView.search`). Type-checked, never
// shown.

/// Stand-in for SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
}

extension View {
    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        self
    }

    nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        self
    }

    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        self
    }
}

/// Stand-in for SwiftUI's `SearchUnavailableContent`: the parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    /// The label ("No Results for …").
    public struct Label: View {
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// The description ("Check the spelling or try a new search.").
    public struct Description: View {
        public var body: Never { primitiveBody(of: Self.self) }
    }

    /// No actions.
    public struct Actions: View {
        public var body: Never { primitiveBody(of: Self.self) }
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// What a search that found nothing shows.
    public static var search: Self {
        Self(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description() },
             actions: { SearchUnavailableContent.Actions() })
    }

    /// What a search for `text` that found nothing shows.
    public static func search(text: String) -> Self { search }
}
