import MockKit
import ScaffoldCore
import SwiftSource

/// A mock this run makes: where it goes, what it is rendered from, and the key of those inputs.
struct PlannedMock: Sendable {
    /// Root-relative path of the mock file.
    var path: String
    /// Stands for every input of its render (see `MockPlan.key`): equal keys, equal texts.
    var key: String
    var origin: MockOrigin
    /// The protocol as the index names it (`FooView.Delegate` when nested).
    var protocolName: String
    var located: LocatedProtocol
    /// Root-relative paths of the files its flattened protocol is built from, its own first.
    var sources: [String]
    var options: MockRenderOptions
}

/// Which protocols get a mock and where, from the index (outlines suffice: names, places and inheritance), and
/// a warning for each protocol that gets none.
struct MockPlan {
    private(set) var mocks: [PlannedMock] = []
    private(set) var warnings: [Diagnostic] = []

    /// `hashes`: SHA-256 of each source file's bytes, by root-relative path.
    init(index: ProtocolIndex, selection: MockSelection, targets: MockTargets, options: MockOptions, hashes: [PathKey: String]) {
        let annotated = Self.uniqueAnnotated(index)
        warnings = annotated.warnings
        let flattener = InheritanceFlattener(index: index)
        var taken: [String: String] = [:]
        for located in annotated.unique {
            let flattened = flattener.flatten(located)
            let name = flattened.model.name
            if let reason = flattened.unmockableReason {
                warnings.append(Diagnostic(
                    .warning, "protocol \(name) is not mocked: \(reason)", at: flattened.location,
                    hint: "change the requirement, or remove the annotation and write this mock by hand"
                ))
                continue
            }
            for parent in flattened.unknownParents where !selection.isMarkerParent(parent) {
                warnings.append(Diagnostic(
                    .warning, "parent protocol \(parent) of \(name) is not declared in the scanned sources; "
                        + "the mock of \(name) lacks its requirements", at: flattened.location,
                    hint: "add the folder that declares \(parent) with --source"
                ))
            }
            let renderOptions = options.renderOptions(for: flattened, targets: targets)
            let outputPath = targets.target(of: flattened.path).outputPath
            let path = (outputPath.isEmpty ? "" : outputPath + "/") + MockRenderer().fileName(for: flattened.model, options: renderOptions)
            if let other = taken[path] {
                warnings.append(Diagnostic(
                    .warning, "protocol \(name) is not mocked: its mock file \(path) is already \(other)'s",
                    at: flattened.location, hint: "rename one of the protocols"
                ))
                continue
            }
            taken[path] = name
            mocks.append(PlannedMock(
                path: path, key: Self.key(path: path, protocolName: located.name, sources: flattened.sources, hashes: hashes, options: renderOptions),
                origin: MockOrigin(protocolName: name, source: flattened.location), protocolName: located.name,
                located: located, sources: flattened.sources, options: renderOptions
            ))
        }
        mocks.sort { $0.path < $1.path }
    }

    /// The mock's text, from an index holding the whole parses of its sources.
    static func render(_ mock: PlannedMock, index: ProtocolIndex) -> GeneratedFile {
        let flattened = InheritanceFlattener(index: index).flatten(mock.located(in: index))
        return GeneratedFile(path: mock.path, contents: MockRenderer().render(flattened.model, options: mock.options))
    }

    /// Stands for every input of one render besides the renderer itself (whose changes come with a new tool
    /// version, which discards the cache): the mock's path and protocol, the render options, and the files the
    /// flattened protocol is built from with their bytes' hashes.
    private static func key(
        path: String, protocolName: String, sources: [String], hashes: [PathKey: String], options: MockRenderOptions
    ) -> String {
        var parts = [path, protocolName, options.header, options.imports.joined(separator: ","),
                     options.testableImports.joined(separator: ","), options.naming.rawValue, options.dropsProtocolSuffix ? "drop" : ""]
        for source in sources { parts += [source, hashes[PathKey(source)] ?? ""] }
        return ContentHash.hex(parts: parts)
    }

    /// The annotated protocols in path and declaration order, each name once (the first declaration), and a
    /// warning for each name selected by an extension but never declared and for each further declaration.
    private static func uniqueAnnotated(_ index: ProtocolIndex) -> (unique: [LocatedProtocol], warnings: [Diagnostic]) {
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
}

extension PlannedMock {
    /// The protocol's declaration as `index` holds it (the whole parse, once its file is parsed).
    func located(in index: ProtocolIndex) -> LocatedProtocol {
        guard let current = index[protocolName], PathKey(current.path) == PathKey(located.path) else { return located }
        return current
    }
}

/// How a run's mocks are rendered, beside where they go (`MockTargets`).
struct MockOptions: Sendable {
    /// Whose member names the mocks use (`mocks.flavor`).
    var flavor: MockAPIFlavor = .mockolo
    /// `mocks.dropProtocolSuffix`.
    var dropsProtocolSuffix = false

    /// The header, imports and naming of one flattened protocol's mock.
    func renderOptions(for flattened: FlattenedProtocol, targets: MockTargets) -> MockRenderOptions {
        let testableImports = targets.testableImports(forSources: flattened.sources)
        return MockRenderOptions(
            header: StaleMocks.header(source: flattened.path),
            imports: flattened.imports.filter { !testableImports.contains($0) },
            testableImports: testableImports, naming: flavor.namingStyle, dropsProtocolSuffix: dropsProtocolSuffix
        )
    }
}

/// The protocol a mock is generated from, and where it is declared.
public struct MockOrigin: Sendable, Hashable, Codable {
    public var protocolName: String
    public var source: SourceLocation
}
