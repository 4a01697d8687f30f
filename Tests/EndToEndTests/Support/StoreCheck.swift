/// The tests EvolveTests adds to the Wallet apps of issue 33's check (`EvolvePart.storeModule`): version 1's stores
/// three wallets through its own generated store; version 2's, generated after the spec changed, reads them through
/// its store and saves one again. Both reach the store the app uses, through its protocol, at the location
/// `SCAFFOLD_STORED_RECORDS` names (a folder; mvvm: a UserDefaults suite).
struct StoreCheck {
    let preset: Preset
    let module: String

    /// The store over the location, as the app makes it, and the protocol it is used through.
    private var store: (type: String, construction: String) {
        switch preset {
        case .clean: ("any WalletRepository", "DefaultWalletRepository(dataSource: WalletJSONFileDataSource(folder: URL(fileURLWithPath: location)))")
        case .mvvm: ("any WalletPersistenceManagerProtocol", "WalletPersistenceManager(suiteName: suite(location))")
        case .layered, .features: ("any WalletRepositoryProtocol", "WalletRepository(folder: URL(fileURLWithPath: location))")
        }
    }

    /// Each record as its JSON text, as the store keeps them.
    private var storedRecords: String {
        switch preset {
        case .mvvm:
            """
                    let data = try XCTUnwrap(UserDefaults(suiteName: suite(location))?.data(forKey: "wallets"))
                    return try JSONDecoder().decode([Data].self, from: data).map { String(decoding: $0, as: UTF8.self) }
            """
        case .layered, .features, .clean:
            """
                    let file = URL(fileURLWithPath: location).appending(path: "wallets.json", directoryHint: .notDirectory)
                    return try JSONDecoder().decode([String].self, from: Data(contentsOf: file))
            """
        }
    }

    private var header: String {
        """
        import Foundation
        import XCTest
        @testable import \(module)

        """
    }

    private var location: String {
        """
            /// This preset's folder under the one EvolveTests names (mvvm: the name of its suite is made from it).
            private var location: String {
                get throws { try XCTUnwrap(ProcessInfo.processInfo.environment["\(EvolvePart.storeVariable)"], "run by EvolveTests") + "/\(preset.rawValue)" }
            }

            private func suite(_ location: String) -> String {
                "scaffold.evolve" + location.split(separator: "/").joined(separator: ".")
            }
        """
    }

    var version1Test: String {
        header + """
        /// Version 1 of Wallet stores three wallets through its own store, for version 2 to read (scaffold's EvolveTests).
        final class StoredWalletsTests: XCTestCase {
        \(location)

            func testStoresThreeWallets() async throws {
                let location = try location
                let store: \(store.type) = \(store.construction)
                for number in 1...3 {
                    _ = try await store.create(Wallet(name: "Wallet \\(number)", balance: number, nickname: "Nick \\(number)", oldNote: "Old \\(number)"))
                }
                let all = try await store.fetchAll()
                XCTAssertEqual(all.count, 3)
            }
        }

        """
    }

    var version2Test: String {
        header + """
        /// Version 2 of Wallet reads what version 1 stored, then saves it again (scaffold's EvolveTests).
        final class StoredWalletsTests: XCTestCase {
        \(location)

            func testReadsWhatVersion1StoredAndKeepsWhatItDoesNotKnow() async throws {
                let location = try location
                let store: \(store.type) = \(store.construction)

                let wallets = try await store.fetchAll().sorted { $0.title < $1.title }
                let notice = await store.storageNotice()

                XCTAssertEqual(wallets.map(\\.title), ["Wallet 1", "Wallet 2", "Wallet 3"])
                XCTAssertEqual(wallets.map(\\.balance), [1, 2, 3])
                XCTAssertEqual(wallets.map(\\.currency), ["EUR", "EUR", "EUR"])
                XCTAssertEqual(wallets.map(\\.note), [nil, nil, nil])
                XCTAssertNil(notice)
                for wallet in wallets {
                    _ = try await store.update(wallet)
                }
                let records = try storedRecords(location)
                XCTAssertEqual(records.count, 3)
                for record in records {
                    XCTAssertTrue(record.contains(#""nickname":"Nick "#), record)
                    XCTAssertTrue(record.contains(#""title":"Wallet "#), record)
                    XCTAssertFalse(record.contains("oldNote"), record)
                    XCTAssertFalse(record.contains(#""name":"#), record)
                }
                let again = try await (\(store.construction)).fetchAll().sorted { $0.title < $1.title }
                XCTAssertEqual(again, wallets)
                \(preset == .mvvm ? "UserDefaults().removePersistentDomain(forName: suite(location))" : "try FileManager.default.removeItem(atPath: location)")
            }

            private func storedRecords(_ location: String) throws -> [String] {
        \(storedRecords)
            }
        }

        """
    }
}
