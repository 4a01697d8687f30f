import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 33's stores: `<Entity>StoredRecord` (the steps a record of an earlier shape takes), the store reading and
/// writing through it, the notice of what it could not show, and the tests of every shape; none of it for a store
/// that keeps nothing.
final class MigrationSnippetTests: XCTestCase {
    private let version1 = """
      - { name: name, type: String }
      - { name: balance, type: Int }
      - { name: nickname, type: String }
      - { name: oldNote, type: "String?" }
    """
    private let version2 = """
      - { name: title, type: String, renamedFrom: name }
      - { name: balance, type: Double }
      - { name: currency, type: String, default: "EUR" }
      - { name: note, type: "String?" }
    """

    /// Version 2 of Wallet planned after version 1 was generated with `persistence` (nil: the preset's own store).
    private func plan(
        _ preset: Preset = .layered, persistence: Persistence? = .json, fields: String? = nil, dropped: Bool = true,
        style: (inout Style) -> Void = { _ in }
    ) throws -> Plan {
        var preset = preset
        style(&preset.style)
        let before = try SpecFixture.load(SpecFixture.spec(fields: version1))
        let text = SpecFixture.spec(fields: fields ?? version2) + (dropped ? "dropped: [oldNote]\n" : "")
        return try Planner(
            preset: preset, roots: ProjectRoots(module: "App"), persistenceFlag: persistence,
            previous: FeatureRecord(spec: before, persistence: persistence)
        ).plan(SpecFixture.load(text))
    }

    /// The renamed key, the default and the dropped key, in that order, before the kept keys are taken.
    func testTheStoredRecordReadsAnEarlierShapeInTheMigrationsOrder() throws {
        let record = try Snippets.file("WalletStoredRecord.swift", of: plan())
        assertSnippet(record, """
                var fields = stored
                // `title` was stored as `name` before.
                if fields["title"] == nil, let value = fields["name"] {
                    fields["title"] = value
                }
                fields["name"] = nil
                // Records stored before `currency` existed get its default.
                if fields["currency"] == nil || fields["currency"] == .null {
                    fields["currency"] = try Value(json: #""EUR""#)
                }
                // `dropped:` in the spec: these values may go.
                fields["oldNote"] = nil
                let kept = fields.filter { !keys.contains($0.key) }
        """)
        assertSnippet(record, """
            static let keys: Set<String> = ["id", "title", "balance", "currency", "note"]
        """)
    }

    /// A feature whose records had one shape still reads through it, handing a record back as it is and keeping the
    /// keys a later version wrote.
    func testOneShapeReadsARecordAsItIs() throws {
        let record = try Snippets.file("WalletStoredRecord.swift", of: Snippets.plan("Wallet", preset: .mvvm))
        assertSnippet(record, """
                let stored = try JSONDecoder().decode([String: Value].self, from: record)
                // Every version stored this shape: the record reads as it is.
                return (record, stored.filter { !keys.contains($0.key) })
        """)
        XCTAssertFalse(record.contains("var fields = stored"), record)
    }

