import ScaffoldCore
import SwiftSource

/// Everything the rules look at: the preset, the files to check with their declarations and roles, and an
/// index of the whole project's types by name (so a rule can tell that `WalletStore` is a repository declared
/// in Data). Files that are not checked this run (their findings are cached) may carry only their summary:
/// they still count in the index and in `declarations(named:)`.
public struct CheckedProject: Sendable {
    public var preset: Preset
    /// The files to check.
    public private(set) var files: [CheckedFile]
    /// The declarations of the files to check.
    public private(set) var declarations: [Declaration] = []
    private var allDeclarations: [Declaration] = []
    public private(set) var types: [String: TypeSummary] = [:]
    private var declarationsByName: [String: [Int]] = [:]
    private let resolver: RoleResolver

    /// What the project declares under one name, all its declarations and extensions together.
    public struct TypeSummary: Sendable {
        /// The kind of its declaration (not an extension); nil when only extensions were found.
        public var kind: TypeFact.Kind?
        public var role: Role
        /// The layer of its declaration's file; nil when declared in several layers or none.
        public var layer: Layer?
        public var inherited: Set<String>
        public var nestedTypes: Set<String>
        /// Declared (not extended) more than once, in different files: too unsure to judge by.
        public var isAmbiguous: Bool

        public var isConcrete: Bool { kind != nil && kind != .protocol }
    }

    /// `checked`: the paths to check (nil: every file); the others are read for the index only.
    public init(preset: Preset, files: [CheckedFile], checked: Set<String>? = nil) {
        self.preset = preset
        self.files = files
        resolver = RoleResolver(preset: preset)
        index()
        if let checked {
            self.files = files.filter { checked.contains($0.path) }
            declarations = allDeclarations.filter { checked.contains($0.file.path) }
        } else {
            declarations = allDeclarations
        }
    }

    private mutating func index() {
        var inherited: [String: Set<String>] = [:]
        var nested: [String: Set<String>] = [:]
        var primaries: [String: [(TypeFact, CheckedFile)]] = [:]
        for file in files {
            for fact in file.facts.types {
                inherited[fact.name, default: []].formUnion(fact.inherited)
                nested[fact.name, default: []].formUnion(fact.nestedTypes)
                if fact.kind != .extension { primaries[fact.name, default: []].append((fact, file)) }
            }
        }
        for (name, declared) in primaries {
            let layers = Set(declared.map(\.1.layer))
            let (fact, file) = declared[0]
            types[name] = TypeSummary(
                kind: fact.kind,
                role: resolver.role(name: name, kind: fact.kind, inherited: inherited[name] ?? [], file: file),
                layer: layers.count == 1 ? file.layer : nil,
                inherited: inherited[name] ?? [], nestedTypes: nested[name] ?? [],
                isAmbiguous: Set(declared.map(\.1.path)).count > 1
            )
        }
        allDeclarations = files.flatMap { file in
            file.facts.types.map { fact in
                // An extension takes its type's role; an extension of a type declared elsewhere (or not at all)
                // is judged by its own name and file.
                let role = types[fact.name]?.role
                    ?? resolver.role(name: fact.name, kind: fact.kind, inherited: inherited[fact.name] ?? [], file: file)
                return Declaration(file: file, fact: fact, role: role)
            }
        }
        for (index, declaration) in allDeclarations.enumerated() {
            declarationsByName[declaration.fact.name, default: []].append(index)
        }
    }

    /// Every declaration and extension of the type `name` in the whole project.
    public func declarations(named name: String) -> [Declaration] {
        (declarationsByName[name] ?? []).map { allDeclarations[$0] }
    }

    /// The role a name stands for: a project type's, else what its name says (`any FooRepository` from a package).
    public func role(ofTypeNamed name: String) -> Role? {
        if let summary = types[name] { return summary.role }
        return resolver.roleFromExternalName(name)
    }
}
