import MockKit
import ScaffoldCore

/// A protocol declaration together with the file it came from.
public struct LocatedProtocol: Sendable {
    public var declaration: ProtocolDeclaration
    /// Root-relative path of the declaring file.
    public var path: String
    /// That file's imports: a mock needs them for the types its parents' requirements mention.
    public var imports: [String]

    /// The name it is indexed by: qualified for a nested protocol (`FooView.Delegate`).
    public var name: String { (declaration.model.namespace + [declaration.model.name]).joined(separator: ".") }

    public init(declaration: ProtocolDeclaration, path: String, imports: [String]) {
        self.declaration = declaration
        self.path = path
        self.imports = imports
    }
}

/// Every protocol declared in the parsed files, by name; the first declaration in path order wins.
public struct ProtocolIndex: Sendable {
    public private(set) var byName: [String: LocatedProtocol] = [:]
    /// Annotated protocols in path and declaration order, duplicates included (they get a warning); a protocol
    /// selected by an extension counts as annotated.
    public private(set) var annotated: [LocatedProtocol] = []
    /// Names selected by a marked extension (`// sourcery: AutoMockable` then `extension P {}`), with the first
    /// such extension's place.
    public private(set) var selectedByExtension: [String: ScaffoldCore.SourceLocation] = [:]

    /// `files`: each file's root-relative path and its parse (nil when it was not parsed).
    public init(_ files: [(path: String, parsed: ParsedFile?)]) {
        for file in files {
            guard let parsed = file.parsed, !parsed.failedToParse else { continue }
            for selected in parsed.selectedExtensions where selectedByExtension[selected.name] == nil {
                selectedByExtension[selected.name] = selected.location
            }
        }
        for file in files {
            guard let parsed = file.parsed, !parsed.failedToParse else { continue }
            for declaration in parsed.declarations {
                let located = LocatedProtocol(declaration: declaration, path: file.path, imports: parsed.imports)
                if byName[located.name] == nil { byName[located.name] = located }
                if declaration.isAnnotated || selectedByExtension[located.name] != nil { annotated.append(located) }
            }
        }
    }

    /// Extended names no parsed file declares as a protocol: the names to look for in files not yet parsed,
    /// and, once every file that may declare them is parsed, extensions that select nothing.
    public func missingExtended() -> Set<String> {
        Set(selectedByExtension.keys.filter { byName[$0] == nil })
    }

    public subscript(name: String) -> LocatedProtocol? { byName[name] }

    /// Parents (transitively) of annotated protocols that no parsed file declares and no framework provides:
    /// the names to look for in files that have not been parsed.
    public func missingParents() -> Set<String> {
        referencedParents().filter { byName[$0] == nil && !KnownProtocols.contains($0) }
    }
}

extension ProtocolIndex {
    /// Names of every parent annotated protocols inherit from, directly or not, found or not.
    public func referencedParents() -> Set<String> {
        var referenced: Set<String> = []
        var pending = annotated.map(\.declaration)
        while let declaration = pending.popLast() {
            for written in declaration.model.inheritedTypes {
                let name = written.declaredName
                guard referenced.insert(name).inserted, let parent = byName[name] else { continue }
                pending.append(parent.declaration)
            }
        }
        return referenced
    }
}
