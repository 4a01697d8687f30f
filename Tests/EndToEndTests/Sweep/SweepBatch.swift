import Foundation

/// Several generated features in one project, generated in order (a feature may read an earlier one's records)
/// and built as one module of an isolation mode's suite package: the unit a sweep builds, tests and reports.
struct SweepBatch {
    /// `s<seed>-b<index>`, or a regression fixture's folder name.
    var name: String
    var module: String
    var isolation: HarnessPackage.Isolation
    var preset: Preset
    var style: Style
    /// `.scaffold.yml`'s `persistence:`, or nil for the preset's own store.
    var persistence: String?
    var specs: [SweepSpec]

    struct Style: Equatable {
        var observation: String
        var state: String
        var naming: String
        var tests: String
        /// `style.protocolName` and `style.implementationName`, or nil for `naming`'s.
        var patterns: (protocolName: String, implementationName: String)?

        static func == (lhs: Style, rhs: Style) -> Bool {
            lhs.observation == rhs.observation && lhs.state == rhs.state && lhs.naming == rhs.naming && lhs.tests == rhs.tests
                && lhs.patterns?.protocolName == rhs.patterns?.protocolName && lhs.patterns?.implementationName == rhs.patterns?.implementationName
        }
    }

    /// The batch's `.scaffold.yml`: every choice written out, so the folder alone reproduces the batch.
    var configuration: String {
        var lines = [
            "# sweep batch \(name)", "preset: \(preset.rawValue)", "module: \(module)", "isolation: \(isolation.rawValue)",
        ]
        if let persistence { lines.append("persistence: \(persistence)") }
        lines += ["style:", "  observation: \(style.observation)", "  state: \(style.state)", "  naming: \(style.naming)", "  tests: \(style.tests)"]
        if let patterns = style.patterns {
            lines += ["  protocolName: \"\(patterns.protocolName)\"", "  implementationName: \"\(patterns.implementationName)\""]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `specs/01-Book.yml`, … in generation order.
    var specFiles: [(path: String, text: String)] {
        specs.enumerated().map { index, spec in
            let number = String(format: "%02d", index + 1)
            return ("specs/\(number)-\(spec.feature).yml", spec.yaml(header: "sweep batch \(name), spec \(index + 1) of \(specs.count)"))
        }
    }
}
