import Foundation

/// Where the repository's fixtures and stand-ins are, found from this source file's location.
enum RepositoryPaths {
    /// The package root (the folder holding Package.swift).
    static let root: URL = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        fatalError("no Package.swift above \(#filePath)")
    }()

    static let fixtureSpecs = root.appendingPathComponent("Tests/Fixtures/Specs")
    static let goldens = root.appendingPathComponent("Tests/Fixtures/Golden")
    static let standIns = root.appendingPathComponent("Tests/Support/StandIns")

    /// A fixture spec by file name (`Wallet.yml`).
    static func spec(_ name: String) -> URL {
        fixtureSpecs.appendingPathComponent(name)
    }
}

/// The presets the end-to-end tests cover.
enum Preset: String, CaseIterable {
    case layered
    case features
    case clean
    case mvvm

    /// The name capitalized, for module and app names (`Layered`, `Mvvm`).
    var capitalized: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
