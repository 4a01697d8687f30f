import SwiftSyntax

/// Seed 000's UseCase criteria applied to existing code: a view model calls a repository directly for an
/// operation that needs a UseCase.
///
/// A view-model method that calls a repository held by the view model is reported (once, at its first
/// repository call) when it also calls a validator (`…Validator`, `validate…`), passes the repository a value
/// it prepared (trimmed, case-changed, replaced, rounded, joined), or calls two different repositories; and a
/// repository method called directly from two or more view models is reported once, at the first call. Checks
/// the view model writes itself are `viewmodel-business-rules`' to report.
final class UseCaseCriteriaRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "usecase-criteria",
        rank: 40,
        summary: "An operation that validates, transforms, coordinates repositories or is reused goes through a UseCase.",
        reports: #"a view model calls a repository directly for an operation that calls a validator, prepares the data it passes (trimmed, case-changed, replaced, rounded, joined), coordinates two repositories, or is called directly from two view models — 000 "UseCase usage criteria""#,
        severity: .warning,
        passages: [
            "layered": SeedPassage(
                .layered, "UseCase layer - P1 › UseCase usage criteria - P1", "UseCase required (any of these):",
                "Validation logic exists", "Data transformation required", "Multiple Repositories coordinated",
                "Reused across multiple ViewModels"
            ),
        ],
        hint: "add a UseCase for the operation (it validates, prepares the data and calls the repositories) and call it from the view model",
        triggering: [
            RuleExample("layered", "Sources/App/ViewModels/WalletFormViewModel.swift", """
            @MainActor
            final class WalletFormViewModel: ObservableObject {
                @Published var name = ""
                private let repository: any WalletRepositoryProtocol
                init(repository: any WalletRepositoryProtocol = WalletRepository.shared) { self.repository = repository }
                func save() async throws {
                    let wallet = Wallet(name: name.trimmingCharacters(in: .whitespaces))
                    try await repository.↓create(wallet)
                }
            }
            """),
            RuleExample("layered", "Sources/App/ViewModels/TransferViewModel.swift", """
            @MainActor
            final class TransferViewModel: ObservableObject {
                private let wallets: any WalletRepositoryProtocol
                private let transactions: any TransactionRepositoryProtocol
                init(wallets: any WalletRepositoryProtocol, transactions: any TransactionRepositoryProtocol) {
                    self.wallets = wallets
                    self.transactions = transactions
                }
                func transfer(_ transaction: Transaction, from wallet: Wallet) async throws {
                    try await wallets.↓update(wallet)
                    try await transactions.create(transaction)
                }
            }
            """),
            RuleExample("layered", [
                "Sources/App/ViewModels/WalletListViewModel.swift": """
                @MainActor
                final class WalletListViewModel: ObservableObject {
                    private let repository: any WalletRepositoryProtocol
                    init(repository: any WalletRepositoryProtocol) { self.repository = repository }
                    func archive(_ wallet: Wallet) async throws { try await repository.archive(id: wallet.id) }
                }
                """,
                "Sources/App/ViewModels/WalletDetailViewModel.swift": """
                @MainActor
                final class WalletDetailViewModel: ObservableObject {
                    private let repository: any WalletRepositoryProtocol
                    init(repository: any WalletRepositoryProtocol) { self.repository = repository }
                    func archive(_ wallet: Wallet) async throws { try await repository.↓archive(id: wallet.id) }
                }
                """,
            ]),
        ],
        nonTriggering: [
            RuleExample("layered", [
                "Sources/App/ViewModels/WalletListViewModel.swift": """
                @MainActor
                final class WalletListViewModel: ObservableObject {
                    @Published private(set) var wallets: [Wallet] = []
                    private let repository: any WalletRepositoryProtocol
                    init(repository: any WalletRepositoryProtocol = WalletRepository.shared) { self.repository = repository }
                    func load() async throws { wallets = try await repository.fetchAll() }
                    func delete(_ wallet: Wallet) async throws { try await repository.delete(id: wallet.id) }
                }
                """,
                "Sources/App/ViewModels/WalletFormViewModel.swift": """
                @MainActor
                final class WalletFormViewModel: ObservableObject {
                    @Published var name = ""
                    private let createWallet: any CreateWalletUseCaseProtocol
                    init(createWallet: any CreateWalletUseCaseProtocol = CreateWalletUseCase()) { self.createWallet = createWallet }
                    func save() async throws { _ = try await createWallet.execute(Wallet(name: name.trimmingCharacters(in: .whitespaces))) }
                }
                """,
            ]),
        ]
    )

    /// Methods that prepare a value (seed 000's UseCase example: "Business logic: data preparation").
    private static let preparations: Set<String> = [
        "trimmingCharacters", "lowercased", "uppercased", "capitalized", "replacingOccurrences", "folding",
        "applyingTransform", "rounded", "joined", "components",
    ]

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        if type.role == .viewModel { checkCalls(of: type) }
        return type.declaresTypes ? .visitChildren : .skipChildren
    }

    private func checkCalls(of type: TypeScope) {
        let repositories = repositoryProperties(of: type)
        guard !repositories.isEmpty else { return }
        for decl in type.memberDecls {
            guard let function = decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            let scan = BodyScan.scan(body)
            let calls = scan.calls.compactMap { call -> (property: String, type: String, call: BodyScan.Call)? in
                let path = call.callee.first == "self" ? Array(call.callee.dropFirst()) : call.callee
                guard path.count == 2, let repository = repositories[path[0]] else { return nil }
                return (path[0], repository, call)
            }
            guard let first = calls.first else { continue }
            for call in calls { record(key: "\(call.type).\(call.call.name)", owner: type.name, at: file.position(of: call.call.nameNode)) }
            var reasons: [String] = []
            if let validator = scan.calls.first(where: Self.isValidation) {
                reasons.append("validates (\(validator.callee.filter { $0 != "self" }.joined(separator: ".")))")
            }
            if calls.contains(where: { Self.prepares($0.call, bindings: scan.bindings) }) {
                reasons.append("transforms the data it passes")
            }
            let properties = Set(calls.map(\.property))
            if properties.count > 1 { reasons.append("coordinates \(properties.count) repositories (\(properties.sorted().joined(separator: ", ")))") }
            guard !reasons.isEmpty else { continue }
            report(
                "\(type.name).\(function.name.text)() calls \(first.property).\(first.call.name) directly, but the operation "
                    + reasons.joined(separator: ", "),
                at: first.call.nameNode
            )
        }
    }

    /// A repository method called directly from two or more view models: reported once, at the first call.
    static func check(records: [RuleRecord], preset: String) -> [Finding] {
        Dictionary(grouping: records.filter { $0.ruleID == description.id }, by: \.key).sorted { $0.key < $1.key }.compactMap { operation, calls in
            let viewModels = Set(calls.map(\.owner))
            guard viewModels.count > 1, let first = calls.min(by: { ($0.file, $0.position) < ($1.file, $1.position) }) else { return nil }
            return description.finding(
                "\(operation) is called directly from \(viewModels.count) view models (\(viewModels.sorted().joined(separator: ", ")))",
                preset: preset, file: first.file, at: first.position
            )
        }
    }

    /// The view model's stored properties typed as a repository (in any of its declarations), by name, with the type.
    private func repositoryProperties(of type: TypeScope) -> [String: String] {
        var properties: [String: String] = [:]
        for property in type.entry?.properties ?? [] {
            if let held = property.type, file.role(ofTypeNamed: held) == .repository { properties[property.name] = held }
        }
        return properties
    }

    private static func isValidation(_ call: BodyScan.Call) -> Bool {
        call.name.hasPrefix("validate") || call.callee.contains { $0.hasSuffix("Validator") }
    }

    /// An argument is prepared in the call, or is a local value prepared before it.
    private static func prepares(_ call: BodyScan.Call, bindings: [BodyScan.Binding]) -> Bool {
        if call.argumentCallees.contains(where: preparations.contains) { return true }
        return bindings.contains { binding in
            call.argumentNames.contains(binding.name) && binding.callees.contains(where: preparations.contains)
        }
    }
}
