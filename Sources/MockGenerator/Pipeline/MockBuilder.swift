import MockKit
import ScaffoldCore
import SwiftSource

/// Turns the annotated protocols into mock files, and every protocol that gets none into a warning naming it.
struct MockBuilder {
    let index: ProtocolIndex
    let selection: MockSelection
    /// Where each protocol's mock goes and what it imports, by the folder of its declaration.
    let targets: MockTargets
    /// The last run's mocks by path; one whose render key is unchanged is rendered only if its text is read.
    let previous: [String: RenderedMock]
    /// SHA-256 of each source file's contents, by root-relative path.
    let hashes: [String: String]
    /// Whose member names the mocks use (`mocks.flavor`).
    var flavor: MockAPIFlavor = .mockolo
    /// Files the index holds only the cached outline of (`ParsedFile.outline`), and where to parse them if an
    /// unchanged mock built from one must be rendered after all.
    var outlines = OutlinedSources()

    func build() -> (mocks: [RenderedMock], rendered: Int, warnings: [Diagnostic]) {
        let annotated = uniqueAnnotated()
        var warnings = annotated.warnings
        // Flattening (which compares every inherited member) and rendering are per protocol: one pass on every core.
        let flattener = InheritanceFlattener(index: index)
        let outcomes = parallelMap(annotated.unique) { located -> (FlattenedProtocol, (mock: RenderedMock, isNew: Bool)?) in
            let flattened = flattener.flatten(located)
            return (flattened, flattened.unmockableReason == nil ? render(flattened) : nil)
        }
        var mocks: [RenderedMock] = []
        var taken: [String: String] = [:]
        for (flattened, rendered) in outcomes {
            guard let rendered else {
                warnings.append(Diagnostic(
                    .warning, "protocol \(flattened.model.name) is not mocked: \(flattened.unmockableReason ?? "")",
                    at: flattened.location, hint: "change the requirement, or remove the annotation and write this mock by hand"
                ))
                continue
            }
            for parent in flattened.unknownParents where !selection.isMarkerParent(parent) {
                warnings.append(Diagnostic(
                    .warning, "parent protocol \(parent) of \(flattened.model.name) is not declared in the scanned sources; "
                        + "the mock of \(flattened.model.name) lacks its requirements", at: flattened.location,
                    hint: "add the folder that declares \(parent) with --source"
                ))
            }
            let path = rendered.mock.path
            if let other = taken[path] {
                warnings.append(Diagnostic(
                    .warning, "protocol \(flattened.model.name) is not mocked: its mock file \(path) is already \(other)'s",
                    at: flattened.location, hint: "rename one of the protocols"
                ))
                continue
            }
            taken[path] = flattened.model.name
            mocks.append(rendered.mock)
        }
        return (mocks, outcomes.count { $0.1?.isNew == true }, warnings)
    }

    /// The files whose full parse the mocks with new render keys need but the index holds only the outline of:
    /// parse them again (and rebuild the index) before `build`. Flattening outlines reads names only, so this
    /// pass costs little next to rendering.
    func outlinedSourcesToRender() -> Set<String> {
        guard !outlines.paths.isEmpty else { return [] }
        let flattener = InheritanceFlattener(index: index)
        var needed: Set<String> = []
        for located in uniqueAnnotated().unique {
            let flattened = flattener.flatten(located)
            guard flattened.unmockableReason == nil, flattened.sources.contains(where: outlines.paths.contains) else { continue }
            let (path, options) = placement(flattened)
            if previous[path]?.key != renderKey(flattened, options: options) {
                needed.formUnion(flattened.sources.filter(outlines.paths.contains))
            }
        }
        return needed
    }

    /// The annotated protocols in path and declaration order, each name once (the first declaration), and a
    /// warning for each name selected by an extension but never declared and for each further declaration.
    private func uniqueAnnotated() -> (unique: [LocatedProtocol], warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var unique: [LocatedProtocol] = []
        var firstDeclaration: [String: LocatedProtocol] = [:]
        for name in index.missingExtended().sorted() {
            guard let location = index.selectedByExtension[name] else { continue }
            warnings.append(Diagnostic(
                .warning, "extension of \(name) selects it for mocking, but no protocol \(name) is declared in the scanned sources",
                at: location, hint: "add the folder that declares protocol \(name) with --source, or remove the mark"
            ))
        }
        for located in index.annotated {
            if let first = firstDeclaration[located.name] {
                warnings.append(Diagnostic(
                    .warning, "protocol \(located.name) is declared again; only the one at \(first.declaration.location) is mocked",
                    at: located.declaration.location, hint: "rename one of them, or remove the annotation from one"
                ))
                continue
            }
            firstDeclaration[located.name] = located
            unique.append(located)
        }
        return (unique, warnings)
    }

