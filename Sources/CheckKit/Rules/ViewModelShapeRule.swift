import SwiftSyntax

/// A view model that is not `@MainActor @Observable final class …: ViewModel` with a nested `State`.
///
/// Reported once per view model, listing everything missing. Conformances and nested types count from every
/// extension of the type (`extension WalletListViewModel: ViewModel {}` is fine).
final class ViewModelShapeRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "viewmodel-shape",
        rank: 120,
        summary: "View models are `@MainActor @Observable final class …: ViewModel` with a nested `State` struct.",
        reports: "a view model is not `@MainActor @Observable final class …: ViewModel` with a nested `State` (one finding listing what is missing) — 004 ViewModels rules",
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

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        if type.role == .viewModel, !type.isExtension, type.kind != .protocol { checkShape(type) }
        return type.declaresTypes ? .visitChildren : .skipChildren
    }

    private func checkShape(_ type: TypeScope) {
        let head = type.head
        var missing: [String] = []
        if !head.attributes.contains("MainActor") { missing.append("@MainActor") }
        if !head.attributes.contains("Observable") { missing.append("@Observable") }
        if head.kind != .class {
            missing.append("class (it is \(Self.article(head.kind.rawValue)) \(head.kind.rawValue))")
        } else if !head.modifiers.contains("final") {
            missing.append("final")
        }
        if type.entry?.inherited.contains("ViewModel") != true { missing.append("conformance to ViewModel") }
        if type.entry?.nestedTypes.contains("State") != true { missing.append("a nested State") }
        guard !missing.isEmpty else { return }
        report(
            "\(type.name) is not `@MainActor @Observable final class …: ViewModel` with a nested State: missing "
                + missing.joined(separator: ", "),
            at: head.nameToken, startLine: file.position(of: type.node).line
        )
    }

    private static func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.prefix(1)) ? "an" : "a"
    }
}
