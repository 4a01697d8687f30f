import Foundation
import FeatureKit
import ScaffoldCore

/// Prints results and errors: colored only on a terminal and never with `NO_COLOR`.
enum Console {
    static let useColor: Bool = {
        ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
    }()

    static func out(_ text: String) {
        write(text + "\n", to: .standardOutput)
    }

    static func err(_ text: String) {
        write(text + "\n", to: .standardError)
    }

    /// Writes the text's own bytes: `Data(text.utf8)` is a generic initializer whose first use asks the runtime
    /// whether the view is `ContiguousBytes`, a search of every conformance record of the binary, on every run.
    static func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { handle.write(Data(buffer: $0)) }
    }

    /// `scaffold: error: <what>` on stderr and, with `--json`, the same as one JSON object on stdout
    /// (`{"error": {...}}`); then the documented exit code.
    static func fail(_ error: ScaffoldError, json: Bool) -> ExitCodeError {
        err("scaffold: error: " + error.message)
        if json { printJSON(FailureOutput(error: FailureReport(error))) }
        return ExitCodeError(code: error.exitCode)
    }

    /// Ends a run whose output (and, with `--json`, its `error` object) is printed but which fails anyway, as a
    /// dry run that would conflict: the error on stderr, then its exit code.
    static func end(_ failure: ScaffoldError?) throws {
        guard let failure else { return }
        err("scaffold: error: " + failure.message)
        throw ExitCodeError(code: failure.exitCode)
    }

    /// A note or warning from the libraries, `scaffold: note: …` with its hint line.
    static func say(_ diagnostic: Diagnostic) {
        err("scaffold: " + diagnostic.rendered)
    }

    static func paint(_ text: String, _ status: FileStatus) -> String {
        guard useColor else { return text }
        let code: String
        switch status {
        case .create, .force: code = "32"
        case .update, .merge: code = "36"
        case .conflict, .delete: code = "31"
        case .skip, .keep: code = "33"
        case .identical: code = "2"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// One line per file, `  create     Sources/App/Models/Wallet.swift`, then a count per status. Unchanged files
    /// are counted on one line unless `verbose`: a warm `mocks` run would otherwise list every mock; so are
    /// create-only files that exist, which every feature run of a preset with app-wide files plans again. A file kept,
    /// skipped or in conflict says why on the line below; the backup of what `--force` overwrote is named last.
    /// Written at once: a report may list thousands of files, and one write per line costs a system call each.
    static func printReport(_ report: WriteReport, verbose: Bool) {
        var text = ""
        var unchanged = 0
        var createdOnce = 0
        for result in report.results {
            if result.status == .identical && !verbose {
                unchanged += 1
                continue
            }
            // A file created once and the team's since (an app-wide `Core/UseCase.swift`, an unwritten UseCase) is not
            // news on every run: counted like unchanged files.
            if result.isCreatedOnce && !verbose {
                createdOnce += 1
                continue
            }
            text += "  " + label(result.status) + " " + result.path + "\n"
            // Why it was not written (restore markers, add the insertion anchor, edited since scaffold wrote it, …).
            if [.conflict, .keep, .skip].contains(result.status), let note = result.note { text += "             " + note + "\n" }
        }
        if createdOnce > 0 {
            text += "  " + label(.skip) + " \(createdOnce) file\(createdOnce == 1 ? "" : "s") created once, yours since (--verbose lists them)\n"
        }
        if unchanged > 0 {
            text += "  " + label(.identical) + " \(unchanged) file\(unchanged == 1 ? "" : "s") unchanged (--verbose lists them)\n"
        }
        var counts: [FileStatus: Int] = [:]
        for result in report.results { counts[result.status, default: 0] += 1 }
        let summary = FileStatus.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        text += (report.dryRun ? "dry run, nothing written: " : "") + (summary.isEmpty ? "no files" : summary.joined(separator: ", "))
        if let backup = report.backup {
            let forced = counts[.force] ?? 0, merged = (counts[.merge] ?? 0) + (counts[.conflict] ?? 0)
            if forced + merged > 0 {
                let files = forced + merged == 1 ? "file" : "\(forced + merged) files", them = forced + merged == 1 ? "it" : "them"
                let what = merged == 0 ? "--force overwrote" : "\(forced == 0 ? "merged" : "overwritten or merged"), as you left \(them),"
                text += "\nkept a copy of the \(files) \(what) in \(backup)/"
            } else {
                // An adopted app's own container or root view, which a feature's registration edited.
                text += "\nkept a copy of your files scaffold edited in \(backup)/"
            }
        }
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

    /// `create    `: the status padded to one column.
    private static func label(_ status: FileStatus) -> String {
        let name = status.rawValue
        return paint(name + String(repeating: " ", count: max(0, 10 - name.count)), status)
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

/// `--json`'s object for a failure with nothing else to report.
struct FailureOutput: Encodable {
    let error: FailureReport
}

/// A command's `--json` object with the failure that ends the run beside it (a dry run that would conflict):
/// the object's own keys, and `error`.
struct WithFailure<Value: Encodable>: Encodable {
    let value: Value
    let error: FailureReport?

    private enum Key: String, CodingKey { case error }

    func encode(to encoder: Encoder) throws {
        try value.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(error, forKey: .error)
    }
}
