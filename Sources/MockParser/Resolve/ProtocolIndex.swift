import MockKit

/// A protocol declaration together with the file it came from.
struct LocatedProtocol: Sendable {
    var declaration: ProtocolDeclaration
    /// Root-relative path of the declaring file.
    var path: String
    /// That file's imports: a mock needs them for the types its parents' requirements mention.
    var imports: [String]

    var name: String { declaration.model.name }
}

/// Every protocol declared in the parsed files, by name; the first declaration in path order wins.
struct ProtocolIndex: Sendable {
    private(set) var byName: [String: LocatedProtocol] = [:]
    /// Annotated protocols in path and declaration order, duplicates included (they get a warning).
    private(set) var annotated: [LocatedProtocol] = []

    init(_ files: [ScannedFile]) {
        for file in files {
            guard let parsed = file.parsed, !parsed.failedToParse else { continue }
            for declaration in parsed.declarations {
                let located = LocatedProtocol(declaration: declaration, path: file.source.path, imports: parsed.imports)
                if byName[located.name] == nil { byName[located.name] = located }
                if declaration.isAnnotated { annotated.append(located) }
            }
        }
    }

    subscript(name: String) -> LocatedProtocol? { byName[name] }

    /// Parents (transitively) of annotated protocols that no parsed file declares and no framework provides:
    /// the names to look for in files that have not been parsed.
    func missingParents() -> Set<String> {
        referencedParents().filter { byName[$0] == nil && !KnownProtocols.contains($0) }
    }
}

extension ProtocolIndex {
    /// Names of every parent annotated protocols inherit from, directly or not, found or not.
    func referencedParents() -> Set<String> {
        var referenced: Set<String> = []
        var pending = annotated.map(\.declaration)
        while let declaration = pending.popLast() {
            for written in declaration.model.inheritedTypes {
                let name = TypeNames.declaredName(written)
                guard referenced.insert(name).inserted, let parent = byName[name] else { continue }
                pending.append(parent.declaration)
            }
        }
        return referenced
    }
}