    /// A default whose JSON holds `"#` gets a raw literal it cannot end.
    func testADefaultIsARawLiteralItsJSONCannotEnd() throws {
        let fields = version2.replacingOccurrences(of: #"default: "EUR""#, with: ##"default: "a\"#b""##)
        assertSnippet(try Snippets.file("WalletStoredRecord.swift", of: plan(fields: fields)), """
                    fields["currency"] = try Value(json: ##""a\\"#b""##)
        """)
    }

    /// Each store reads every record through it and writes the kept keys back; clean's beside its JSON file data source.
    func testEveryPersistingStoreReadsAndWritesThroughIt() throws {
        let layered = try Snippets.file("WalletRepository.swift", of: plan())
        assertSnippet(layered, """
                    if let read = try? WalletStoredRecord.read(Data(record.utf8)),
                       let wallet = try? decoder.decode(Wallet.self, from: read.current) {
        """)
        assertSnippet(layered, """
                        let record = try WalletStoredRecord.write(recordEncoder.encode(wallet), keeping: keptFields[wallet.id] ?? [:])
        """)
        let mvvmPlan = try plan(.mvvm, persistence: nil)
        XCTAssertEqual(mvvmPlan.storage, .userDefaults)
        let mvvm = try Snippets.file("WalletPersistenceManager.swift", of: mvvmPlan)
        assertSnippet(mvvm, """
                        try WalletStoredRecord.write(encoder.encode(wallet), keeping: keptFields[wallet.id] ?? [:])
        """)
        let clean = try plan(.clean)
        XCTAssertTrue(clean.artifacts.contains { $0.path.hasSuffix("Data/DataSources/WalletStoredRecord.swift") }, "\(clean.artifacts.map(\.path))")
        assertSnippet(try Snippets.file("WalletStoredRecord.swift", of: clean), """
            /// `record` (a WalletDTO as this version encodes it) with the fields it keeps put back.
        """)
        assertSnippet(try Snippets.file("FetchWalletsUseCase.swift", of: clean), """
            func storageNotice() async -> WalletStorageNotice? {
                await repository.storageNotice()
            }
        """)
    }

    /// A file that is not a list of records is moved aside and the store starts anew; a read that fails is still an error.
    func testAStoreThatIsNotAListIsMovedAside() throws {
        let store = try Snippets.file("WalletRepository.swift", of: plan())
        assertSnippet(store, """
                guard let records = try? JSONDecoder().decode([String].self, from: data) else {
                    try setAside()
                    return []
                }
        """)
        assertSnippet(store, """
                var name = "wallets-unreadable-\\(time).json"
        """)
    }

    /// The list asks the store after each load and shows what it says.
    func testTheListSaysWhatTheStoreCouldNotShow() throws {
        let plan = try plan()
        assertSnippet(try Snippets.file("WalletListViewModel.swift", of: plan), """
                    wallets = try await repository.fetchAll()
                    storageNotice = await repository.storageNotice()
        """)
        assertSnippet(try Snippets.file("WalletListView.swift", of: plan), """
                    if let notice = viewModel.storageNotice {
        """)
    }

    /// The repository's tests plant a record of each shape, and a file that is not a list.
    func testTheStoresTestsLoadEveryShape() throws {
        let tests = try Snippets.file("WalletRepositoryTests.swift", of: plan())
        for name in ["testAWalletVersion1StoredLoadsAndKeepsWhatThisVersionDoesNotKnow", "testAWalletVersion2StoredLoadsAndKeepsWhatThisVersionDoesNotKnow",
                     "testAFileThatIsNotAListOfRecordsIsSetAsideAndTheStoreWorksOn"] {
            XCTAssertTrue(tests.contains("func \(name)()"), name)
        }
        assertSnippet(tests, """
                try plant([#"{"balance":7,"id":"00000000-0000-4000-8000-000000000001","name":"Stored name","nickname":"Stored nickname","oldNote":"Stored oldNote"}"#], in: folder)
        """)
        let testing = try Snippets.file("WalletRepositoryTests.swift", of: plan(.features) { $0.tests = .swiftTesting })
        XCTAssertTrue(testing.contains("func version1StoredLoadsAndKeepsWhatThisVersionDoesNotKnow()"), testing)
    }

    /// A store in memory keeps nothing across launches: no record type, no notice.
    func testAStoreInMemoryHasNone() throws {
        let plan = try plan(persistence: .memory)
        XCTAssertNil(plan.migration)
        XCTAssertFalse(plan.artifacts.contains { $0.name == "WalletStoredRecord" })
        XCTAssertFalse(try Snippets.file("WalletRepositoryProtocol.swift", of: plan).contains("storageNotice"))
        XCTAssertFalse(try Snippets.file("WalletListViewModel.swift", of: plan).contains("storageNotice"))
    }
}
