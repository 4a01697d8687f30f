import Foundation

extension Workspace {
    /// The repository `init` writes into (`--root demo`).
    var repository: URL { directory.path("demo") }

    /// `scaffold init Demo --preset <preset> --root demo <extra>`, run in the workspace.
    func initRepository(_ preset: Preset, _ extra: [String] = []) throws -> ProcessOutput {
        try run(["init", "Demo", "--preset", preset.rawValue, "--root", "demo"] + extra)
    }

    /// `scaffold feature --spec ../<spec> <extra>` from inside the repository, so `.scaffold.yml` supplies the preset.
    func featureInRepository(spec: String, _ extra: [String] = []) throws -> ProcessOutput {
        try binary.run(["feature", "--spec", "../\(spec)"] + extra, in: repository)
    }

    func repositorySnapshot() throws -> TreeSnapshot {
        try TreeSnapshot(of: repository)
    }

    /// The repository's composition root: the source file holding the insertion anchor.
    func compositionRootPath() throws -> String? {
        let snapshot = try repositorySnapshot()
        return snapshot.paths.first { $0.hasPrefix("Sources/") && snapshot.text($0)?.contains("// scaffold:insert features") == true }
    }

    func compositionRoot() throws -> String? {
        try compositionRootPath().flatMap { try repositorySnapshot().text($0) }
    }
}
