import ScaffoldCore

/// The operations whose UseCase (mvvm: Service) is still not written (issue 35: `feature` did not mention that
/// `withdraw` always fails; only `plan` did). An operation whose spec states no effect gets a UseCase created once that
/// throws `notImplemented` and is the team's to write; `feature` names each one that is still so after its run.
///
/// How it knows: the UseCase's file as it is on disk after the run (or, in a dry run, as it would be created). It is
/// unwritten while it is missing or still holds the line scaffold wrote there: the `notImplemented` throw, or the
/// `isImplemented = false` declaration through which the screens leave the operation out until it is deleted.
public enum UnwrittenOperations {
    /// One note per unwritten operation of `plan`, naming its file; `text` gives a file's text as the run left it
    /// (a path inside the project; nil when it is not there). The pipeline reads the disk; this decides.
    public static func notes(for plan: Plan, text: (String) -> String?) -> [Diagnostic] {
        plan.useCases.filter { !$0.implemented }.compactMap { useCase in
            guard let artifact = plan.artifacts.first(where: { $0.kind == .useCase && $0.subject == useCase.operation }) else { return nil }
            let text = text(artifact.path)
            guard isUnwritten(text, operation: useCase.operation, errorType: plan.names.operationError) else { return nil }
            let flagged = text?.contains(flag) ?? false
            return Diagnostic(
                .note,
                "\(useCase.operation) is not written yet: \(artifact.path) is yours to write, and throws notImplemented until you do",
                hint: "write what \(useCase.operation) does in `execute`, and the tests that say so"
                    + (flagged ? "; then delete its `\(flag)` line, and the screens offer \(useCase.operation)" : "")
            )
        }
    }

    /// The declaration the screens read to leave an unwritten operation out.
    static let flag = "static let isImplemented = false"

    /// Whether a UseCase file's text (nil: not on disk) is still the one scaffold created.
    static func isUnwritten(_ text: String?, operation: String, errorType: String) -> Bool {
        guard let text else { return true }
        return text.contains(flag)
            || text.contains("\(errorType).notImplemented(operation: \"\(operation)\")")
    }
}
