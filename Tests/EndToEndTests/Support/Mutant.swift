import Foundation

/// A deliberate bug in a generated slice: one small text edit of one generated file. The generated tests must
/// fail for it (kill it); a mutant they survive is a behaviour nothing proves (issue 24, "tests that catch a
/// broken slice").
///
/// Every mutant of a slice is compiled into the one module as a *mutant schema* (as mutation tools such as Muter
/// and Mull do): the edit is written beside the original behind a switch read from the environment
/// (`SCAFFOLD_MUTANT`), so one build holds the baseline and every mutant, and each test run turns one on. A
/// statement edit becomes `if mutantIsActive("name") { <replace> } else { <find> }`; an expression edit becomes
/// `mutantValue("name", <find>, <replace>)`, which evaluates both (the original's calls still happen) and returns
/// the mutant's value when it is on.
///
/// An edit is data, not a patch: `find` must occur exactly once in the one source file named `file`, or the
/// mutant refuses to apply, so a template change cannot silently turn it into a mutant that changes nothing.
struct Mutant: Sendable {
    /// How the edit is placed beside the original.
    enum Kind: Sendable {
        /// `find` is one or more whole statements (whole lines, or the only statement of its line).
        case statements
        /// `find` and `replace` are `prefix` + an expression + `suffix`; only the expressions differ.
        case expression(prefix: String, suffix: String = "")
    }

    /// A short identifier, the value of `SCAFFOLD_MUTANT` that turns it on, and part of its test run's label
    /// (`MutantLayeredSetsNotApplied`).
    var name: String
    /// What the bug is, as a reviewer would say it.
    var bug: String
    /// The file's name (`CompleteReminderUseCase.swift`), found once under the module's sources.
    var file: String
    var find: String
    var replace: String
    var kind: Kind = .statements

    /// The environment variable a test run sets to the name of the one mutant it turns on.
    static let environmentVariable = "SCAFFOLD_MUTANT"

    /// The switch every schema calls, written once into the module's sources (nonisolated, synchronous: callable
    /// from any isolation without `await`).
    static let switchSource = """
        import Foundation

        // Written by scaffold's MutationTests: turns on the mutant named by \(environmentVariable) (Support/Mutant.swift).
        func mutantIsActive(_ name: String) -> Bool {
            ProcessInfo.processInfo.environment["\(environmentVariable)"] == name
        }

        func mutantValue<Value>(_ name: String, _ original: Value, _ mutated: Value) -> Value {
            mutantIsActive(name) ? mutated : original
        }

        """

    /// Why a mutant could not be applied.
    struct ApplyError: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes the mutant's schema into the module's sources under `sources`; throws unless the file is there once
    /// and `find` occurs in it exactly once.
    func applySchema(toSourcesIn sources: URL) throws {
        let manager = FileManager.default
        let matches = (manager.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { ($0 as NSString).lastPathComponent == file }
        guard matches.count == 1 else {
            throw ApplyError(description: "mutant \(name): \(matches.count) files named \(file) under \(sources.path), expected 1")
        }
        let url = sources.appendingPathComponent(matches[0])
        let text = try String(contentsOf: url, encoding: .utf8)
        let occurrences = text.components(separatedBy: find).count - 1
        guard occurrences == 1, let range = text.range(of: find) else {
            throw ApplyError(description: """
                mutant \(name): the text to replace occurs \(occurrences) times in \(matches[0]), expected once \
                (did a template change? update the mutant in MutationTests):
                \(find)
                """)
        }
        let edited = switch kind {
        case .statements: try statementSchema(in: text, at: range)
        case .expression(let prefix, let suffix): try text.replacingCharacters(in: range, with: expressionSchema(prefix: prefix, suffix: suffix))
        }
        try edited.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The whole lines `find` stands on, wrapped: the mutant's statements when it is on, the original's otherwise.
    private func statementSchema(in text: String, at range: Range<String.Index>) throws -> String {
        let lineStart = text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let lineEnd = find.hasSuffix("\n") ? range.upperBound
            : text[range.upperBound...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
        let before = text[lineStart..<range.lowerBound]
        let after = text[range.upperBound..<lineEnd]
        guard before.allSatisfy({ $0 == " " }), after.allSatisfy(\.isWhitespace) else {
            throw ApplyError(description: "mutant \(name): a statement edit must be the only code on its lines in \(file):\n\(find)")
        }
        let indent = String(before.isEmpty ? find.prefix { $0 == " " } : before)
        let original = text[lineStart..<lineEnd].trimmingTrailingNewline()
        let mutated = replace.isEmpty ? "" : (before.isEmpty ? replace : indent + replace).trimmingTrailingNewline() + "\n"
        let schema = "\(indent)if mutantIsActive(\"\(name)\") {\n\(mutated)\(indent)} else {\n\(original)\n\(indent)}\n"
        return text.replacingCharacters(in: lineStart..<lineEnd, with: schema)
    }

    /// `prefix` + `mutantValue("name", original, mutated)` + `suffix`, with a leading `try`/`await` of the original
    /// moved in front of the call, where it covers both arguments.
    private func expressionSchema(prefix: String, suffix: String) throws -> String {
        func expression(_ text: String) throws -> String {
            guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count >= prefix.count + suffix.count else {
                throw ApplyError(description: "mutant \(name): \(text) does not read \(prefix)…\(suffix)")
            }
            return String(text.dropFirst(prefix.count).dropLast(suffix.count))
        }
        var original = try expression(find)
        var mutated = try expression(replace)
        var effects = ""
        for keyword in ["try ", "await "] where original.hasPrefix(keyword) {
            effects += keyword
            original.removeFirst(keyword.count)
            if mutated.hasPrefix(keyword) { mutated.removeFirst(keyword.count) }
        }
        return "\(prefix)\(effects)mutantValue(\"\(name)\", \(original), \(mutated))\(suffix)"
    }
}

private extension StringProtocol {
    func trimmingTrailingNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : String(self)
    }
}
