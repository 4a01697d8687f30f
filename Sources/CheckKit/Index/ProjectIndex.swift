import ScaffoldCore

/// The project's types by name, from every file's summary: what each is (kind, role and why), where it is
/// declared (layer), and what all its declarations and extensions together conform to, nest and store. Rules
/// ask it about names they meet (through `CheckFile`, which records the names asked, so a cached file is
/// checked again exactly when the answers it got changed).
public struct ProjectIndex: Sendable {
    /// One name: all its declarations and extensions together.
    public struct Entry: Sendable {
        public var name: String
        /// The kind of its declaration (not an extension); nil when only extensions were found.
        public var kind: DeclaredType.Kind?
        public var role: Role
        public var roleReason: String
        /// The layer of its declaration's file; nil when declared in several layers or none.
        public var layer: Layer?
        public var inherited: Set<String>
        public var attributes: Set<String>
        public var nestedTypes: Set<String>
        public var properties: [StoredProperty]
        /// The functions and properties its protocol declaration and extensions name.
        public var members: Set<String>
        /// Declared (not extended) in more than one file: too unsure to judge by.
        public var isAmbiguous: Bool
        /// Stands for everything above, so a cached answer can be compared with today's.
        var digest: String

        public var isConcrete: Bool { kind != nil && kind != .protocol }

        /// A struct (or a class) whose stored properties are all closures (`struct FetchNotesUseCase { var execute:
        /// () async throws -> [Note] }`): an abstraction, like a protocol, whose implementation is the closures its
        /// maker passes (the composition root a live one, a test a stub). Holding one is depending on the abstraction.
        public var isClosureWitness: Bool {
            (kind == .struct || kind == .class) && !properties.isEmpty && properties.allSatisfy(\.isClosure)
        }
    }

    /// A module the repository's packages declare, and the layer of its files (nil when none or several).
    public struct Module: Sendable, Hashable {
        public var layer: Layer?
    }

    public let preset: Preset
    let resolver: RoleResolver
    private let entries: [String: Entry]
    private let modules: [String: Module]
    /// The project's HTTP client protocols (`HTTPClient`, `APIClientProtocol`), sorted: what an adapter conforms to.
    let httpClientProtocols: [String]
    /// What each key of a dependency container gives (`walletRepository` → `WalletRepository`) and the type whose
    /// extension declares it (`Container`), from the properties extensions declare; a key two extensions give
    /// different types is left out.
    private let keyedTypes: [String: (owner: String, type: String)]

    /// `files`: every file that is read (not the tests), placed, with its summary; `modules`: each module's layer.
    init(preset: Preset, resolver: RoleResolver, files: [(file: PlacedFile, summary: FileSummary)], modules: [String: Module] = [:]) {
        self.preset = preset
        self.resolver = resolver
        self.modules = modules
        var declarations: [String: [(DeclaredType, PlacedFile)]] = [:]
        for (file, summary) in files {
            for type in summary.types { declarations[type.name, default: []].append((type, file)) }
        }
        // Two passes: what each type is by itself, then what it is by what it holds.
        var shaped: [String: (TypeShape, primary: PlacedFile?)] = [:]
        for (name, found) in declarations {
            let primaries = found.filter { $0.0.kind != .extension }
            shaped[name] = (TypeShape(
                name: name, kind: primaries.first?.0.kind ?? .extension,
                inherited: Set(found.flatMap(\.0.inherited)), attributes: Set(primaries.flatMap(\.0.attributes)),
                held: found.flatMap { $0.0.properties.compactMap(\.type) + $0.0.injected }
            ), primaries.first?.1 ?? found.first?.1)
        }
        // Each name's roles and digest on every core: the index is built on one core while the other waits, and
        // they were half of its 3% of a cold check's CPU (perf, release, CONTRIBUTING's real-app corpus).
        let shapes = shaped
        let bases = parallelMap(Array(shapes)) { name, shape -> (String, Role)? in
            resolver.baseRole(of: shape.0, file: shape.primary).map { (name, $0.0) }
        }
        let baseRoles = Dictionary(bases.compactMap { $0 }, uniquingKeysWith: { first, _ in first })
        let declared = Array(declarations)
        let made = parallelMap(declared) { name, found -> Entry in
            let (shape, file) = shapes[name]!
            let (role, reason) = resolver.role(of: shape, file: file) { held in
                baseRoles[held] ?? (shapes[held] == nil ? resolver.roleFromExternalName(held) : nil)
            }
            let primaries = found.filter { $0.0.kind != .extension }
            let layers = Set(primaries.map(\.1.layer))
            var entry = Entry(
                name: name, kind: primaries.first?.0.kind, role: role, roleReason: reason,
                layer: layers.count == 1 ? primaries.first?.1.layer : nil,
                inherited: shape.inherited, attributes: shape.attributes,
                nestedTypes: Set(found.flatMap(\.0.nestedTypes)), properties: found.flatMap(\.0.properties),
                members: Set(found.flatMap(\.0.members)),
                isAmbiguous: Set(primaries.map(\.1.path)).count > 1, digest: ""
            )
            entry.digest = Self.digest(entry)
            return entry
        }
        let entries = Dictionary(uniqueKeysWithValues: zip(declared.map(\.key), made))
        self.entries = entries
        var keyed: [String: (owner: String, type: String)?] = [:]
        for (_, summary) in files {
            for type in summary.types where type.kind == .extension {
                for key in type.keyed {
                    let given = (owner: type.name, type: key.type)
                    keyed[key.name] = keyed[key.name].map { known in known.flatMap { $0 == given ? $0 : nil } } ?? given
                }
            }
        }
        keyedTypes = keyed.compactMapValues { $0 }
        httpClientProtocols = entries.values.filter { $0.kind == .protocol && Network.isClientName($0.name) }.map(\.name).sorted()
    }

