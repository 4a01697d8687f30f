import Foundation
import ScaffoldCore
import SwiftSource

/// The files a run holds only the cached outline of (`ParsedFile.outline`), and how to render from them after
/// all: an unchanged mock whose file must be written again (deleted or edited by hand, or read by `--check`)
/// is flattened again from its files parsed now, each parsed at most once per run.
struct OutlinedSources: Sendable {
    /// Root-relative paths.
    private(set) var paths: Set<String> = []
    private let parses: Parses?

    init() {
        parses = nil
    }

    /// `files` in path order, as the index saw them.
    init(files: [ScannedFile], selection: MockSelection) {
        paths = Set(files.filter(\.isOutline).map(\.source.path))
        parses = paths.isEmpty ? nil : Parses(files: files, selection: selection)
    }

    /// `flattened`, made from outlines, made again from the full parses of the files it was built from. Those
    /// files decide the flattening whole (see `FlattenedProtocol.sources`), so an index of them alone resolves
    /// every parent as the run's index did.
    func flattened(_ flattened: FlattenedProtocol) -> FlattenedProtocol {
        guard let parses else { return flattened }
        let files = parses.parsed(flattened.sources)
        guard let own = files.first(where: { $0.path == flattened.path })?.parsed,
              let declaration = own.declarations.first(where: { $0.location == flattened.location }) else {
            // The file changed since it was scanned: the next run renders from the new contents.
            return flattened
        }
        let located = LocatedProtocol(declaration: declaration, path: flattened.path, imports: own.imports)
        return InheritanceFlattener(index: ProtocolIndex(files)).flatten(located)
    }
}

/// Full parses by path: those the run made, and those of outlined files, made on first use. Renders of
/// unchanged mocks run on every core and share parents, hence the lock.
private final class Parses: @unchecked Sendable {
    private let lock = NSLock()
    private var parsed: [String: ParsedFile]
    private let sources: [String: SourceFile]
    private let order: [String: Int]
    private let selection: MockSelection

    init(files: [ScannedFile], selection: MockSelection) {
        var parsed: [String: ParsedFile] = [:]
        for file in files where !file.isOutline { parsed[file.source.path] = file.parsed }
        self.parsed = parsed
        sources = Dictionary(files.map { ($0.source.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        order = Dictionary(files.enumerated().map { ($1.source.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.selection = selection
    }

    /// The files at `paths` in the run's path order, each with its full parse.
    func parsed(_ paths: [String]) -> [(path: String, parsed: ParsedFile?)] {
        paths.sorted { (order[$0] ?? .max) < (order[$1] ?? .max) }.map { ($0, parse($0)) }
    }

    private func parse(_ path: String) -> ParsedFile? {
        if let known = lock.withLock({ parsed[path] }) { return known }
        guard let source = sources[path] else { return nil }
        // Parsed outside the lock: two threads may parse one file at once, and store the same result.
        let new = SourceScanner.parse(source, selection: selection, hash: "").parsed
        lock.withLock { parsed[path] = new }
        return new
    }
}
