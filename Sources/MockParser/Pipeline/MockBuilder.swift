import MockKit
import ScaffoldKit

/// Turns the annotated protocols into mock files, and every protocol that gets none into a warning naming it.
struct MockBuilder {
    let index: ProtocolIndex
    let testableImports: [String]
    /// Root-relative output folder; empty for the root itself.
    let outputPath: String
    /// The last run's mocks by path; one whose render key is unchanged is reused instead of rendered again.
    let previous: [String: RenderedMock]

    func build() -> (mocks: [RenderedMock], rendered: Int, warnings: [Diagnostic]) {
        let flattener = InheritanceFlattener(index: index)
        var warnings: [Diagnostic] = []
        var ready: [FlattenedProtocol] = []
        var firstDeclaration: [String: LocatedProtocol] = [:]
        for located in index.annotated {
            if let first = firstDeclaration[located.name] {
                warnings.append(Diagnostic(
                    .warning, "protocol \(located.name) is declared again; only the one at \(first.declaration.location) is mocked",
                    at: located.declaration.location, hint: "rename one of them, or remove the annotation from one"
                ))
                continue
            }
            firstDeclaration[located.name] = located
            let flattened = flattener.flatten(located)
            if let reason = flattened.unmockableReason {
                warnings.append(Diagnostic(
                    .warning, "protocol \(located.name) is not mocked: \(reason)", at: flattened.location,
                    hint: "change the requirement, or remove the annotation and write this mock by hand"
                ))
                continue
            }
            for parent in flattened.unknownParents {
                warnings.append(Diagnostic(
                    .warning, "parent protocol \(parent) of \(located.name) is not declared in the scanned sources; "
                        + "the mock of \(located.name) lacks its requirements", at: flattened.location,
                    hint: "add the folder that declares \(parent) with --source"
                ))
            }
            ready.append(flattened)
        }
        let (mocks, rendered) = render(ready, warnings: &warnings)
        return (mocks, rendered, warnings)
    }

    private func render(_ protocols: [FlattenedProtocol], warnings: inout [Diagnostic]) -> ([RenderedMock], Int) {
        let testable = testableImports
        let prefix = outputPath.isEmpty ? "" : outputPath + "/"
        let previous = previous
        let results = parallelMap(protocols) { flattened -> (mock: RenderedMock, isNew: Bool) in
            let renderer = MockRenderer()
            let options = MockRenderOptions(
                header: StaleMocks.header(source: flattened.path),
                imports: flattened.imports.filter { !testable.contains($0) },
                testableImports: testable
            )
            let path = prefix + renderer.fileName(for: flattened.model)
            let key = renderKey(flattened.model, options: options)
            if let cached = previous[path], cached.key == key { return (cached, false) }
            let file = GeneratedFile(path: path, contents: renderer.render(flattened.model, options: options))
            return (RenderedMock(file: file, key: key), true)
        }
        var mocks: [RenderedMock] = []
        var taken: [String: String] = [:]
        for (result, flattened) in zip(results, protocols) {
            let path = result.mock.path
            if let other = taken[path] {
                warnings.append(Diagnostic(
                    .warning, "protocol \(flattened.model.name) is not mocked: its mock file \(path) is already \(other)'s",
                    at: flattened.location, hint: "rename one of the protocols"
                ))
                continue
            }
            taken[path] = flattened.model.name
            mocks.append(result.mock)
        }
        return (mocks, results.count { $0.isNew })
    }
}

/// A mock's file and the key of everything it was rendered from. The text of a mock the cache holds
/// stays encoded until something reads it; an unchanged run never does.
struct RenderedMock: Sendable {
    var path: String
    var key: UInt64
    var mode: GeneratedFile.Mode
    private var text: Text

    private enum Text: Sendable {
        case decoded(String)
        case encoded(ArraySlice<UInt8>)
    }

    init(file: GeneratedFile, key: UInt64) {
        path = file.path
        self.key = key
        mode = file.mode
        text = .decoded(file.contents)
    }

    init(path: String, encodedContents: ArraySlice<UInt8>, mode: GeneratedFile.Mode, key: UInt64) {
        self.path = path
        self.key = key
        self.mode = mode
        text = .encoded(encodedContents)
    }

    var file: GeneratedFile { GeneratedFile(path: path, contents: contents, mode: mode) }

    var contents: String {
        switch text {
        case .decoded(let contents): contents
        case .encoded(let bytes): bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }
    }

    var contentsByteCount: Int {
        switch text {
        case .decoded(let contents): contents.utf8.count
        case .encoded(let bytes): bytes.count
        }
    }

    /// The contents' UTF-8 bytes as the cache stores them, without decoding what is still encoded.
    func writeContents(to writer: inout some ByteSink) {
        switch text {
        case .decoded(let contents): writer.string(contents)
        case .encoded(let bytes): writer.raw(bytes)
        }
    }
}

/// Stands for every input of one render besides the renderer itself (whose changes come with a new tool version):
/// a hash of the bytes the cache's encoding would write for them, hashed as they are produced.
private func renderKey(_ model: MockableProtocol, options: MockRenderOptions) -> UInt64 {
    var hash = StreamHash()
    hash.mockableProtocol(model)
    hash.string(options.header)
    hash.strings(options.imports)
    hash.strings(options.testableImports)
    return hash.finish()
}
