import Foundation

/// Phase 1b of a write: every edited file left pending by `WritePlanner` is merged three-way — ours the file as it is,
/// theirs the new output, and as base what scaffold last wrote there, found in this order and trusted only when its
/// SHA-256 is the manifest's for the path:
///
/// 1. the record of it (`MergeBase`), which every run since this change keeps;
/// 2. the feature rendered again from what scaffold recorded of it, with this scaffold's templates (`renderedBase`): a
///    project generated before bases were recorded, by a scaffold whose templates render the same;
/// 3. a version of the file in the project's git history (`GitHistoryBase`): the generated file as first committed.
///
/// With none of them, the merge has no base: every place the two versions differ is a conflict. Clean merges are
/// status `merge` (or `identical` when the file already holds the result); overlapping edits are status `conflict`,
/// written with markers unless `--skip-conflicts` leaves the file as it is. A merge that cannot run (no git) refuses
/// the file. Reads only; never writes to the project.
struct MergeStep {
    let tool: MergeTool
    let pathGuard: PathGuard
    let options: WriteOptions

    func resolve(_ plan: inout WritePlan, renderedBase: ((String) -> Data?)?) {
        let pending = plan.changes.indices.filter { plan.changes[$0].pendingMerge != nil }
        guard !pending.isEmpty else { return }
        var bases: [Int: Data] = [:]
        for index in pending {
            guard let merge = plan.changes[index].pendingMerge else { continue }
            if let recorded = merge.recordedBase {
                bases[index] = recorded
            } else if let rendered = renderedBase?(plan.changes[index].path), ContentHash.hex(rendered) == merge.manifestHash {
                bases[index] = rendered
            }
        }
        let unknown = pending.filter { bases[$0] == nil }
        if !unknown.isEmpty, let git = tool.git {
            let wanted = Dictionary(unknown.compactMap { index in plan.changes[index].pendingMerge.map { (plan.changes[index].path, $0.manifestHash) } },
                                    uniquingKeysWith: { first, _ in first })
            let found = GitHistoryBase(git: git, root: pathGuard.rootReal).find(wanted)
            for index in unknown { bases[index] = found[plan.changes[index].path] }
        }
        for index in pending {
            merge(&plan.changes[index], base: bases[index])
        }
    }

    private func merge(_ change: inout PlannedChange, base: Data?) {
        guard let pending = change.pendingMerge else { return }
        change.pendingMerge = nil
        change.base = base
        let outcome: MergeTool.Outcome
        do throws(MergeTool.Failure) {
            outcome = try tool.merge(ours: pending.ours, base: base, theirs: pending.theirs)
        } catch {
            refuse(&change, error)
            return
        }
        switch outcome {
        case .clean(let merged):
            change.proposed = nil
            if merged == pending.ours {
                change.status = .identical
            } else {
                change.status = .merge
                change.action = .write(merged)
            }
        case .conflicts(let merged, let regions):
            let lines = "line\(regions.count == 1 && regions[0].first == regions[0].last ? "" : "s") "
                + regions.map(\.description).joined(separator: ", ")
            let without = base == nil ? " (no record of what scaffold wrote before: every difference is a conflict)" : ""
            if options.skipConflicts {
                change = PlannedChange(
                    target: change.target, status: .skip, previous: pending.ours,
                    note: "your edits overlap scaffold's changes (\(lines) once merged)\(without); left as it is", base: base
                )
                return
            }
            change.status = .conflict
            change.action = .write(merged)
            change.proposed = nil
            change.conflicts = regions
            change.note = "your edits overlap scaffold's changes: resolve the conflicts at \(lines)\(without)"
        }
    }

    /// The merge did not run: the file is skipped under `--skip-conflicts`, else it stops the run.
    private func refuse(_ change: inout PlannedChange, _ failure: MergeTool.Failure) {
        let note = ConflictRefusal.unavailableNote + failure.reason
        if options.skipConflicts {
            change = PlannedChange(target: change.target, status: .skip, previous: change.previous, note: note)
            return
        }
        change.status = .conflict
        change.manifestEdit = .unchanged
        change.recordsBase = nil
        change.note = note
        change.refusal = failure.unavailable ? .mergeUnavailable : .edited
    }
}
