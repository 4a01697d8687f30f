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
                    guard try await walletService.fetch(id: payment.walletID) != nil else {
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

    /// `clean`'s wiring test of Payment (its wallet required) puts the wallets' in-memory store in place of the root's
    /// remote repository, offline in a test root, before it makes the wallet the payment names.
    func testCleansWiringTestHoldsTheWalletsInMemory() throws {
        assertSnippet(try Snippets.file("PaymentWiringTests.swift", of: payment(.clean)), """
                    dependencies.walletRepository = InMemoryDefaultWalletRepository()
                    let wallet = try await dependencies.walletRepository.create(Wallet.fixture())
            """)
        let root = try Snippets.file("AppDependencies.swift", of: Snippets.plan("RemoteWallet", preset: .clean))
        assertSnippet(root, """
                lazy var walletRepository: any WalletRepository = walletPreviewRepository ?? DefaultWalletRepository(
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

    /// `features` (seed 001): the wallets' list UseCase, which Payment's screens share, takes its page in its `Input`
    /// and gathers every page through it, so the wallets keep their server slice (stop 39 refused this instead).
    func testFeaturesPagesTheSharedListThroughSeed001sInput() throws {
        // Wallet planned again in the project that holds Payment, as `feature Payment` regenerates it.
        let walletSpec = try Snippets.spec("RemoteWallet")
        let project = [walletSpec, try Snippets.spec("Payment", earlier: [walletSpec])]
        let wallet = try Snippets.plan(walletSpec, preset: .features, earlier: project)
        XCTAssertTrue(wallet.decisions.contains { $0.kind == .fetchAll && $0.useCase })
        XCTAssertTrue(RemoteArtifacts.supports(wallet))
        let useCase = try Snippets.file("FetchWalletsUseCase.swift", of: wallet)
        assertSnippet(useCase, """
                struct Input: Equatable, Sendable {
                    let page: PageToken?
                }
            """)
        assertSnippet(useCase, """
                    var listing = try await execute(.init(page: nil))
            """)
        assertSnippet(useCase, """
                        listing = try await execute(.init(page: next))
            """)
        XCTAssertTrue(try Snippets.file("FetchWalletsUseCaseTests.swift", of: wallet).contains(".execute(.init(page: PageToken(\"2\")))"))
        let reference = try XCTUnwrap(payment(.features).references.first)
        XCTAssertTrue(reference.served)
        XCTAssertEqual(reference.memoryStore, "InMemoryWalletRepository()")
        assertSnippet(try Snippets.file("PaymentFormViewModel.swift", of: payment(.features)), """
                        state.walletChoices = try await fetchWalletsUseCase.executeAll()
            """)
    }
}