    /// The mock file's root-relative path and the options it is rendered with.
    private func placement(_ flattened: FlattenedProtocol) -> (path: String, options: MockRenderOptions) {
        let testableImports = targets.testableImports(forSources: flattened.sources)
        let outputPath = targets.target(of: flattened.path).outputPath
        let options = MockRenderOptions(
            header: StaleMocks.header(source: flattened.path),
            imports: flattened.imports.filter { !testableImports.contains($0) },
            testableImports: testableImports, naming: flavor.namingStyle
        )
        return ((outputPath.isEmpty ? "" : outputPath + "/") + MockRenderer().fileName(for: flattened.model), options)
    }

    /// The mock of one protocol, rendered now, or later if its inputs are the last run's (see `RenderedMock`).
    private func render(_ flattened: FlattenedProtocol) -> (mock: RenderedMock, isNew: Bool) {
        let (path, options) = placement(flattened)
        let key = renderKey(flattened, options: options)
        let origin = MockOrigin(protocolName: flattened.model.name, source: flattened.location)
        if previous[path]?.key == key {
            let model = flattened.model, outlines = outlines
            // Built from an outline: rendered, if ever, from the sources parsed then.
            let outlined = flattened.sources.contains(where: outlines.paths.contains)
            return (RenderedMock(path: path, key: key, origin: origin) {
                MockRenderer().render(outlined ? outlines.flattened(flattened).model : model, options: options)
            }, false)
        }
        let file = GeneratedFile(path: path, contents: MockRenderer().render(flattened.model, options: options))
        return (RenderedMock(file: file, key: key, origin: origin), true)
    }
}

/// A mock's file and the key of everything it was rendered from. Its text is rendered when the inputs
/// changed; for an unchanged mock only if something reads it (a file edited or removed by hand), so a
/// run after a small edit renders only what the edit touched. The cache keeps no text at all: a mock reused
/// by an unchanged run has none, and is used only when the last write vouches for its file (see `WrittenMocks`).
struct RenderedMock: Sendable {
    var path: String
    var key: String
    /// The protocol it mocks and where that is declared, for `--json`.
    var origin: MockOrigin
    var mode: GeneratedFile.Mode
    private var text: Text

    private enum Text: Sendable {
        case rendered(String)
        case deferred(@Sendable () -> String)
        case unavailable
    }

    init(file: GeneratedFile, key: String, origin: MockOrigin) {
        path = file.path
        self.key = key
        self.origin = origin
        mode = file.mode
        text = .rendered(file.contents)
    }

    /// A mock whose inputs are the last run's: rendered only if its text is read.
    init(path: String, key: String, origin: MockOrigin, render: @escaping @Sendable () -> String) {
        self.path = path
        self.key = key
        self.origin = origin
        mode = .regenerate
        text = .deferred(render)
    }

    /// A mock as the cache records it: path, mode and key.
    init(path: String, mode: GeneratedFile.Mode, key: String, origin: MockOrigin) {
        self.path = path
        self.key = key
        self.origin = origin
        self.mode = mode
        text = .unavailable
    }

    /// The file to write; nil only for a mock an unchanged run reused from the cache.
    var file: GeneratedFile? { contents.map { GeneratedFile(path: path, contents: $0, mode: mode) } }

    var contents: String? {
        switch text {
        case .rendered(let contents): contents
        case .deferred(let render): render()
        case .unavailable: nil
        }
    }
}

extension MockBuilder {
    /// Stands for every input of one render besides the renderer itself (whose changes come with a new tool
    /// version): the protocol's name, the files its flattened model was built from with their contents' hashes,
    /// and the render options. Hashing these costs nothing next to encoding the model.
    fileprivate func renderKey(_ flattened: FlattenedProtocol, options: MockRenderOptions) -> String {
        var parts = [flattened.model.name, options.header, options.imports.joined(separator: ","), options.testableImports.joined(separator: ",")]
        // Only a non-default flavour enters the key, so Mockolo-named mocks keep the keys they had.
        if options.naming != .mockolo { parts.append(options.naming.rawValue) }
        for path in flattened.sources { parts += [path, hashes[path] ?? ""] }
        return ContentHash.hex(parts: parts)
    }
}

/// The protocol a mock is generated from, and where it is declared.
public struct MockOrigin: Sendable, Hashable, Codable {
    public var protocolName: String
    public var source: SourceLocation
}
