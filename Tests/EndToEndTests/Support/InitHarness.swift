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

/// A harness package beside a generated repository: copies of its `Sources`, `Tests` and `AppTarget` with
/// the Linux stand-ins, so the repository's own Package.swift stays untouched (it has no stand-in targets).
struct InitHarness {
    let package: HarnessPackage

    static func assemble(
        from repository: URL, in folder: URL, module: String = "Demo", isolation: HarnessPackage.Isolation = .nonisolated
    ) throws -> InitHarness {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        for entry in ["Sources", "Tests", "AppTarget"] {
            try manager.copyItem(at: repository.appendingPathComponent(entry), to: folder.appendingPathComponent(entry))
        }
        let package = HarnessPackage(root: folder, module: module, appTarget: "AppTarget", isolation: isolation)
        try package.install()
        return InitHarness(package: package)
    }

    /// Several repositories in one package (`<folder>/<module>/Sources|Tests|AppTarget`), one module and app
    /// target each, so they build together: one build for all, not one each.
    static func assemble(
        from repositories: [(module: String, url: URL)], in folder: URL, isolation: HarnessPackage.Isolation
    ) throws -> InitHarness {
        let manager = FileManager.default
        var modules: [HarnessPackage.Module] = []
        for (module, repository) in repositories {
            let destination = folder.appendingPathComponent(module)
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
            for entry in ["Sources", "Tests", "AppTarget"] {
                try manager.copyItem(at: repository.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
            }
            modules.append(HarnessPackage.Module(
                name: module, sources: "\(module)/Sources/\(module)", tests: "\(module)/Tests/\(module)Tests", appTarget: "\(module)/AppTarget"
            ))
        }
        let package = HarnessPackage(root: folder, modules: modules, isolation: isolation)
        try package.install()
        return InitHarness(package: package)
    }

    /// Runs the built app target: on Linux the stand-in `App.main()` builds the scenes once and returns.
    func runAppTarget(_ module: String? = nil) throws -> ProcessOutput {
        let executable = package.root.appendingPathComponent(".build/debug/\(module ?? package.module)AppTarget")
        return try ProcessRunner.run(executable, [], in: package.root)
    }
}
