import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A list whose load is a UseCase the team owns (created once): the list view model's file gives its protocol a default
/// `storageNotice()` (nil), so a protocol an earlier scaffold wrote, declaring `execute` only, still builds; the list's
/// tests do not stub a notice the team's protocol may not declare; `feature` names the file. A load scaffold owns gets
/// none of it.
final class TeamOwnedLoadNoticeSnippetTests: XCTestCase {
    /// Wallet, stored in a JSON file, listed through a UseCase that also uses Transaction's repository (`teamOwned`:
    /// without saying how, so the UseCase is the team's) or reads nothing else.
    private func plan(teamOwned: Bool, persistence: Persistence? = .json) throws -> Plan {
        let list = teamOwned ? "  - { name: list, kind: fetchAll, repositories: [Wallet, Transaction] }" : "  - { name: list, kind: fetchAll }"
        let text = SpecFixture.spec(fields: "  - { name: name, type: String }", operations: list + "\n  - { name: create, kind: create }")
        return try Planner(preset: .layered, roots: ProjectRoots(module: "App"), persistenceFlag: persistence)
            .plan(SpecFixture.load(text, known: ["Transaction"]))
    }

    func testATeamOwnedLoadGetsADefaultNoticeInTheListViewModelsFile() throws {
        let plan = try plan(teamOwned: true)
        let viewModel = try Snippets.file("WalletListViewModel.swift", of: plan)
        assertSnippet(viewModel, """
                        storageNotice = await fetchWalletsUseCase.storageNotice()
            """)
        assertSnippet(viewModel, """
            extension FetchWalletsUseCaseProtocol {
                nonisolated func storageNotice() async -> WalletStorageNotice? {
                    nil
                }
            }
            """)
        let tests = try Snippets.file("WalletListViewModelTests.swift", of: plan)
        XCTAssertFalse(tests.contains("storageNoticeHandler"), "the team's protocol may not declare it:\n\(tests)")
        let note = try XCTUnwrap(plan.notes.first { $0.contains("storageNotice") }, "\(plan.notes)")
        XCTAssertTrue(note.hasPrefix("Sources/App/UseCases/FetchWalletsUseCase.swift is yours (created once)"), note)
        XCTAssertTrue(note.contains("declare `func storageNotice() async -> WalletStorageNotice?` in FetchWalletsUseCaseProtocol"), note)
    }

    /// A UseCase created now still declares and forwards the notice: the default gives way to it.
    func testATeamOwnedLoadCreatedNowStillForwardsTheNotice() throws {
        let useCase = try Snippets.file("FetchWalletsUseCase.swift", of: plan(teamOwned: true))
        assertSnippet(useCase, """
                func storageNotice() async -> WalletStorageNotice? {
                    await repository.storageNotice()
                }
            """)
    }

    func testALoadScaffoldOwnsGetsNoDefaultAndItsTestsStubTheNotice() throws {
        let plan = try plan(teamOwned: false)
        let viewModel = try Snippets.file("WalletListViewModel.swift", of: plan)
        XCTAssertFalse(viewModel.contains("extension FetchWalletsUseCaseProtocol"), viewModel)
        XCTAssertTrue(try Snippets.file("WalletListViewModelTests.swift", of: plan).contains("storageNoticeHandler"))
        XCTAssertFalse(plan.notes.contains { $0.contains("storageNotice") }, "\(plan.notes)")
    }

    func testAStoreThatKeepsNothingGetsNoDefault() throws {
        let plan = try plan(teamOwned: true, persistence: .memory)
        XCTAssertFalse(try Snippets.file("WalletListViewModel.swift", of: plan).contains("storageNotice"))
        XCTAssertFalse(plan.notes.contains { $0.contains("storageNotice") }, "\(plan.notes)")
    }
}
