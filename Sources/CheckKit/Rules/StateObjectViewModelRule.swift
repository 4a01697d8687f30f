/// A view model held with `@StateObject` (made for `ObservableObject`) where the document's view models are
/// `@Observable` and owned with `@State`.
struct StateObjectViewModelRule: Rule {
    let description = RuleDescription(
        id: "stateobject-viewmodel",
        summary: "Views own their `@Observable` view model with `@State`, never `@StateObject`.",
        severity: .error,
        passages: [
            "features": SeedPassage(.features, "Anti-Patterns › ❌ DON'T: Use @StateObject for ViewModels", "// BAD - @StateObject is for ObservableObject, not @Observable"),
        ],
        hint: "write `@State private var viewModel = …` and make the view model `@Observable`",
        triggering: [
            RuleExample("features", "Sources/App/Features/Wallet/Views/WalletListView.swift", """
            struct WalletListView: View {
                @StateObject private var ↓viewModel = WalletListViewModel()
                var body: some View { Text("Wallets") }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("features", "Sources/App/Features/Wallet/Views/WalletListView.swift", """
            struct WalletListView: View {
                @State private var viewModel = WalletListViewModel()
                var body: some View { Text("Wallets") }
            }
            """),
            RuleExample("features", "Sources/App/App/InariApp.swift", """
            @main
            struct InariApp: App {
                @StateObject private var environment = AppEnvironment.shared
                var body: some Scene { WindowGroup { ContentView() } }
            }
            """),
        ]
    )

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.flatMap { declaration in
            declaration.fact.properties.compactMap { property in
                guard property.attributes.contains("StateObject") else { return nil }
                let held = property.typeName ?? property.initializer?.first
                guard let held, project.role(ofTypeNamed: held) == .viewModel else { return nil }
                return description.finding(
                    "\(declaration.fact.name).\(property.name) holds the view model \(held) with @StateObject", in: project,
                    file: declaration.file.path, at: property.position
                )
            }
        }
    }
}
