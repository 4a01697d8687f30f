import Foundation
import ScaffoldCore
import SwiftSource

/// One module of a project with several: its sources, the folder of its test target's mocks, and its name,
/// which each of its mocks imports with `@testable`.
public struct MockModule: Sendable, Hashable {
    public var name: String
    public var sourceRoots: [URL]
    public var outputDirectory: URL

    public init(name: String, sourceRoots: [URL], outputDirectory: URL) {
        self.name = name
        self.sourceRoots = sourceRoots
        self.outputDirectory = outputDirectory
    }
}

/// Where the mock of a protocol goes and what it imports, decided by the folder its protocol is declared in.
/// Without modules there is one target: every source folder, the one output folder, the configured imports.
struct MockTargets: Sendable {
    struct Target: Sendable {
        /// Root-relative source folders (or files).
        var sources: [String]
        var outputDirectory: URL
        /// Root-relative; empty for the root itself.
        var outputPath: String
        var testableImports: [String]
        /// The module's name, when the project lists modules.
        var module: String?
    }

    let targets: [Target]

    init(_ config: MocksConfiguration) throws(ScaffoldError) {
        var targets: [Target] = []
        if config.modules.isEmpty {
            targets = [Target(
                sources: config.sourceRoots.map { RelativePath.of($0, in: config.root) },
                outputDirectory: config.outputDirectory, outputPath: RelativePath.of(config.outputDirectory, in: config.root),
                testableImports: config.testableImports, module: nil
            )]
        } else {
            targets = config.modules.map { module in
                Target(
                    sources: module.sourceRoots.map { RelativePath.of($0, in: config.root) },
                    outputDirectory: module.outputDirectory, outputPath: RelativePath.of(module.outputDirectory, in: config.root),
                    testableImports: [module.name], module: module.name
                )
            }
        }
        for target in targets where target.outputPath.hasPrefix("/") {
            throw .unsafePath(path: target.outputPath, reason: "the mocks output folder is outside the project root")
        }
        self.targets = targets
    }

    /// Every source file of every target, once, in path order, with the folders listed; each target's own output
    /// folder is skipped.
    func sources(_ config: MocksConfiguration) throws(ScaffoldError) -> SourceListing {
        if config.modules.isEmpty {
            return try SourceFileFinder.listing(roots: config.sourceRoots, excluding: config.outputDirectory, root: config.root)
        }
        var found: [PathKey: SourceFile] = [:]
        var folders: [PathKey: FileStamp] = [:]
        var isRepeatable = true
        for module in config.modules {
            let listing = try SourceFileFinder.listing(roots: module.sourceRoots, excluding: module.outputDirectory, root: config.root)
            for file in listing.files { found[PathKey(file.path)] = file }
            for (folder, stamp) in listing.folders { folders[PathKey(folder)] = stamp }
            isRepeatable = isRepeatable && listing.isRepeatable
        }
        return SourceListing(
            files: found.values.sorted(by: SourceFile.listedBefore),
            folders: folders.sorted { $0.key < $1.key }.map { ($0.key.path, $0.value) }, isRepeatable: isRepeatable
        )
    }

    /// The target of the file at `path` (root-relative): the one whose source folder holds it, the deepest
    /// folder winning; the first target when none does.
    func target(of path: String) -> Target {
        var best: (target: Target, length: Int)?
        for target in targets {
            for source in target.sources where Self.holds(source, path) && source.count > (best?.length ?? -1) {
                best = (target, source.count)
            }
        }
        return best?.target ?? targets[0]
    }

    /// The `@testable` imports of a mock whose flattened protocol comes from `sources` (its own file first):
    /// its target's, then, with modules, those of the modules declaring its ancestors, so their types are visible.
    func testableImports(forSources sources: [String]) -> [String] {
        guard let own = sources.first else { return targets[0].testableImports }
        var imports = target(of: own).testableImports
        for path in sources.dropFirst() {
            guard let module = target(of: path).module, !imports.contains(module) else { continue }
            imports.append(module)
        }
        return imports
    }

    private static func holds(_ folder: String, _ path: String) -> Bool {
        folder.isEmpty || folder == "." || PathKey(folder).holds(path)
    }
}
