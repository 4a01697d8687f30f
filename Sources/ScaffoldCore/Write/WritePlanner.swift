import Foundation

/// Phase 1 of a write: validates every path and decides every file's status from what is on disk
/// and in the manifest. Reads only; never writes. An edited file that merges is left pending here, with its recorded
/// base when there is one, for `MergeStep`.
struct WritePlanner {
    let pathGuard: PathGuard
    let manifest: Manifest
    let options: WriteOptions

    func plan(_ changeSet: ChangeSet) throws(ScaffoldError) -> WritePlan {
        var written = Set<String>()
        for file in changeSet.files where !written.insert(file.path).inserted {
            throw .invalidConfiguration([
                Diagnostic(
                    .error, "two generated files share the path \(file.path)",
                    hint: "give the templates that produce it different output paths in .scaffold.yml"
                )
            ])
        }
        // Every path is checked before any file is read, so an unsafe name fails the whole run early.
        let fileTargets = try pathGuard.resolve(changeSet.files.map(\.path))
        let deletionTargets = try pathGuard.resolve(Set(changeSet.deletions).subtracting(written).sorted())

        var plan = WritePlan(changes: [], manifest: manifest)
        // Reading, comparing and hashing each file is independent of the others; the first failure in
        // change-set order is thrown, as a sequential plan would.
        let planner = self, group = changeSet.group, companions = changeSet.companionGroups
        let planned = parallelMap(Array(zip(changeSet.files, fileTargets))) { file, target in
            do throws(ScaffoldError) {
                guard let own = file.group, companions.contains(own) else {
                    return Result<PlannedChange?, ScaffoldError>.success(try planner.planFile(file, at: target, group: group))
                }
                return .success(try planner.planCompanion(file, at: target, group: own))
            } catch {
                return .failure(error)
            }
        }
        for outcome in planned { if let change = try outcome.get() { plan.changes.append(change) } }
        let groups = changeSet.companionGroups.union([changeSet.group])
        for target in deletionTargets {
            if let change = try planDeletion(at: target, groups: groups) {
                plan.changes.append(change)
            } else if let owner = manifest.files[target.path]?.group, groups.contains(owner) {
                plan.staleEntries.append(target.path)
            }
        }
        plan.changes.sort { $0.path < $1.path }
        return plan
    }

    /// Another feature's file this run regenerates with its own: nothing to do (and nothing to report) where
    /// it renders what scaffold last wrote there, whatever a person made of it since; else planned as any file.
    private func planCompanion(_ file: GeneratedFile, at target: ResolvedTarget, group own: String) throws(ScaffoldError)
        -> PlannedChange?
    {
        switch file.mode {
        case .regenerate:
            let new = Data(file.contents.utf8)
            if manifest.files[file.path]?.sha256 == ContentHash.hex(new) {
                // Nothing to write; a file that merges still gets the record of its base if it lacks one, and one still
                // holding an earlier run's conflict markers is planned as any file (and refused).
                guard file.merges else { return nil }
                let current = target.kind == .file ? FileSystem.contents(of: target.destination) : nil
                if current.map({ ConflictMarkers.regions(in: $0).isEmpty }) ?? true {
                    return PlannedChange(target: target, status: .identical, hidden: true, recordsBase: new)
                }
            }
        case .createOnly:
            if target.kind != .missing { return nil }
        case .insertBetweenMarkers, .editInPlace:
            break
        }
        let change = try planFile(file, at: target, group: own)
        return change.status == .identical ? nil : change
    }

