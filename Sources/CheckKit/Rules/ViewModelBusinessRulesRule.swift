import SwiftSource

/// A view model holds a validation rule of its own.
///
/// Two shapes are reported, each once: a member named for validation (`validate()`, `isValid`, `isEmailValid`)
/// that tests values itself (lengths, emptiness, ranges, patterns), and a `guard`/`if` that tests an input the
/// user edits (a settable property or a parameter) and, when the test fails, throws or sets an error message
/// (`errorMessage`, `alert…`, `validation…`). A view model that only shows the error a UseCase throws, tests its
/// own state (`if wallets.isEmpty`), or shows a hint (`guard !query.isEmpty else { hint = "Type to search" }`) is fine.
struct ViewModelBusinessRulesRule: Rule {
    let description = RuleDescription(
        id: "viewmodel-business-rules",
        summary: "A view model does not hold business rules (validation); a UseCase does.",
        severity: .warning,
        passages: [
            "layered": SeedPassage(.layered, "ViewModel layer - P1", "Prohibited:", "Business rules (validation, transformation)"),
            "clean": SeedPassage(.clean, "Layer Responsibilities › Presentation Layer", "Contain business logic"),
        ],
        hint: "move the rule into a UseCase (or a Validator the UseCase calls) and let the view model show the error it throws",
        triggering: [
            RuleExample("layered", "Sources/App/ViewModels/ReminderViewModel.swift", """
            @MainActor
            class ReminderViewModel: ObservableObject {
                @Published var title = ""
                func ↓validate() -> Bool {
                    return title.count >= 3 && title.count <= 100
                }
            }
            """),
            RuleExample("clean", "Sources/App/Presentation/Notes/ViewModels/NoteFormViewModel.swift", """
            final class NoteFormViewModel: ObservableObject {
                @Published var title = ""
                @Published var error: String?
                private let createNote: any CreateNoteUseCase
                init(createNote: any CreateNoteUseCase) { self.createNote = createNote }
                func save() async {
                    ↓guard !title.isEmpty else {
                        error = "A note needs a title"
                        return
                    }
                    _ = try? await createNote.execute(title: title, content: "")
                }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("layered", "Sources/App/ViewModels/WalletListViewModel.swift", """
            @MainActor
            final class WalletListViewModel: ObservableObject {
                @Published private(set) var wallets: [Wallet] = []
                @Published var message: String?
                func load() async {
                    if wallets.isEmpty { message = "No wallets yet" }
                }
                var isEmpty: Bool { wallets.count == 0 }
            }
            """),
            RuleExample("clean", "Sources/App/Presentation/Search/ViewModels/SearchViewModel.swift", """
            final class SearchViewModel: ObservableObject {
                @Published var query = ""
                @Published var hint: String?
                func search() async {
                    guard !query.isEmpty else {
                        hint = "Type to search"
                        return
                    }
                }
            }
            """),
            RuleExample("layered", "Sources/App/ViewModels/WalletFormViewModel.swift", """
            @MainActor
            final class WalletFormViewModel: ObservableObject {
                @Published var name = ""
                @Published var errorMessage: String?
                private let createWallet: any CreateWalletUseCaseProtocol
                init(createWallet: any CreateWalletUseCaseProtocol = CreateWalletUseCase()) { self.createWallet = createWallet }
                func save() async {
                    do { _ = try await createWallet.execute(name: name) } catch { errorMessage = error.localizedDescription }
                }
            }
            """),
        ]
    )

    private static let ruleChecks: Set<CheckFact.Kind> = [.countComparison, .valueComparison, .isEmpty, .textMatch, .regex]

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.filter { $0.role == .viewModel }.flatMap { viewModel in
            let isInput = Self.inputs(of: viewModel.fact.name, in: project)
            var findings: [Finding] = []
            for member in Self.members(of: viewModel.fact) {
                if Self.isValidationName(member.name), let check = member.body.checks.first(where: { Self.ruleChecks.contains($0.kind) }) {
                    findings.append(description.finding(
                        "\(viewModel.fact.name).\(member.name) holds a validation rule (\(Self.describe(check)))",
                        in: project, file: viewModel.file.path, at: member.position
                    ))
                    continue
                }
                let parameters = Set(member.parameters)
                for branch in member.body.branches where branch.exitThrows || branch.exitTextTargets.contains(where: Self.isErrorText) {
                    guard let check = branch.checks.first(where: {
                        Self.ruleChecks.contains($0.kind) && (isInput($0.subject) || parameters.contains($0.subject))
                    }) else { continue }
                    findings.append(description.finding(
                        "\(viewModel.fact.name).\(member.name) validates `\(check.subject)` itself (\(Self.describe(check)), "
                            + (branch.exitThrows ? "then throws)" : "then sets an error message)"),
                        in: project, file: viewModel.file.path, at: branch.position
                    ))
                }
            }
            return findings
        }
    }

    /// Functions and computed properties, with what they take.
    private static func members(of fact: TypeFact) -> [(name: String, position: Position, parameters: [String], body: BodyFact)] {
        fact.functions.map { ($0.name + "()", $0.position, $0.parameters.map(\.name), $0.body) }
            + fact.properties.filter(\.isComputed).map { ($0.name, $0.position, [], $0.body) }
    }

    /// Whether a name is a value the user edits: a property anyone may set (a form field) in any declaration of
    /// the view model, or, when its nested `state` is settable, a name that is none of its own properties (a field
    /// of `State`, whose declaration this rule does not read).
    private static func inputs(of name: String, in project: CheckedProject) -> (String) -> Bool {
        let properties = project.declarations(named: name).flatMap(\.fact.properties)
        let settable = Set(properties.filter { property in
            !property.isLet && !property.isComputed && !property.isStatic
                && !property.modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        }.map(\.name))
        let own = Set(properties.map(\.name))
        return { subject in
            !subject.isEmpty && (settable.contains(subject) || (settable.contains("state") && !own.contains(subject)))
        }
    }

    /// `errorMessage`, `alertText`, `validationError`: where a failed rule is shown (not `emptyText` or `hint`).
    private static func isErrorText(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["error", "alert", "invalid", "validation", "warning"].contains { lowered.contains($0) }
    }

    private static func isValidationName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("valid") && !lowered.contains("invalidate")
    }

    private static func describe(_ check: CheckFact) -> String {
        let subject = check.subject.isEmpty ? "a value" : "`\(check.subject)`"
        switch check.kind {
        case .countComparison: return "the length of \(subject) against a number"
        case .valueComparison: return "\(subject) against a number"
        case .isEmpty: return "whether \(subject) is empty"
        case .textMatch: return "the text of \(subject)"
        case .regex: return "a pattern match"
        }
    }
}
