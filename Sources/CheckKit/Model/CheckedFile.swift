import ScaffoldCore
import SwiftSource

/// One parsed Swift file with what its place in the tree says about it.
public struct CheckedFile: Sendable {
    /// Root-relative path.
    public var path: String
    public var facts: SourceFacts
    /// The artifact kinds whose layout pattern matches the path (several patterns may share a folder).
    public var kinds: Set<ArtifactKind>
    /// From the layout, else from a `Domain/`, `Data/` or `Presentation/` folder on the path.
    public var layer: Layer?

    public init(path: String, facts: SourceFacts, kinds: Set<ArtifactKind> = [], layer: Layer? = nil) {
        self.path = path
        self.facts = facts
        self.kinds = kinds
        self.layer = layer
    }

    /// The file name without `.swift`: the `{name}` of the layout's patterns.
    public var stem: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}

/// One type declaration or extension, placed: its file, its facts and its role.
public struct Declaration: Sendable {
    public var file: CheckedFile
    public var fact: TypeFact
    public var role: Role

    /// The file's layer.
    public var layer: Layer? { file.layer }
    public var isExtension: Bool { fact.kind == .extension }
}
