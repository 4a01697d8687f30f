import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The model, its stores and the validator: Model, the repositories and data sources per persistence, Validator and
/// their tests.
final class StoreSnippetTests: XCTestCase {
    /// The id defaults to a new one and an optional to nil; the rest the caller gives.
    func testTheModelsInitDefaultsOnlyTheIdAndOptionals() throws {
        assertSnippet(try Snippets.file("Wallet.swift", of: Snippets.plan("Wallet")), """
            init(
                id: UUID = UUID(),
                name: String,
                balance: Decimal,
                ownerIDs: [String],
                note: String? = nil
            ) {
        """)
    }

    /// mvvm's store is a persistence manager over UserDefaults; `persistence: json` a JSON file under Application Support.
    func testEachPersistenceHasItsStore() throws {
        assertSnippet(try Snippets.file("WalletPersistenceManager.swift", of: Snippets.plan("Wallet", preset: .mvvm)), """
            init(suiteName: String? = nil, key: String = "wallets") {
        """)
        assertSnippet(try Snippets.file("BudgetRepository.swift", of: Snippets.plan("Budget")), """
            nonisolated static var defaultFolder: URL {
                FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
                    .appending(path: "App/Budget", directoryHint: .isDirectory)
            }
        """)
        // Beside a persistent store, the previews' one: in memory, with no `shared` of its own.
        assertSnippet(try Snippets.file("InMemoryBudgetRepository.swift", of: Snippets.plan("Budget")), """
        actor InMemoryBudgetRepository {
            private var budgets: [Budget]
        """)
    }

    /// Seed 002's repository calls its local data source on the actor, or through the protocol a JSON file one shares.
    func testCleansRepositoryCallsItsDataSourceAsItIsHeld() throws {
        assertSnippet(try Snippets.file("DefaultWalletRepository.swift", of: Snippets.plan("Wallet", preset: .clean)), """
            private let dataSource: WalletLocalDataSource
        """)
        assertSnippet(try Snippets.file("DefaultWalletRepository.swift", of: Snippets.plan("Wallet", preset: .clean)), """
                await dataSource.all().map(WalletMapper.entity(from:))
        """)
        let json = try Snippets.file("DefaultBudgetRepository.swift", of: Snippets.plan("Budget", preset: .clean))
        assertSnippet(json, """
            private let dataSource: any BudgetDataSource
        """)
        assertSnippet(json, """
                try await dataSource.all().map(BudgetMapper.entity(from:))
        """)
    }

    /// A round trip stores every field away from its fixture value, so a store that drops one is seen.
    func testTheRepositoryTestRoundTripsEveryFieldChanged() throws {
        assertSnippet(try Snippets.file("WalletRepositoryTests.swift", of: Snippets.plan("Wallet")), """
                let wallet = Wallet.fixture(id: UUID(), name: "Other name", balance: 2, ownerIDs: ["Sample", "Sample"], note: "Other note")
        """)
    }

    /// Every field is checked, its first broken rule recorded under the field (issue 35, M4: every error beside its
    /// field), in the spec's order; an optional field's checks run on its value.
    func testTheValidatorChecksEveryRule() throws {
        assertSnippet(try Snippets.file("WalletValidator.swift", of: Snippets.plan("Wallet")), """
                var errors: [WalletField: WalletValidationError] = [:]
                if wallet.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    errors[.name] = .empty(field: WalletField.name.label)
                } else if wallet.name.count > 50 {
                    errors[.name] = .tooLong(field: WalletField.name.label, maximum: 50)
                }
                if wallet.balance < 0 {
                    errors[.balance] = .belowMinimum(field: WalletField.balance.label, minimum: "0")
                }
                if !errors.isEmpty {
                    throw WalletValidationFailure(errors: errors)
                }
        """)
        var spec = Specs.wallet()
        spec.fields[3].rules = [.maxLength(20)]
        assertSnippet(try Snippets.file("WalletValidator.swift", of: Snippets.plan(spec)), """
                if let value = wallet.note {
                    if value.count > 20 {
                        errors[.note] = .tooLong(field: WalletField.note.label, maximum: 20)
                    }
                }
        """)
    }

