import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `PersistenceRule`: `--persistence` > the spec's `persistence:` > `.scaffold.yml`'s > the preset's store.
final class PersistenceRuleTests: XCTestCase {
    private func plan(
        _ preset: Preset, flag: Persistence? = nil, spec: Persistence? = nil, config: Persistence? = nil
    ) throws -> Plan {
        var wallet = Specs.wallet()
        wallet.persistence = spec
        return try Planner(
            preset: preset, roots: ProjectRoots(module: "App"), persistenceFlag: flag, persistenceDefault: config
        ).plan(wallet)
    }

    func testEachPresetKeepsTheStoreItsSeedDescribesWhenNothingIsStated() throws {
        XCTAssertEqual(try plan(.layered).storage, .inMemory)
        XCTAssertEqual(try plan(.features).storage, .inMemory)
        XCTAssertEqual(try plan(.clean).storage, .dataSource)
        XCTAssertEqual(try plan(.mvvm).storage, .userDefaults)
        XCTAssertEqual(try plan(.mvvm).storageSource, "the preset's default")
    }

    func testTheFlagWinsOverTheSpecWhichWinsOverTheConfig() throws {
        let flag = try plan(.layered, flag: .json, spec: .memory, config: .memory)
        XCTAssertEqual(flag.storage, .jsonFile)
        XCTAssertEqual(flag.storageSource, "--persistence")
        let spec = try plan(.layered, spec: .json, config: .memory)
        XCTAssertEqual(spec.storage, .jsonFile)
        XCTAssertEqual(spec.storageSource, "the spec's persistence:")
        let config = try plan(.mvvm, config: .memory)
        XCTAssertEqual(config.storage, .inMemory)
        XCTAssertEqual(config.storageSource, ".scaffold.yml's persistence:")
        XCTAssertEqual(try plan(.mvvm, flag: .memory, config: .json).storage, .inMemory)
    }

    func testJSONGeneratesTheFileStoreAndMemoryOnCleanKeepsItsDataSource() throws {
        let json = try plan(.features, spec: .json)
        let stores = json.artifacts.filter { $0.kind == .repositoryImplementation }.map { "\($0.name) \($0.template)" }
        XCTAssertEqual(stores, ["InMemoryWalletRepository InMemoryRepository", "WalletRepository JSONFileRepository", "WalletStoredRecord StoredRecord"])
        XCTAssertEqual(try plan(.clean, flag: .memory).storage, .dataSource)
    }

    func testJSONOnCleanPutsAFileDataSourceUnderItsRepositoryWhicheverStatesIt() throws {
        for (flag, spec, config, source) in [
            (Persistence.json, nil, nil, "--persistence"), (nil, Persistence.json, nil, "the spec's persistence:"),
            (nil, nil, Persistence.json, ".scaffold.yml's persistence:"),
        ] as [(Persistence?, Persistence?, Persistence?, String)] {
            let json = try plan(.clean, flag: flag, spec: spec, config: config)
            XCTAssertEqual(json.storage, .jsonDataSource, source)
            XCTAssertEqual(json.storageSource, source)
        }
        let json = try plan(.clean, flag: .json, config: .memory)
        let data = json.artifacts.filter { [.repositoryImplementation, .dataSource, .dataTransferObject, .mapper].contains($0.kind) }
        XCTAssertEqual(data.map { "\($0.name) \($0.template)" }.sorted(), [
            "DefaultWalletRepository DataSourceRepository", "WalletDTO DataTransferObject", "WalletDataSource DataSourceProtocol",
            "WalletJSONFileDataSource JSONFileDataSource", "WalletLocalDataSource LocalDataSource", "WalletMapper Mapper",
            "WalletStoredRecord StoredRecord",
        ])
        XCTAssertEqual(try plan(.clean, flag: .memory, config: .json).storage, .dataSource)
    }

    /// The passages `PersistenceRule` quotes for each preset's default are in the documents, as they read.
    func testTheQuotedSeedPassagesAreInTheirDocuments() throws {
        let seeds = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Seeds")
        let files = try FileManager.default.contentsOfDirectory(atPath: seeds.path)
        for (prefix, passage) in [
            ("000", "Hide persistence and external system details"), ("002", "Data Sources (Remote, Local)"),
            ("003", "UserDefaults, JSONEncoder"),
        ] {
            let name = try XCTUnwrap(files.first { $0.hasPrefix(prefix + "_") })
            let text = try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(text.contains(passage), "seed \(prefix) no longer says \"\(passage)\"")
        }
    }
}
