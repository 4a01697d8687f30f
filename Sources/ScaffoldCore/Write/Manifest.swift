import Foundation

/// What scaffold generated: for each root-relative path, the hash of the bytes it last wrote and
/// the group (`feature:Wallet`, `mocks`) that owns it. Stored at `.scaffold/manifest.json`; it is
/// how the writer tells an unedited file (`update`) from an edited one (`conflict`).
public struct Manifest: Codable, Hashable, Sendable {
    /// One generated file.
    public struct Entry: Codable, Hashable, Sendable {
        /// Lowercase hex SHA-256 of the bytes scaffold last wrote.
        public var sha256: String
        public var group: String
    }

    public static let currentVersion = 1

    public var version: Int
    public var files: [String: Entry]

    public init(files: [String: Entry] = [:]) {
        self.version = Self.currentVersion
        self.files = files
    }

    /// Paths owned by `group`, sorted.
    public func paths(inGroup group: String) -> [String] {
        files.filter { $0.value.group == group }.keys.sorted()
    }

    /// Every group with at least one file, sorted.
    public var groups: [String] {
        Set(files.values.map(\.group)).sorted()
    }

    /// Sorted, pretty JSON with a final newline: the same manifest is always the same bytes.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// Parses manifest bytes; `file` names the manifest in the diagnostic when they are not one.
    static func decode(_ data: Data, file: String) throws(ScaffoldError) -> Manifest {
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw invalid(file, "is not a valid scaffold manifest")
        }
        guard manifest.version == currentVersion else {
            throw invalid(file, "has version \(manifest.version); this scaffold reads version \(currentVersion)")
        }
        return manifest
    }

    private static func invalid(_ file: String, _ problem: String) -> ScaffoldError {
        .invalidConfiguration([
            Diagnostic(
                .error, "\(file) \(problem)",
                hint: "restore it from version control; without it, every generated file counts as edited"
            )
        ])
    }
}
