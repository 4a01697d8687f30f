import SwiftSyntax

/// A view model holds a validation rule of its own.
///
/// Two shapes are reported, each once: a member named for validation (`validate()`, `isValid`, `isEmailValid`)
/// that tests values itself (lengths, emptiness, ranges, patterns), and a `guard`/`if` that tests an input the
/// user edits (a settable property, a parameter, or a value parsed from one: `guard let amount =
/// Double(amountText), amount > 0`) and, when the test fails, throws or sets an error (`errorMessage`,
/// `alert…`, `validation…`); a parse of an input alone that fails into an error is validation too. A view model
/// that only shows the error a UseCase throws, tests its own state (`if wallets.isEmpty`), or shows a hint
/// (`guard !query.isEmpty else { hint = "Type to search" }`) is fine.
final class ViewModelBusinessRulesRule: RuleVisitor, Rule {
    static let description = RuleDescription(
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
            RuleExample("layered", "Sources/App/ViewModels/AddExpenseViewModel.swift", """
            @MainActor
            final class AddExpenseViewModel: ObservableObject {
                @Published var amountText = ""
                @Published var errorMessage: String?
                func save() {
                    ↓guard let amount = Double(amountText), amount > 0 else {
                        errorMessage = "Enter an amount above zero"
                        return
                    }
                    _ = amount
                }
                func parse(_ dateText: String) throws {
                    ↓guard let date = ISO8601DateFormatter().date(from: dateText) else { throw ExpenseError.invalidDate }
                    _ = date
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

    private static let ruleChecks: Set<ValidationCheck.Kind> = [.countComparison, .valueComparison, .isEmpty, .textMatch, .regex]

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        if type.role == .viewModel { checkMembers(of: type) }
        return type.declaresTypes ? .visitChildren : .skipChildren
    }

    private func checkMembers(of type: TypeScope) {
        let isInput = inputs(of: type)
        for member in Self.members(of: type) {
            let scan = BodyScan.scan(member.body)
            if Self.isValidationName(member.name), let check = scan.checks.first(where: { Self.ruleChecks.contains($0.kind) }) {
                report("\(type.name).\(member.name) holds a validation rule (\(Self.describe(check)))", at: member.nameNode)
                continue
            }
            let parameters = Set(member.parameters)
            let isEdited = { (name: String) in isInput(name) || parameters.contains(name) }
            // A local value parsed from an input before the branch (`let amount = Double(amountText) ?? 0`).
            let parsedLocals = Set(scan.bindings.filter { binding in
                binding.callees.contains(where: ValidationChecks.parserNames.contains) && binding.names.contains(where: isEdited)
            }.map(\.name))
            for branch in scan.branches where branch.exitThrows || branch.exitTargets.contains(where: Self.isErrorTarget) {
                let parses = branch.parses.filter { isEdited($0.source) }
                let parsed = Dictionary(parses.map { ($0.bound, $0.source) }, uniquingKeysWith: { first, _ in first })
                let outcome = branch.exitThrows ? "then throws" : "then sets an error message"
                if let check = branch.checks.first(where: { check in
                    Self.ruleChecks.contains(check.kind)
                        && (isEdited(check.subject) || parsed[check.subject] != nil || parsedLocals.contains(check.subject))
                }) {
                    let source = parsed[check.subject].map { " (parsed from `\($0)`)" } ?? ""
                    report(
                        "\(type.name).\(member.name) validates `\(check.subject)`\(source) itself (\(Self.describe(check)), \(outcome))",
                        at: branch.keyword
                    )
                } else if let parse = parses.first {
                    report("\(type.name).\(member.name) validates `\(parse.source)` itself (parses it as \(parse.parser), \(outcome))", at: branch.keyword)
                }
            }
        }
    }

    /// Functions, initializers and computed properties, with what they take and their bodies.
    private static func members(of type: TypeScope) -> [(name: String, nameNode: Syntax, parameters: [String], body: Syntax)] {
        type.memberDecls.flatMap { decl -> [(name: String, nameNode: Syntax, parameters: [String], body: Syntax)] in
            if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
                return [(function.name.text + "()", Syntax(function.name), parameterNames(function.signature.parameterClause), Syntax(body))]
            }
            if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                return [("init()", Syntax(initializer.initKeyword), parameterNames(initializer.signature.parameterClause), Syntax(body))]
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding -> (name: String, nameNode: Syntax, parameters: [String], body: Syntax)? in
                guard SummaryReader.isComputed(binding), let accessors = binding.accessorBlock,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
                return (name.text, Syntax(name), [], Syntax(accessors))
            }
        }
    }

    private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> [String] {
        clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }

    /// Whether a name is a value the user edits: a property anyone may set (a form field) in any declaration of
    /// the view model, or, when its nested `state` is settable, a name that is none of its own properties (a field
    /// of `State`, whose declaration this rule does not read).
    private func inputs(of type: TypeScope) -> (String) -> Bool {
        let properties = type.entry?.properties ?? []
        let settable = Set(properties.filter(\.isSettable).map(\.name))
        let own = Set(properties.map(\.name))
        return { subject in
            !subject.isEmpty && (settable.contains(subject) || (settable.contains("state") && !own.contains(subject)))
        }
    }

    /// `errorMessage`, `alertText`, `showError`, `validationError`: where a failed rule is shown (not `emptyText` or `hint`).
    private static func isErrorTarget(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["error", "alert", "invalid", "validation", "warning"].contains { lowered.contains($0) }
    }

    private static func isValidationName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("valid") && !lowered.contains("invalidate")
    }

    private static func describe(_ check: ValidationCheck) -> String {
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
