import Foundation

/// Phase 1's decision for one path: the status to report, what to do on disk, and how the
/// manifest changes once that is done.
struct PlannedChange {
    /// What phase 2 and 3 do with the file.
    enum Action: Equatable {
        case none
        case write(Data)
        case remove
    }

    /// How the manifest entry of this path changes when the action is done.
    enum ManifestEdit: Equatable {
        case unchanged
        case record(Manifest.Entry)
        case drop
    }

    var target: ResolvedTarget
    var status: FileStatus
    var action: Action = .none
    var manifestEdit: ManifestEdit = .unchanged
    /// The bytes on disk now, nil when the file does not exist.
    var previous: Data?
    /// For a conflict, what `--force` would write, so a dry run can show it.
    var proposed: Data?
    var note: String?
    /// A file of the app's own: its bytes are copied to the run's backup folder before it is written.
    var keepsBackup = false

    var path: String { target.path }

    /// The unified diff a dry run shows: what the action would change, or what force would.
    func diff() -> String? {
        let old = previous.map { String(decoding: $0, as: UTF8.self) } ?? ""
        switch action {
        case .write(let data): return UnifiedDiff.make(old: old, new: String(decoding: data, as: UTF8.self), path: path)
        case .remove: return UnifiedDiff.make(old: old, new: "", path: path)
        case .none:
            guard status == .conflict, let proposed else { return nil }
            return UnifiedDiff.make(old: old, new: String(decoding: proposed, as: UTF8.self), path: path)
        }
    }
}

/// Everything phase 1 decided, before anything touches disk.
struct WritePlan {
    var changes: [PlannedChange]
    /// The manifest as read.
    var manifest: Manifest
    /// Entries of files that no longer exist, dropped on the next manifest write.
    var staleEntries: [String] = []

    /// The manifest after the changes for which `isDone` holds (all of them, normally).
    func manifest(whereDone isDone: (Int) -> Bool = { _ in true }) -> Manifest {
        var result = manifest
        for path in staleEntries { result.files[path] = nil }
        for (index, change) in changes.enumerated() where change.action == .none || isDone(index) {
            switch change.manifestEdit {
            case .unchanged: break
            case .record(let entry): result.files[change.path] = entry
            case .drop: result.files[change.path] = nil
            }
        }
        return result
    }

    var conflicts: [String] { changes.filter { $0.status == .conflict }.map(\.path) }
}