    private func planFile(_ file: GeneratedFile, at target: ResolvedTarget, group: String) throws(ScaffoldError)
        -> PlannedChange
    {
        let new = Data(file.contents.utf8)
        // Marker and create-only files belong to a person (and may serve several features), so the manifest
        // never claims them: `destroy` and stale-file removal must not delete them.
        let record: PlannedChange.ManifestEdit =
            file.mode == .regenerate ? .record(Manifest.Entry(sha256: ContentHash.hex(new), group: file.group ?? group)) : .unchanged
        let base = file.merges && file.mode == .regenerate ? new : nil
        if file.mode == .editInPlace {
            return try editInPlace(file, at: target, new: new)
        }
        guard let old = try contents(of: target) else {
            return PlannedChange(target: target, status: .create, action: .write(new), manifestEdit: record, recordsBase: base)
        }
        if old == new {
            // A file recorded as holding these bytes stays its first writer's: `feature` and `mocks` both write a feature's
            // mocks, and recording it again under each run's group flipped its owner in the committed manifest every run.
            let unchanged = manifest.files[file.path]?.sha256 == ContentHash.hex(new)
            return PlannedChange(target: target, status: .identical, manifestEdit: unchanged ? .unchanged : record, previous: old, recordsBase: base)
        }
        switch file.mode {
        case .createOnly:
            return PlannedChange(
                target: target, status: .skip, previous: old, note: FileResult.createdOnceNote)
        case .regenerate:
            if let entry = manifest.files[file.path], entry.sha256 == ContentHash.hex(old) {
                return PlannedChange(
                    target: target, status: .update, action: .write(new), manifestEdit: record, previous: old, recordsBase: base,
                    base: base == nil ? nil : old
                )
            }
            guard file.merges, let entry = manifest.files[file.path] else {
                let why = manifest.files[file.path] == nil
                    ? "scaffold did not write this file (it is not in the manifest)"
                    : "edited since scaffold wrote it"
                return conflict(target, previous: old, proposed: new, record: record, note: why, recordsBase: base)
            }
            return try edited(file.path, at: target, ours: old, theirs: new, lastWritten: entry.sha256, record: record)
        case .editInPlace:
            return try editInPlace(file, at: target, new: new)
        case .insertBetweenMarkers:
            do throws(MarkerRegions.Failure) {
                let anchored = try AnchorPlacing.apply(file.placements ?? [], rewrites: file.rewrites ?? [], to: Array(old))
                let merged = Data(try MarkerRegions.merge(generated: Array(new), into: anchored))
                if merged == old { return PlannedChange(target: target, status: .identical, previous: old) }
                return PlannedChange(
                    target: target, status: .update, action: .write(merged), previous: old, keepsBackup: file.keepsBackup == true
                )
            } catch {
                // No flag writes over a file that changed under the run: its regions and anchors are not known to fit.
                if error == .changedSinceRead {
                    return PlannedChange(target: target, status: .conflict, previous: old, note: error.note, refusal: .edited)
                }
                return conflict(target, previous: old, proposed: new, record: record, note: error.note)
            }
        }
    }

    /// A file of the app's own edited in place: written (with a backup) only while it holds the bytes the edit was made
    /// from; a file that changed or went away since is refused, whatever the flags, as nothing is known to fit it.
    private func editInPlace(_ file: GeneratedFile, at target: ResolvedTarget, new: Data) throws(ScaffoldError) -> PlannedChange {
        guard let old = try contents(of: target), ContentHash.hex(old) == file.editedFrom else {
            let old = try contents(of: target)
            return PlannedChange(
                target: target, status: .conflict, previous: old, proposed: new,
                note: old == nil ? "gone since scaffold read it" : "changed since scaffold read it: run again", refusal: .edited
            )
        }
        if old == new { return PlannedChange(target: target, status: .identical, previous: old) }
        return PlannedChange(target: target, status: .update, action: .write(new), previous: old, keepsBackup: true)
    }

