import Foundation
import FeatureKit
import ScaffoldCore

/// Prints results and errors: colored only on a terminal and never with `NO_COLOR`.
enum Console {
    static let useColor: Bool = {
        ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
    }()

    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `scaffold: error: <what>` on stderr, then the documented exit code.
    static func fail(_ error: ScaffoldError) -> ExitCodeError {
        err("scaffold: error: " + error.message)
        return ExitCodeError(code: error.exitCode)
    }

    static func paint(_ text: String, _ status: FileStatus) -> String {
        guard useColor else { return text }
        let code: String
        switch status {
        case .create, .force: code = "32"
        case .update: code = "36"
        case .conflict, .delete: code = "31"
        case .skip, .keep: code = "33"
        case .identical: code = "2"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// One line per file, `  create     Sources/App/Models/Wallet.swift`, then a count per status.
    /// Written at once: a report may list thousands of files, and one write per line costs a system call each.
    static func printReport(_ report: WriteReport) {
        var text = ""
        for result in report.results {
            let status = result.status.rawValue
            text += "  " + paint(status + String(repeating: " ", count: max(0, 10 - status.count)), result.status)
            text += " " + result.path + "\n"
            // A conflict's cause says what to do about it (restore markers, add the insertion anchor, …).
            if result.status == .conflict, let note = result.note { text += "             " + note + "\n" }
        }
        var counts: [FileStatus: Int] = [:]
        for result in report.results { counts[result.status, default: 0] += 1 }
        let summary = FileStatus.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        text += (report.dryRun ? "dry run, nothing written: " : "") + (summary.isEmpty ? "no files" : summary.joined(separator: ", "))
        out(text)
    }

    /// An adopted app's registration lines that no anchor let scaffold insert: where each goes, then the lines.
    static func printPasteSteps(_ steps: [PasteStep], feature: String) {
        guard !steps.isEmpty else { return }
        var text = "\nTo reach \(feature) from the app, paste (or add scaffold's `// scaffold:insert …` lines there and run again):\n"
        for step in steps {
            text += "\n  \(step.destination):\n\n" + step.text
        }
        out(text)
    }

    static func printJSON<T: Encodable>(_ value: T) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) {
            out(text)
        }
    }
}

/// Carries an exit code out of a command after its message was printed.
struct ExitCodeError: Error {
    let code: Int32
}
