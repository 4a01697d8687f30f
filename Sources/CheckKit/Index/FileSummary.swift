/// What other files need to know about one file: the types it declares and extends, as much as roles and the
/// rules that look across files read (conformances, attributes, nested types, stored properties). Syntax only,
/// so it holds whatever the configuration; cached with the file's findings.
public struct FileSummary: Codable, Hashable, Sendable {
    /// Every type declaration and extension, nested ones included, in source order.
    public var types: [DeclaredType]

    public init(types: [DeclaredType] = []) {
        self.types = types
    }
}

/// One type declaration or extension, as the project index merges them by name.
public struct DeclaredType: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    /// `Wallet`; `CountScreen.ViewModel` for a type nested in `CountScreen`; an extension names the type it extends.
    public var name: String
    public var kind: Kind
    /// The line of the name, for `--explain`.
    public var line: Int
    /// `MainActor`, `Observable`, `Model`: attribute names without `@` or arguments.
    public var attributes: [String]
    /// The inheritance clause's outermost names (`View`, `ObservableObject`).
    public var inherited: [String]
    /// Types and type aliases declared directly inside (`State`).
    public var nestedTypes: [String]
    /// Stored instance properties (computed and static ones are not state a dependency lives in).
    public var properties: [StoredProperty]
    /// The outermost types of every initializer parameter: what the type is given.
    public var injected: [String]
    /// For a protocol or an extension: the names of its functions and properties (what a holder may call on it).
    public var members: [String]
    /// For an extension: the type each property gives (`var walletRepository: Factory<WalletRepository>` →
    /// `WalletRepository`), what a property wrapper given its key path (`@Injected(\.walletRepository) var repository`)
    /// hands its holder.
    public var keyed: [KeyedType]

    public init(
        name: String, kind: Kind, line: Int, attributes: [String] = [], inherited: [String] = [], nestedTypes: [String] = [],
        properties: [StoredProperty] = [], injected: [String] = [], members: [String] = [], keyed: [KeyedType] = []
    ) {
        self.name = name
        self.kind = kind
        self.line = line
        self.attributes = attributes
        self.inherited = inherited
        self.nestedTypes = nestedTypes
        self.properties = properties
        self.injected = injected
        self.members = members
        self.keyed = keyed
    }

    enum CodingKeys: String, CodingKey { case name, kind, line, attributes, inherited, nestedTypes, properties, injected, members, keyed }

    // Most lists are empty: they are left out of the cache.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        kind = try container.decode(Kind.self, forKey: .kind)
        line = try container.decode(Int.self, forKey: .line)
        attributes = try container.decodeIfPresent([String].self, forKey: .attributes) ?? []
        inherited = try container.decodeIfPresent([String].self, forKey: .inherited) ?? []
        nestedTypes = try container.decodeIfPresent([String].self, forKey: .nestedTypes) ?? []
        properties = try container.decodeIfPresent([StoredProperty].self, forKey: .properties) ?? []
        injected = try container.decodeIfPresent([String].self, forKey: .injected) ?? []
        members = try container.decodeIfPresent([String].self, forKey: .members) ?? []
        keyed = try container.decodeIfPresent([KeyedType].self, forKey: .keyed) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(line, forKey: .line)
        if !attributes.isEmpty { try container.encode(attributes, forKey: .attributes) }
        if !inherited.isEmpty { try container.encode(inherited, forKey: .inherited) }
        if !nestedTypes.isEmpty { try container.encode(nestedTypes, forKey: .nestedTypes) }
        if !properties.isEmpty { try container.encode(properties, forKey: .properties) }
        if !injected.isEmpty { try container.encode(injected, forKey: .injected) }
        if !members.isEmpty { try container.encode(members, forKey: .members) }
        if !keyed.isEmpty { try container.encode(keyed, forKey: .keyed) }
    }
}

/// A property an extension declares and the type it gives: a key of a dependency container (`extension Container {
/// var walletRepository: Factory<WalletRepository> { … } }`, `extension EnvironmentValues { var theme: Theme }`).
public struct KeyedType: Codable, Hashable, Sendable {
    public var name: String
    public var type: String
}

/// A stored instance property: its name, its type's outermost name, and whether code outside may set it.
public struct StoredProperty: Codable, Hashable, Sendable {
    public var name: String
    /// `WalletRepository` for `any WalletRepository`, `(some Foo)?`; nil for collections, functions, tuples and
    /// properties without an annotation.
    public var type: String?
    /// A `var` without a `private`/`fileprivate` setter: a value a view may edit (a form field).
    public var isSettable: Bool
    /// Its type is a function type (`let fetch: () async throws -> [Note]`).
    public var isClosure: Bool

    public init(name: String, type: String?, isSettable: Bool, isClosure: Bool = false) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isClosure = isClosure
    }

    enum CodingKeys: String, CodingKey { case name, type, isSettable, isClosure }

    // Closures are few: the flag is left out of the cache when false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        isSettable = try container.decode(Bool.self, forKey: .isSettable)
        isClosure = try container.decodeIfPresent(Bool.self, forKey: .isClosure) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(type, forKey: .type)
        try container.encode(isSettable, forKey: .isSettable)
        if isClosure { try container.encode(true, forKey: .isClosure) }
    }
}
