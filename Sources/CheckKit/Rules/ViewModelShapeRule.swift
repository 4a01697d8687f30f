/// A view model that is not `@MainActor @Observable final class …: ViewModel` with a nested `State`.
///
/// Reported once per view model, listing everything missing. Conformances and nested types count from every
/// extension of the type (`extension WalletListViewModel: ViewModel {}` is fine).
struct ViewModelShapeRule: Rule {
    let description = RuleDescription(
        id: "viewmodel-shape",
        summary: "View models are `@MainActor @Observable final class …: ViewModel` with a nested `State` struct.",
        severity: .error,
        passages: [
            "features": SeedPassage(
                .features, "MVVM Components › ViewModels › Rules", "MUST use `@Observable` macro", "MUST be marked `@MainActor`",
                "MUST conform to `ViewModel` protocol", "MUST have a nested `State` struct containing all state", "Use reference types (`class`) for ViewModels"
            ),
        ],
        hint: "write `@MainActor @Observable final class <Name>: ViewModel` with `struct State { … }` and `var state = State()`",
        triggering: [
            RuleExample("features", "Sources/App/Features/Wallet/ViewModels/WalletListViewModel.swift", """
            @MainActor
            final class ↓WalletListViewModel: ObservableObject {
                @Published var wallets: [Wallet] = []
            }
            """),
        ],
        nonTriggering: [
            RuleExample("features", [
                "Sources/App/Features/Wallet/ViewModels/WalletListViewModel.swift": """
                @MainActor
                @Observable
                final class WalletListViewModel {
                    private(set) var state = State()
                }
                """,
                "Sources/App/Features/Wallet/ViewModels/WalletListViewModel+State.swift": """
                extension WalletListViewModel: ViewModel {
                    struct State {
                        var wallets: [Wallet] = []
                    }
                }
                """,
                "Sources/App/Core/ViewModel.swift": """
                @MainActor
                protocol ViewModel: AnyObject {
                    associatedtype State
                    var state: State { get }
                }
                """,
            ]),
        ]
    )

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.filter { $0.role == .viewModel && !$0.isExtension && $0.fact.kind != .protocol }.compactMap { viewModel in
            let fact = viewModel.fact
            let summary = project.types[fact.name]
            var missing: [String] = []
            if !fact.attributes.contains("MainActor") { missing.append("@MainActor") }
            if !fact.attributes.contains("Observable") { missing.append("@Observable") }
            if fact.kind != .class {
                missing.append("class (it is \(Self.article(fact.kind.rawValue)) \(fact.kind.rawValue))")
            } else if !fact.modifiers.contains("final") {
                missing.append("final")
            }
            if summary?.inherited.contains("ViewModel") != true { missing.append("conformance to ViewModel") }
            if summary?.nestedTypes.contains("State") != true { missing.append("a nested State") }
            guard !missing.isEmpty else { return nil }
            return description.finding(
                "\(fact.name) is not `@MainActor @Observable final class …: ViewModel` with a nested State: missing "
                    + missing.joined(separator: ", "),
                in: project, file: viewModel.file.path, at: fact.position, startLine: fact.startLine
            )
        }
    }

    private static func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.prefix(1)) ? "an" : "a"
    }
}
