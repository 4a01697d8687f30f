@testable import AdoptKit
import Foundation
import SwiftSource

/// The fixtures `scaffold adopt` is tested on: small apps of each shape it meets (Tests/Fixtures/Adopt).
enum AdoptFixtures {
    static let folder: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("Tests/Fixtures/Adopt")
    }()

    /// The adoption of one fixture, read from disk as the command reads it.
    static func adopt(_ name: String, options: Adopter.Options = Adopter.Options()) throws -> Adopter.Adoption {
        try Adopter.adopt(InventoryScanner.scan(root: folder.appendingPathComponent(name)), options: options)
    }
}

extension Findings {
    /// `key=value` per inference, for whole-set comparisons.
    var values: [String: String] {
        Dictionary(inferences.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A file of literal Swift for inventories written in tests.
func swiftFile(_ path: String, _ source: String) -> Inventory.SwiftFile {
    Inventory.SwiftFile(path: path, facts: SourceFactsReader.read(source: source))
}