    public func entry(_ name: String) -> Entry? { entries[name] }

    /// The type a container's key gives (`walletRepository` → `WalletRepository`), when written on `root` (the type
    /// whose extension declares it; any for `\.walletRepository`); nil when no extension declares it.
    public func keyedType(_ key: String, root: String? = nil) -> String? {
        guard let given = keyedTypes[key], root == nil || root == given.owner else { return nil }
        return given.type
    }

    /// How a name is recorded when a rule asks what a container's key gives.
    static func keyLookup(_ name: String) -> String { "key " + name }

    /// A module of the repository's packages (`import BagData`); nil for a module from elsewhere (`import Combine`).
    public func module(_ name: String) -> Module? { modules[name] }

    /// How a name is recorded when a rule asks about a module: modules and types have separate names.
    static func moduleLookup(_ name: String) -> String { "module " + name }

    /// How a rule's question "which HTTP client protocols does the project declare?" is recorded.
    static let httpClientsLookup = "http client protocols"


    /// The role a name stands for: a project type's, else what its name says (`any FooRepository` from a package).
    public func role(ofTypeNamed name: String) -> Role? {
        if let entry = entries[name] { return entry.role }
        return resolver.roleFromExternalName(name)
    }

    /// What the project's answers about `names` are today, as one hash: a file checked with the same answers
    /// has the same findings.
    func digest(of names: [String]) -> String {
        ContentHash.hex(parts: names.flatMap { name -> [String] in
            if name == Self.httpClientsLookup { return [name, httpClientProtocols.joined(separator: ",")] }
            if name.hasPrefix("key ") { return [name, keyedTypes[String(name.dropFirst(4))].map { "\($0.owner).\($0.type)" } ?? "-"] }
            if name.hasPrefix("module ") {
                return [name, modules[String(name.dropFirst(7))].map { $0.layer?.rawValue ?? "no layer" } ?? "-"]
            }
            return [name, entries[name]?.digest ?? "-"]
        })
    }

    private static func digest(_ entry: Entry) -> String {
        var parts = [
            entry.kind?.rawValue ?? "-", entry.role.rawValue, entry.layer?.rawValue ?? "-", entry.isAmbiguous ? "ambiguous" : "one",
            entry.inherited.sorted().joined(separator: ","), entry.attributes.sorted().joined(separator: ","),
            entry.nestedTypes.sorted().joined(separator: ","), entry.members.sorted().joined(separator: ","),
        ]
        for property in entry.properties {
            parts += [property.name, property.type ?? "-", property.isSettable ? "var" : "let", property.isClosure ? "closure" : "value"]
        }
        return ContentHash.hex(parts: parts)
    }
}
