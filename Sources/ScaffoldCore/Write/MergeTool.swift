import Foundation

/// The three-way merge of one file: `git merge-file`, the merge git itself runs, present wherever Xcode (or its
/// command-line tools) is, rather than a diff3 of scaffold's own. Ours is the file as a person left it, the base what
/// scaffold wrote there last time, theirs what it generates now; overlapping changes come back as diff3-style
/// conflicts (`<<<<<<< yours`, `||||||| generated before`, `=======`, `>>>>>>> generated now`).
///
/// Without a trusted base (`base: nil`) every place where the two versions differ is a conflict: git merges them over
/// an empty base in its default style, which then splits the conflicts down to the lines that differ (a diff3-style
/// conflict over an empty base would be the whole file).
///
/// Git is found on `PATH`. It runs in a private temporary folder, without the system's or the user's git
/// configuration (a `merge.conflictStyle` there would change the markers), on temps Ctrl-C removes (`Interruption`).
public struct MergeTool: Sendable {
    /// The labels after the markers, as a person reads them.
    public static let oursLabel = "yours", baseLabel = "generated before", theirsLabel = "generated now"

    /// The git executable; nil when there is none.
    public let git: String?

    public init(git: String?) {
        self.git = git
    }

    /// Git as `PATH` finds it (`environment`'s, else the process's).
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> MergeTool {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin").split(separator: ":").map(String.init)
        let git = folders.lazy.map { $0 + "/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return MergeTool(git: git)
    }

    /// A merged file: clean, or with conflicts written in (each one's lines).
    public enum Outcome: Equatable, Sendable {
        case clean(Data)
        case conflicts(Data, [LineRange])
    }

    /// Why a merge did not happen: no git, or git failed (not text, a broken install); said in a file's note.
    public struct Failure: Error, Equatable, Sendable {
        public var reason: String
        /// Git is missing or does not run: no file can be merged in this run.
        public var unavailable: Bool
    }

    public func merge(ours: Data, base: Data?, theirs: Data) throws(Failure) -> Outcome {
        guard let git else {
            throw Failure(reason: "git was not found on PATH (scaffold merges with `git merge-file`)", unavailable: true)
        }
        // Git reads a file holding a NUL as binary and will not merge it.
        guard !ours.contains(0), !theirs.contains(0), !(base?.contains(0) ?? false) else {
            throw Failure(reason: "it is not text, so it cannot be merged", unavailable: false)
        }
        let folder: String
        do throws(FileSystemError) {
            folder = try Self.makeTemporaryFolder()
        } catch {
            throw Failure(reason: "cannot make a temporary folder for the merge: \(error.reason)", unavailable: true)
        }
        let interruption = Interruption.shared
        let names = ["yours", "base", "new", "stderr"]
        defer {
            for name in names { FileSystem.removeFileIgnoringErrors(folder + "/" + name) }
            interruption.forget(files: names.map { folder + "/" + $0 })
            FileSystem.removeEmptyFolder(folder)
            interruption.forget(files: [], folders: [folder])
        }
        do throws(FileSystemError) {
            for (name, data) in zip(names, [ours, base ?? Data(), theirs, Data()]) {
                try interruption.creating(folder + "/" + name) { () throws(FileSystemError) in
                    try FileSystem.writeNew(data, to: folder + "/" + name)
                }
            }
        } catch {
            throw Failure(reason: "cannot write the merge's inputs: \(error.reason)", unavailable: true)
        }
        let style = base == nil ? [] : ["--diff3"]
        let arguments = ["merge-file", "-p"] + style
            + ["-L", Self.oursLabel, "-L", base == nil ? "no base" : Self.baseLabel, "-L", Self.theirsLabel, "yours", "base", "new"]
        let (status, output, errors) = try run(git, arguments, in: folder)
        // 0: merged; 1 to 127: that many conflicts (git counts up to 127); anything else is git failing.
        switch status {
        case 0:
            return .clean(output)
        case 1...127:
            let regions = ConflictMarkers.regions(in: output)
            // A git that is not one (a shim asking to install the developer tools) exits 1 with no markers.
            guard !regions.isEmpty else { throw Failure(reason: Self.gitFailed(status, errors), unavailable: true) }
            return .conflicts(output, regions)
        default:
            throw Failure(reason: Self.gitFailed(status, errors), unavailable: false)
        }
    }

    /// Runs git in the merge's folder, without any git configuration, its errors in a file of that folder.
    private func run(_ git: String, _ arguments: [String], in folder: String) throws(Failure) -> (Int32, Data, String) {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        // Gits before 2.32 have no GIT_CONFIG_GLOBAL and read $HOME's configuration: an empty folder has none.
        environment["HOME"] = folder
        environment["XDG_CONFIG_HOME"] = folder
        environment["LC_ALL"] = "C"
        let errors = folder + "/stderr"
        guard let (status, output) = GitProcess.run(git, arguments, in: folder, environment: environment, errors: errors) else {
            throw Failure(reason: "cannot run \(git)", unavailable: true)
        }
        return (status, output, String(decoding: FileSystem.contents(of: errors) ?? Data(), as: UTF8.self))
    }

    private static func gitFailed(_ status: Int32, _ errors: String) -> String {
        let message = errors.split(separator: "\n").first.map { ": \($0)" } ?? ""
        return "`git merge-file` failed (exit \(status))\(message)"
    }

    /// A new folder of the system's temporary folder, registered so Ctrl-C removes it.
    private static func makeTemporaryFolder() throws(FileSystemError) -> String {
        let root = FileManager.default.temporaryDirectory.path(percentEncoded: false)
        let base = (root.hasSuffix("/") ? String(root.dropLast()) : root) + "/scaffold-merge-"
        while true {
            let folder = base + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            guard FileSystem.kind(of: folder) == .missing else { continue }
            try FileSystem.makeFolder(folder)
            Interruption.shared.madeFolder(folder)
            return folder
        }
    }
}
