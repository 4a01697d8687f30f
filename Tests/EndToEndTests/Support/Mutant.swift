import Foundation

/// A deliberate bug in a generated slice: one small text edit of one generated file. The generated tests must
/// fail for it (kill it); a mutant they survive is a behaviour nothing proves (issue 24, "tests that catch a
/// broken slice").
///
/// An edit is data, not a patch: `find` must occur exactly once in the one source file named `file`, or the
/// mutant refuses to apply, so a template change cannot silently turn it into a mutant that changes nothing.
/// Edits keep the code compiling without warnings (generated code is built with warnings as errors): a skipped
/// call leaves a statement of the same shape (`_ = id`, `try await Task.sleep(nanoseconds: 0)`) behind it.
struct Mutant: Sendable {
    /// A short identifier, also part of the mutant's module name (`MutantLayeredSetsNotApplied`).
    var name: String
    /// What the bug is, as a reviewer would say it.
    var bug: String
    /// The file's name (`CompleteReminderUseCase.swift`), found once under the module's sources.
    var file: String
    var find: String
    var replace: String

    /// Why a mutant could not be applied.
    struct ApplyError: Error, CustomStringConvertible {
        var description: String
    }

    /// Applies the edit to the module's sources under `sources`; throws unless the file is there once and
    /// `find` occurs in it exactly once.
    func apply(toSourcesIn sources: URL) throws {
        let manager = FileManager.default
        let matches = (manager.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { ($0 as NSString).lastPathComponent == file }
        guard matches.count == 1 else {
            throw ApplyError(description: "mutant \(name): \(matches.count) files named \(file) under \(sources.path), expected 1")
        }
        let url = sources.appendingPathComponent(matches[0])
        let text = try String(contentsOf: url, encoding: .utf8)
        let occurrences = text.components(separatedBy: find).count - 1
        guard occurrences == 1 else {
            throw ApplyError(description: """
                mutant \(name): the text to replace occurs \(occurrences) times in \(matches[0]), expected once \
                (did a template change? update the mutant in MutationTests):
                \(find)
                """)
        }
        try text.replacingOccurrences(of: find, with: replace).write(to: url, atomically: true, encoding: .utf8)
    }
}
