@testable import AdoptKit
import Foundation
import ScaffoldCore
import SwiftSource
import XCTest

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

/// Small apps written into a temporary folder of the test's own, and where a feature registers in them.
class RegistrationSiteTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sites-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `files` (paths under the folder) and reads the registration of `feature` in sources `App`.
    func read(_ files: [String: String], app: ExistingApp = ExistingApp(), feature: String = "Bookmark") throws -> RegistrationSites {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return RegistrationSiteReader.read(root: folder, app: app, sources: ["App"], feature: feature, routeCase: "bookmark")
    }

    /// `role file:line "anchor text"` per site; `-` for a site whose anchor is there already.
    func describe(_ sites: RegistrationSites) -> [String] {
        sites.sites.map { site in
            "\(site.role.rawValue) \(site.file)" + (site.placement.map { ":\($0.line) \"\($0.text)\"" } ?? " -")
        }
    }
}
