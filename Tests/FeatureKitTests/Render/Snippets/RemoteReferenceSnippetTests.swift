import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A feature on the device naming a remote feature's records (issue 31: Payment.yml's `walletID` names a wallet of
/// RemoteWallet.yml): the screens read every page of the wallets through their list UseCase, the reference check asks
/// the wallets' remote store, and nothing makes that store but the composition root.
final class RemoteReferenceSnippetTests: XCTestCase {
    private func payment(_ preset: Preset) throws -> Plan {
        try Snippets.plan("Payment", preset: preset, earlier: ["RemoteWallet"])
    }

    func testThePickerAndTheRowsGatherEveryPageOfTheRemoteRecords() throws {
        let form = try Snippets.file("PaymentFormViewModel.swift", of: payment(.layered))
        assertSnippet(form, """
                        walletChoices = try await fetchWalletsUseCase.executeAll()
                        hasLoadedChoices = true
            """)
        // No production default: the wallets' store needs the app's server, which only the composition root knows.
        assertSnippet(form, """
                    createPaymentUseCase: any CreatePaymentUseCaseProtocol,
                    updatePaymentUseCase: any UpdatePaymentUseCaseProtocol,
                    fetchWalletsUseCase: any FetchWalletsUseCaseProtocol
                ) {
            """)
        let list = try Snippets.file("PaymentListViewModel.swift", of: payment(.clean))
        assertSnippet(list, """
                        let wallets = try await fetchWalletsUseCase.executeAll()
            """)
    }

    func testTheRemoteListUseCaseGathersPagesOnceEach() throws {
        let useCase = try Snippets.file("FetchWalletsUseCase.swift", of: Snippets.plan("RemoteWallet", preset: .clean))
        assertSnippet(useCase, """
                func executeAll() async throws -> [Wallet] {
                    var listing = try await execute(page: nil)
                    var wallets = listing.items
                    var visited: Set<PageToken> = []
                    while let next = listing.nextPage, visited.insert(next).inserted {
                        listing = try await execute(page: next)
                        wallets += listing.items.filter { item in !wallets.contains { $0.id == item.id } }
                    }
                    return wallets
                }
            """)
        let tests = try Snippets.file("FetchWalletsUseCaseTests.swift", of: Snippets.plan("RemoteWallet", preset: .clean))
        assertSnippet(tests, """
                    let gathered = try await makeUseCase(repository: repository).executeAll()
            """)
    }

    func testMVVMChecksTheWalletThroughItsServiceNotItsSavedCopy() throws {
        let service = try Snippets.file("CreatePaymentService.swift", of: payment(.mvvm))
        assertSnippet(service, """
                    repository: any PaymentPersistenceManagerProtocol,
                    walletService: any WalletServiceProtocol,
            """)
        assertSnippet(service, """
                        guard try await walletService.fetch(id: id) != nil else {
            """)
        let wallet = try XCTUnwrap(payment(.mvvm).references.first)
        XCTAssertEqual(wallet.memoryStore, "InMemoryWalletService()")
        XCTAssertTrue(wallet.served)
    }

    /// A list view model's tests stub the wallets' paging UseCase with an empty page (its mock has no empty `Listing`).
    func testTheListTestsStubAnEmptyPage() throws {
        let tests = try Snippets.file("PaymentListViewModelTests.swift", of: payment(.layered))
        assertSnippet(tests, """
                    let fetchWalletsUseCase = { let mock = FetchWalletsUseCaseProtocolMock(); mock.executeReturnValue = Listing(items: []); return mock }()
            """)
    }

    /// A preview's sample wallet (issue 35 L7) is put in the wallets' store the referring feature's root holds: the
    /// remote slice's in-memory store (mvvm: its Service's), not a local store the remote feature does not generate.
    func testThePreviewsSampleRecordGoesInTheRemoteFeaturesInMemoryStore() throws {
        let layered = try XCTUnwrap(payment(.layered).references.first?.previewStore)
        XCTAssertTrue(layered.hasPrefix("InMemoryWalletRepository(wallets: [Wallet("), layered)
        let mvvm = try XCTUnwrap(payment(.mvvm).references.first?.previewStore)
        XCTAssertTrue(mvvm.hasPrefix("InMemoryWalletService(wallets: [Wallet("), mvvm)
    }

    /// `features` refuses a feature naming a remote feature's records, before anything is written: its shared list
    /// UseCase takes seed 001's `Input`, not a page, so the wallets would be generated again without their server slice.
    func testFeaturesRefusesANameOfRemoteRecordsRatherThanDropTheirServerSlice() throws {
        XCTAssertThrowsError(try payment(.features)) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("Payment.walletID names Wallet records, which live on a server"), text)
            XCTAssertTrue(text.contains("Wallet would lose its server slice"), text)
        }
    }
}
