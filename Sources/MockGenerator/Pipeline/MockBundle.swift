import MockKit
import ScaffoldCore

/// Every mock of a run in one file, for the SwiftPM build-tool plugin: a build command must name its output
/// files before it runs, and which protocols are marked is known only after parsing, so the plugin asks for one
/// file. The mocks' imports are merged at the top (plain ones, then `@testable` ones, each sorted); each mock's
/// declarations follow in path order. Mocks are self-contained (nested `MockError`, a file-private static store
/// named after the mock), so they share a file as they share a module.
public enum MockBundle {
    public static let header = "\(MockHeader.prefix) into one file for a build. Do not edit."

    /// The bundle's text, of a run that rendered every mock (without the cache); nil when one was not rendered.
    public static func text(of result: MocksResult) -> String? {
        guard result.current.isEmpty else { return nil }
        var plain: Set<String> = [], testable: Set<String> = []
        var bodies: [String] = []
        let origins = Dictionary(result.mocks.map { ($0.mock, $0) }, uniquingKeysWith: { first, _ in first })
        for file in result.changeSet.files {
            var lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            while let line = lines.first, line.isEmpty || line.hasPrefix("import ") || line.hasPrefix("@testable import ")
                || line.hasPrefix("#if ") {
                if line.hasPrefix("@testable import ") { testable.insert(String(line.dropFirst("@testable import ".count))) }
                else if line.hasPrefix("import ") { plain.insert(String(line.dropFirst("import ".count))) }
                else if line.hasPrefix("#if "), lines.count >= 3 {
                    // A guarded import as `MockImport` writes it: `#if condition`, `import Module`, `#endif`.
                    let block = Array(lines.prefix(3))
                    plain.insert(MockImport.guarded(String(block[1].dropFirst("import ".count)), condition: String(line.dropFirst(4))))
                    lines = lines.dropFirst(2)
                }
                lines = lines.dropFirst()
            }
            let origin = origins[file.path].map { "// \($0.protocolName) (\($0.source))\n" } ?? ""
            bodies.append(origin + lines.joined(separator: "\n"))
        }
        let imports = MockImport.lines(Array(plain), testable: Array(testable))
        return ([header] + (imports.isEmpty ? [] : [imports.joined(separator: "\n")]) + bodies).joined(separator: "\n\n")
            .trimmingSuffixNewlines + "\n"
    }
}

private extension String {
    var trimmingSuffixNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
