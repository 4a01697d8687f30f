import MockKit
import ScaffoldCore

/// Every mock of a run in one file, for the SwiftPM build-tool plugin: a build command must name its output
/// files before it runs, and which protocols are marked is known only after parsing, so the plugin asks for one
/// file. The mocks' imports are merged at the top (plain ones, then `@testable` ones, each sorted); each mock's
/// declarations follow in path order. Mocks are self-contained (nested `MockError`, a file-private static store
/// named after the mock), so they share a file as they share a module.
public enum MockBundle {
    public static let header = "\(MockHeader.prefix) into one file for a build. Do not edit."

    /// The bundle's text; nil when a mock's text is not at hand (a run that reused the last one whole).
    public static func text(of result: MocksResult) -> String? {
        var plain: Set<String> = [], testable: Set<String> = []
        var bodies: [String] = []
        for mock in result.mocks {
            guard let contents = mock.contents else { return nil }
            var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            while let line = lines.first, line.isEmpty || line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                if line.hasPrefix("@testable import ") { testable.insert(String(line.dropFirst("@testable import ".count))) }
                else if line.hasPrefix("import ") { plain.insert(String(line.dropFirst("import ".count))) }
                lines = lines.dropFirst()
            }
            bodies.append("// \(mock.origin.protocolName) (\(mock.origin.source))\n" + lines.joined(separator: "\n"))
        }
        let imports = plain.subtracting(testable).sorted().map { "import \($0)" } + testable.sorted().map { "@testable import \($0)" }
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