    /// An edited file that merges: overwritten under `--force`; refused (or skipped) while it still holds the markers
    /// of an earlier run's conflicts; left as it is when scaffold's output there has not changed since it was last
    /// written (nothing to merge); otherwise pending, with its recorded base when one is there and true.
    private func edited(
        _ path: String, at target: ResolvedTarget, ours: Data, theirs: Data, lastWritten: String, record: PlannedChange.ManifestEdit
    ) throws(ScaffoldError) -> PlannedChange {
        if options.force {
            return conflict(target, previous: ours, proposed: theirs, record: record, note: "edited since scaffold wrote it", recordsBase: theirs)
        }
        let markers = ConflictMarkers.regions(in: ours)
        if !markers.isEmpty {
            let lines = markers.map { String($0.first) }.joined(separator: ", ")
            if options.skipConflicts {
                return PlannedChange(
                    target: target, status: .skip, previous: ours, note: "still holds conflict markers (line \(lines)); left as it is")
            }
            return PlannedChange(
                target: target, status: .conflict, previous: ours, proposed: theirs,
                note: "still holds the conflict markers of an earlier run (line \(lines)): resolve them, then run again",
                conflicts: markers, refusal: .unresolved
            )
        }
        if lastWritten == ContentHash.hex(theirs) {
            // Scaffold would write what it wrote last time: the edits are all there is to keep.
            return PlannedChange(target: target, status: .identical, manifestEdit: record, previous: ours, recordsBase: theirs, base: theirs)
        }
        var pending = PendingMerge(ours: ours, theirs: theirs, manifestHash: lastWritten)
        let baseTarget = try pathGuard.resolve(MergeBase.path(for: path), allowReserved: true)
        if baseTarget.kind == .file, let recorded = FileSystem.contents(of: baseTarget.destination), ContentHash.hex(recorded) == lastWritten {
            pending.recordedBase = recorded
        }
        return PlannedChange(
            target: target, status: .conflict, manifestEdit: record, previous: ours, proposed: theirs, recordsBase: theirs,
            pendingMerge: pending
        )
    }

    /// A file scaffold may not simply overwrite: skipped, forced, or reported as a conflict that stops the run.
    private func conflict(
        _ target: ResolvedTarget, previous: Data, proposed: Data, record: PlannedChange.ManifestEdit, note: String, recordsBase: Data? = nil
    ) -> PlannedChange {
        if options.skipConflicts {
            return PlannedChange(target: target, status: .skip, previous: previous, note: note)
        }
        if options.force {
            return PlannedChange(
                target: target, status: .force, action: .write(proposed), manifestEdit: record, previous: previous,
                note: note, recordsBase: recordsBase)
        }
        return PlannedChange(target: target, status: .conflict, previous: previous, proposed: proposed, note: note, refusal: .edited)
    }

    /// Nil when the file is already gone (nothing to report).
    private func planDeletion(at target: ResolvedTarget, groups: Set<String>) throws(ScaffoldError) -> PlannedChange? {
        guard target.kind != .missing else { return nil }
        guard target.kind == .file else {
            return PlannedChange(target: target, status: .keep, note: "not a regular file")
        }
        let old = try contents(of: target)
        guard let entry = manifest.files[target.path] else {
            return PlannedChange(target: target, status: .keep, previous: old, note: "scaffold did not write this file")
        }
        guard groups.contains(entry.group) else {
            return PlannedChange(target: target, status: .keep, previous: old, note: "belongs to \(entry.group)")
        }
        guard let old, ContentHash.hex(old) == entry.sha256 else {
            return PlannedChange(target: target, status: .keep, previous: old, note: "edited since scaffold wrote it")
        }
        return PlannedChange(target: target, status: .delete, action: .remove, manifestEdit: .drop, previous: old)
    }

    /// The bytes at the target, nil if there is no file; anything but a file is in the way.
    private func contents(of target: ResolvedTarget) throws(ScaffoldError) -> Data? {
        switch target.kind {
        case .missing: return nil
        case .file:
            do throws(FileSystemError) {
                return try FileSystem.read(target.destination)
            } catch {
                throw .unreadableInput(path: target.path, reason: error.reason)
            }
        case .directory, .symlink, .other:
            throw .writeFailed(path: target.path, reason: "something other than a file is in the way (a folder?)")
        }
    }
}
