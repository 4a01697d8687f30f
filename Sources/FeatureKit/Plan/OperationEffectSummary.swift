import ScaffoldCore

/// Whether scaffold can write an operation's UseCase body, and the sentence `plan` prints about its effect.
///
/// A body is written only from what the spec states (design.md: "A custom operation does what the spec
/// says it does … and nothing it does not say"): a built-in kind's CRUD on the feature's own repository,
/// the fields `sets:` changes, the entities `reads:` checks, and the request a custom operation's `remote:` sends (issue 31). A custom operation with neither, or any
/// operation using a repository it does not say how it uses, gets a UseCase that throws `notImplemented`.
struct OperationEffectSummary {
    let isImplemented: Bool
    let sentence: String?
    /// Why scaffold cannot write the body (nil when it can): what the spec leaves unsaid.
    let missing: String?

    init(operation: OperationSpec, entity: String, repositories: [String], keeps: [IncomingReference] = [], request: RemoteRequest? = nil) {
        let read = (operation.reads ?? []).map(\.entity) + keeps.map(\.entity)
        let unexplained = repositories.filter { $0 != entity && !read.contains($0) }
        let stated = operation.statesEffect || operation.kind.isCRUD || request != nil
        isImplemented = stated && unexplained.isEmpty
        var parts: [String] = []
        if let sets = operation.sets, !sets.isEmpty {
            parts.append("sets " + sets.map { "\($0.field) = \($0.value)" }.joined(separator: ", "))
        }
        if let reads = operation.reads, !reads.isEmpty {
            parts.append("reads " + reads.map { "\($0.entity) (\($0.field) must name one that exists)" }.joined(separator: ", "))
        }
        if !keeps.isEmpty {
            parts.append("keeps references whole: " + keeps.map { reference in
                let what = "\(reference.entity).\(reference.field)"
                switch reference.onDelete {
                case .restrict: return "refused while \(Naming.withArticle(what)) names it (restrict)"
                case .nullify: return "clears \(what) (nullify)"
                case .cascade: return "deletes the \(reference.entity) records whose \(reference.field) names it (cascade)"
                }
            }.joined(separator: ", "))
        }
        if !isImplemented {
            let missing = unexplained.isEmpty
                ? "the spec states no effect for \(operation.name) (no `sets:` or `reads:`)"
                : "the spec does not say how \(operation.name) uses \(DoubtRule.list(unexplained)) (name each in `reads:`, or write the UseCase yourself)"
            self.missing = missing
            sentence = "\(missing): its UseCase throws notImplemented and is yours to write (created once, never overwritten)"
        } else {
            missing = nil
            // A delete that writes to other stores runs in `DeleteOrder`'s order (issue 35: a cascade is one step).
            let spans = keeps.contains { $0.onDelete != .restrict }
            // A custom request's answer is the record the server stored: kept, as an update's is.
            let last = request.map { "then sends `\($0)` and keeps the \(entity) the server answers" }
                ?? (operation.kind != .delete ? "then writes the \(entity)"
                : spans ? "the \(entity) first, every write undone if a later one fails" : "then deletes the \(entity)")
            if parts.isEmpty, let request {
                sentence = "sends `\(request)` and keeps the \(entity) the server answers"
            } else {
                sentence = parts.isEmpty ? nil : parts.joined(separator: "; ") + "; " + last
            }
        }
    }
}
