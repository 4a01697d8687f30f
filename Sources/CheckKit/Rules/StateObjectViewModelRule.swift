import SwiftSource
import SwiftSyntax

/// A view model held with `@StateObject` (made for `ObservableObject`) where the document's view models are
/// `@Observable` and owned with `@State`.
final class StateObjectViewModelRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "stateobject-viewmodel",
        rank: 130,
        summary: "Views own their `@Observable` view model with `@State`, never `@StateObject`.",
        reports: #"a view model held with `@StateObject` — 004 "DON'T: Use @StateObject for ViewModels""#,
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

    /// `@StateObject var viewModel = WalletListViewModel()` or `: WalletListViewModel`, a member of any type.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentType, TypeNames.attributes(node.attributes).contains("StateObject") else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let held = TypeNames.heldType(binding), file.role(ofTypeNamed: held) == .viewModel else { continue }
            report("\(type.name).\(name.text) holds the view model \(held) with @StateObject", at: name)
        }
        return .skipChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
