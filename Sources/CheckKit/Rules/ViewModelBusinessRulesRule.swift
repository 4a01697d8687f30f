import SwiftSyntax

/// A view model holds a validation rule of its own.
///
/// Two shapes are reported, each once: a member named for validation (`validate()`, `isValid`, `isEmailValid`)
/// that tests values itself (lengths, emptiness, ranges, patterns) — or any member answering a `Bool` from a field of
/// the record the user edits against a number (`var isSaveEnabled: Bool { transaction.amount > 0 }`) —, and a
/// `guard`/`if` that tests an input the
/// user edits (a settable property, a parameter, or a value parsed from one: `guard let amount =
/// Double(amountText), amount > 0`) and, when the test fails, throws or sets an error (`errorMessage`,
/// `alert…`, `validation…`); a parse of an input alone that fails into an error is validation too. A view model
/// A Combine pipeline that maps an input's publisher (`$email.map { !$0.isEmpty && $0.isValidEmail() }`) through
/// such a test holds the same rule, once per member. A view model
/// that only shows the error a UseCase throws, tests its own state (`if wallets.isEmpty`), or shows a hint
/// (`guard !query.isEmpty else { hint = "Type to search" }`) is fine.
final class ViewModelBusinessRulesRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "viewmodel-business-rules",
        rank: 20,
        summary: "A view model does not hold business rules (validation); a UseCase does.",
        reports: #"a view model holds a validation rule: a `validate…`/`isValid…` member that tests values itself (lengths, emptiness, patterns, or format predicates named for what the value must be: `email.isValidEmail`; one testing only whether inputs are filled in — `isEmpty`, a length against zero — only where its failure is shown as an error, by itself or by a branch testing it or the flag it sets, not when it only enables a button), a `Bool` member that tests a field of the record the user edits against a number (`var isSaveEnabled: Bool { transaction.amount > 0 }`), or a `guard`/`if` that tests a user input — a settable property, a parameter (not of a method the view model only calls itself with its own data: `decodeToken(tokenStore.token)`), a value parsed from one (`guard let amount = Double(amountText), amount > 0`) or made of one by its own method (`let code = text.trimmingCharacters(in: .whitespaces)`), also through a local verdict (`let canSave = !name.isEmpty; if canSave`) — and throws or shows an error (sets an error or a `message`; a success alert is none); a branch that shows the verdict of such a member is its caller, not a second rule, and a `Bool` helper testing an input whose verdict branches fail into an error is one finding, at the helper, and a method testing several fields in turn is one finding, at its first test, listing them — 000 "Business rules (validation, transformation)", 002 "Contain business logic""#,
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
            RuleExample("clean", "Sources/App/Presentation/Login/LoginViewStore.swift", """
            final class LoginViewStore: ObservableObject {
                @Published var email = ""
                @Published var emailValidationMessage: String?
                private let login: any LoginUseCase
                init(login: any LoginUseCase) { self.login = login }
                func emailChanged(_ email: String) {
                    self.email = email
                    if !email.isEmpty {
                        emailValidationMessage = isEmailValid() ? nil : "Invalid email"
                    }
                }
                private func ↓isEmailValid() -> Bool { email.count > 3 }
            }
            """),
            // The same rule carried by a Combine pipeline: one finding for the member, naming both inputs.
            RuleExample("clean", "Sources/App/Presentation/Login/LoginViewModel.swift", """
            import Combine

            final class LoginViewModel: ObservableObject {
                @Published var email = ""
                @Published var password = ""
                @Published var emailValid = false
                @Published var passwordValid = false
                private var subscriptions = Set<AnyCancellable>()
                func checkInput() {
                    ↓$email
                        .map { $0.isValidEmail() && !$0.isEmpty }
                        .assign(to: \\.emailValid, on: self)
                        .store(in: &subscriptions)
                    $password
                        .map { $0.count >= 8 }
                        .assign(to: \\.passwordValid, on: self)
                        .store(in: &subscriptions)
                }
            }
            """),
            // A validation member putting the inputs to format predicates (`isValidEmail`) and choosing the errors.
            RuleExample("clean", "Sources/App/Presentation/Login/SignInViewModel.swift", """
            final class SignInViewModel: ObservableObject {
                @Published var email = ""
                @Published var emailError: String?
                private func ↓validateInputs() -> Bool {
                    if !email.trimmingCharacters(in: .whitespaces).isValidEmail {
                        emailError = "Enter a valid email"
                        return false
                    }
                    return true
                }
            }
            """),
            // A verdict on a field of the record the user edits, against a number, whatever the member is called.
            RuleExample("layered", "Sources/App/ViewModels/TransferFormViewModel.swift", """
            @MainActor
            @dynamicMemberLookup
            final class TransferFormViewModel: ObservableObject {
                // Private, but the view edits it through the subscript's setter (`$viewModel.amount`).
                @Published private var transfer = Transfer(amount: 0, note: "")
                subscript<T>(dynamicMember keyPath: WritableKeyPath<Transfer, T>) -> T {
                    get { transfer[keyPath: keyPath] }
                    set { transfer[keyPath: keyPath] = newValue }
                }
                var ↓isSendEnabled: Bool {
                    transfer.amount > 0 && !transfer.note.isEmpty
                }
            }
            """),
            // Whether the name is filled in, kept in a verdict that another method fails into an error: the required rule.
            RuleExample("layered", "Sources/App/ViewModels/SignInViewModel.swift", """
            @MainActor
            final class SignInViewModel: ObservableObject {
                @Published var userName = ""
                @Published private(set) var errorMessage: String?
                private var isValid = false
                private func ↓updateValidationState() {
                    isValid = userName.trimmingCharacters(in: .whitespaces).count > 0
                }
                func validateAndContinue() {
                    updateValidationState()
                    guard isValid else {
                        errorMessage = "Enter your name"
                        return
                    }
                }
            }
            """),
            // A method its protocol declares is called by others (with what the user asks to spend), though the view
            // model also calls it itself.
            RuleExample("layered", "Sources/App/ViewModels/WalletViewModel.swift", """
            protocol WalletViewModelProtocol { func spend(amount: Int) -> Bool }
            final class WalletViewModel: ObservableObject, WalletViewModelProtocol {
                @Published private(set) var balance = 0
                @Published var errorMessage: String?
                func chargeFee() { _ = spend(amount: 5) }
                func spend(amount: Int) -> Bool {
                    ↓if balance - amount < 0 {
                        errorMessage = "Not enough money"
                        return false
                    }
                    balance -= amount
                    return true
                }
            }
            """),
        ],
        nonTriggering: [
            // A method the view model only calls itself, with its own data (a stored token): parsing, not validating input.
            RuleExample("layered", "Sources/App/ViewModels/SessionViewModel.swift", """
            final class SessionViewModel: ObservableObject {
                @Published private(set) var userID: String?
                @Published var errorMessage: String?
                private let tokenStore: TokenStoring
                init(tokenStore: TokenStoring) { self.tokenStore = tokenStore }
                func restore() { userID = try? decodeToken(tokenStore.token) }
                func decodeToken(_ token: String) throws -> String {
                    let segments = token.components(separatedBy: ".")
                    guard segments.count >= 2 else { throw SessionError.badToken }
                    return segments[1]
                }
            }
            """),
            // Whether a form is filled in, only enabling its button (`count > 0` asks what `isEmpty` does): form state.
            RuleExample("layered", "Sources/App/ViewModels/AddHabitViewModel.swift", """
            @MainActor
            final class AddHabitViewModel: ObservableObject {
                @Published var title = "" { didSet { updateValidationState() } }
                @Published private(set) var isSaveButtonEnabled = false
                private func updateValidationState() {
                    let isValid = title.trimmingCharacters(in: .whitespaces).count > 0
                    isSaveButtonEnabled = isValid
                }
            }
            """),
            // A count or a value of the view model's own against a number is state, not a rule.
            RuleExample("layered", "Sources/App/ViewModels/InboxViewModel.swift", """
            @MainActor
            final class InboxViewModel: ObservableObject {
                @Published var messages: [String] = []
                @Published var unreadCount = 0
                var showsBadge: Bool { unreadCount > 0 }
                var hasMessages: Bool { messages.count > 0 }
            }
            """),
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
            // A record's own verdict (`draft.isValid`, no format named) shown as it is: the rule is the record's.
            RuleExample("clean", "Sources/App/Presentation/Profile/ProfileViewModel.swift", """
            final class ProfileViewModel: ObservableObject {
                @Published var draft = ProfileDraft()
                @Published var errorMessage: String?
                func save() {
                    guard draft.isValid else {
                        errorMessage = draft.problem
                        return
                    }
                }
            }
            """),
            // A pipeline that shapes the input (debounces, lowercases) and hands it on tests nothing.
            RuleExample("clean", "Sources/App/Presentation/Search/ViewModels/SearchFieldViewModel.swift", """
            import Combine

            final class SearchFieldViewModel: ObservableObject {
                @Published var query = ""
                @Published private(set) var term = ""
                @Published private(set) var results: [String] = []
                init() {
                    $query
                        .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                        .map { $0.lowercased() }
                        .assign(to: &$term)
                    Publishers.CombineLatest($term, $results).map { $1.count }.sink { _ in }.store(in: &Self.bag)
                    // The query picks other values; it is not tested for a verdict.
                    $query.combineLatest($results)
                        .map { query, results in results.filter { query.isEmpty ? true : $0.contains(query) } }
                        .assign(to: &$results)
                }
                static var bag = Set<AnyCancellable>()
            }
            """),
        ]
    )

    override class var readsBodies: Bool { false }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        if type.role == .viewModel {
            let properties = type.entry?.properties ?? []
            // A private record written through a public setter (`subscript(dynamicMember:)`) is edited from outside too.
            let settable = Set(properties.filter(\.isSettable).map(\.name)).union(SetterTargets.names(in: type))
            let own = Set(properties.map(\.name))
            // A property anyone may set (a form field), in any declaration of the view model; when its nested `state`
            // is settable, a name that is none of its own properties (a field of `State`, which this rule does not read).
            let isInput = { (subject: String) in
                settable.contains(subject) || (settable.contains("state") && !own.contains(subject))
            }
            for found in InputValidation.find(in: type, file: file, isInput: isInput, validationMembers: true) { report(found.message, at: found.node) }
        }
        return type.declaresTypes ? .visitChildren : .skipChildren
    }
}