    /// One test per rule: the boundary passes, one past it is refused with the error the user reads — in each framework.
    func testEachRuleHasATestInEitherFramework() throws {
        assertSnippet(try Snippets.file("WalletValidatorTests.swift", of: Snippets.plan("Wallet")), """
            func testNameMaxLength() {
                var wallet = Wallet.fixture()
                wallet.name = String(repeating: "x", count: 50)
                XCTAssertNoThrow(try validator.validate(wallet))

                wallet.name = String(repeating: "x", count: 51)
                XCTAssertThrowsError(try validator.validate(wallet)) { error in
                    XCTAssertEqual((error as? WalletValidationFailure)?.errors, [.name: .tooLong(field: String(localized: "Name"), maximum: 50)])
                }
            }
        """)
        assertSnippet(try Snippets.file("WalletValidatorTests.swift", of: Snippets.plan("Wallet") { $0.tests = .swiftTesting }), """
            func nameMaxLength() {
                var wallet = Wallet.fixture()
                wallet.name = String(repeating: "x", count: 50)
                #expect(throws: Never.self) { try validator.validate(wallet) }

                wallet.name = String(repeating: "x", count: 51)
                #expect(throws: WalletValidationFailure(errors: [.name: WalletValidationError.tooLong(field: String(localized: "Name"), maximum: 50)])) { try validator.validate(wallet) }
            }
        """)
    }

    /// `pagination: { style: link }` (issue 31): the next page is the URL the server gave — the `Link` header's
    /// `rel="next"`, or the response's `next` field where the spec names one, the header standing in when it is null.
    func testALinkPagedListFollowsTheServersNextLink() throws {
        var spec = try Snippets.spec("RemotePurse")
        spec.remote?.pagination = RemotePagination(style: .link)
        spec.remote?.list = nil
        assertSnippet(try Snippets.file("PurseRemoteDataSource.swift", of: Snippets.plan(spec, preset: .clean)), """
            func fetchPage(_ page: PageToken?) async throws -> Listing<PurseDTO> {
                let response = try await send(HTTPRequest(method: .get, path: page?.rawValue ?? Self.collectionPath))
                let purses = try decode([PurseDTO].self, from: response)
                return Listing(items: purses, nextPage: response.link("next").map(PageToken.init))
            }
        """)
        spec.remote?.pagination = RemotePagination(style: .link, next: "next_url")
        spec.remote?.list = "data"
        assertSnippet(try Snippets.file("PurseRemoteDataSource.swift", of: Snippets.plan(spec)), """
                let listPage = try decode(PursePageDTO.self, from: response)
                let next = listPage.next.flatMap { $0.isEmpty ? nil : $0 } ?? response.link("next")
                return Listing(items: listPage.items, nextPage: next.map(PageToken.init))
        """)
    }
    /// A day without a time (`kind: date`, OpenAPI's `format: date`) goes to the server as the day alone, and the
    /// data source's test expects it so (issue 31: a server's `date` field refuses a time).
    func testADayFieldIsSentAsTheDayAlone() throws {
        var spec = try Snippets.spec("RemotePurse")
        spec.fields.append(FieldSpec(name: "dueOn", type: .named("Date"), meaning: .date))
        spec.fields.append(FieldSpec(name: "paidOn", type: .optional(.named("Date")), meaning: .date))
        let plan = try Snippets.plan(spec)
        assertSnippet(try Snippets.file("PurseDTO.swift", of: plan), """
                try container.encode(openedAt, forKey: .openedAt)
                try container.encode(APIJSON.day(dueOn), forKey: .dueOn)
                try container.encode(paidOn.map(APIJSON.day), forKey: .paidOn)
        """)
        assertSnippet(try Snippets.file("PurseRemoteDataSourceTests.swift", of: plan), """
                XCTAssertEqual(body["dueOn"] as? String, APIJSON.day(purse.dueOn))
                XCTAssertEqual(body["paidOn"] as? String, purse.paidOn.map(APIJSON.day))
        """)
    }

    /// An update the spec sends by PATCH (an OpenAPI document whose item has PATCH and no PUT) is sent so, and its
    /// test expects it.
    func testAnUpdateByPatchIsSentByPatch() throws {
        var spec = try Snippets.spec("RemotePurse")
        let index = try XCTUnwrap(spec.operations.firstIndex { $0.kind == .update })
        spec.operations[index].remote = RemoteRequest(method: .patch, path: "/wallets/{id}")
        let plan = try Snippets.plan(spec)
        assertSnippet(try Snippets.file("PurseRemoteDataSource.swift", of: plan), """
                let response = try await send(HTTPRequest(method: .patch, path: Self.itemPath(id: id), body: try encode(body)))
        """)
        assertSnippet(try Snippets.file("PurseRemoteDataSourceTests.swift", of: plan), """
                XCTAssertEqual(request.method, .patch)
        """)
        XCTAssertTrue(try Snippets.file("PurseRemoteDataSource.swift", of: Snippets.plan(Snippets.spec("RemotePurse")))
            .contains("HTTPRequest(method: .put, path: Self.itemPath(id: id)"))
    }
}
