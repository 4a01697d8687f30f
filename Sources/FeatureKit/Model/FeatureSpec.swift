import ScaffoldCore

/// A validated feature description: the input of planning, whether it came from the CLI shorthand or a spec file.
///
/// Everything the spec did not state stays `nil` here: planning treats unknowns as doubt (seed 000,
/// "When in doubt, create a UseCase"), so the loader must never fill in a guess.
public struct FeatureSpec: Codable, Hashable, Sendable {
    /// Folder name of the feature (`Wallet` → `Features/Wallet/`).
    public var feature: String
    /// The model type; defaults to `feature`.
    public var entity: String
    public var fields: [FieldSpec]
    public var operations: [OperationSpec]
    /// `persistence:` as the spec states it; nil = the project's default (see `PersistenceRule`).
    public var persistence: Persistence?
    /// Where the spec came from (`--spec` path, or nil for the CLI shorthand).
    public var sourceFile: String?
    /// `remote:` as stated: the records live on a server, at these paths (issue 31); nil = on the device only.
    public var remote: RemoteSpec?
    /// `dropped:` as stated: fields the entity had once and has no more, whose values stored records may now lose
    /// (issue 33; until then a store keeps them). nil = none stated.
    public var dropped: [String]?

    public init(
        feature: String, entity: String? = nil, fields: [FieldSpec], operations: [OperationSpec],
        persistence: Persistence? = nil, sourceFile: String? = nil, remote: RemoteSpec? = nil, dropped: [String]? = nil
    ) {
        self.feature = feature
        self.entity = entity ?? feature
        self.fields = fields
        self.operations = operations
        self.persistence = persistence
        self.sourceFile = sourceFile
        self.remote = remote
        self.dropped = dropped
    }

    /// The field that is the model's `id`, if the spec names one.
    public var idField: FieldSpec? { fields.first { $0.name == "id" } }

    /// Whether any field has rules, so writes validate (seed 000: "Validation logic exists"). Computed here
    /// only: the decisions, the UseCases and the Validator all ask this.
    public var hasRules: Bool { fields.contains { !$0.rules.isEmpty } }

    /// The `String` and `String?` fields, which a write prepares (`DataPreparation`) before validating. A
    /// `String` id is no text a person types but which record it is (a `let` of the model): never prepared.
    public var textFields: [FieldSpec] { fields.filter { FieldKind($0.type) == .string && $0.name != "id" } }

    /// The fields that name another record — those an operation `reads:` — each with the entity it names, in
    /// field order. The form edits them with a picker, rows show the record's name, and the named entity's
    /// delete keeps them whole (`onDelete:`).
    public var references: [EntityReference] {
        let read = operations.flatMap { $0.reads ?? [] }
        return fields.compactMap { field in read.first { $0.field == field.name } }
    }
}

/// One stored property of the model.
public struct FieldSpec: Codable, Hashable, Sendable {
    public var name: String
    public var type: TypeRef
    public var rules: [FieldRule]
    /// A value that satisfies every rule, as Swift-literal text for the field type (needed for `pattern`).
    public var example: String?
    /// `kind:` as stated: what the field holds (email, url, phone, currency, multiline); see `FieldMeaning.of`.
    public var meaning: FieldMeaning?
    /// `currency:` as stated: the ISO 4217 code of a currency field (`EUR`); nil = the user's locale's.
    public var currency: String?
    /// `display:` as stated, on a field an operation `reads:`: the referenced entity's field a picker and a row
    /// show; nil = its first non-optional String field.
    public var display: String?
    /// `onDelete:` as stated, on a field an operation `reads:`; nil = `restrict`.
    public var onDelete: DeleteRule?
    public var location: SourceLocation?
    /// `remoteName:` as stated: the field's key in the server's JSON (`owner_name`); nil = the field's name in the
    /// project's key style (`.scaffold.yml` `remote.keyStyle`). Only in a feature with `remote:`.
    public var remoteName: String?
    /// `default:` as stated: the value a record stored before the field existed gets (issue 33); a literal of the
    /// field's type that passes its rules. nil = none (an optional field is then nil).
    public var defaultValue: FieldValue?
    /// `renamedFrom:` as stated: the name an earlier version of the spec gave this field, which records stored then
    /// still hold (issue 33); never a current field's name. nil = not renamed.
    public var renamedFrom: String?

    public init(
        name: String, type: TypeRef, rules: [FieldRule] = [], example: String? = nil, meaning: FieldMeaning? = nil,
        currency: String? = nil, display: String? = nil, onDelete: DeleteRule? = nil, location: SourceLocation? = nil,
        remoteName: String? = nil, defaultValue: FieldValue? = nil, renamedFrom: String? = nil
    ) {
        self.name = name
        self.type = type
        self.rules = rules
        self.example = example
        self.meaning = meaning
        self.currency = currency
        self.display = display
        self.onDelete = onDelete
        self.location = location
        self.remoteName = remoteName
        self.defaultValue = defaultValue
        self.renamedFrom = renamedFrom
    }
}

/// The built-in kinds of operation; each knows its own CRUD facts, `custom` knows none.
public enum OperationKind: String, Codable, Hashable, Sendable, CaseIterable {
    case fetchAll, fetch, create, update, delete, custom

    /// Kinds that are plain CRUD on the feature's own repository.
    public var isCRUD: Bool { self != .custom }

    /// The kind a bare operation name implies (`list` → fetchAll, `add` → create); nil for custom names.
    public static func implied(byName name: String) -> OperationKind? {
        impliedByName[name]
    }

    /// Every built-in operation name and the kind it implies.
    public static let impliedByName: [String: OperationKind] = [
        "list": .fetchAll, "fetchAll": .fetchAll, "all": .fetchAll, "index": .fetchAll,
        "fetch": .fetch, "get": .fetch, "show": .fetch, "detail": .fetch, "read": .fetch,
        "create": .create, "add": .create, "insert": .create, "new": .create,
        "update": .update, "edit": .update, "save": .update,
        "delete": .delete, "remove": .delete, "destroy": .delete,
    ]

    /// The names `--help` and messages list: one per built-in kind, as the shorthand spells them.
    public static let primaryNames = ["list", "fetch", "create", "update", "delete"]
}

/// One operation of the feature, with exactly what the spec stated about it.
public struct OperationSpec: Codable, Hashable, Sendable {
    public var name: String
    public var kind: OperationKind
    /// `validation:` as stated; nil = not stated.
    public var validation: Bool?
    /// `transformation:` as stated; nil = not stated.
    public var transformation: Bool?
    /// Entities whose repositories the operation uses; nil = not stated.
    public var repositories: [String]?
    /// View models that call the operation (`WalletList`, `WalletDetail`); nil = not stated.
    public var usedBy: [String]?
    /// Explicit `useCase:`; nil = let the rules decide.
    public var useCase: Bool?
    /// `sets:` as stated: the fields the operation changes and their new values; nil = not stated.
    public var sets: [FieldAssignment]?
    /// `reads:` as stated: fields naming an entity that must exist before the write; nil = not stated.
    public var reads: [EntityReference]?
    /// `destructive:` as stated: the operation undoes what a person cannot easily redo, so screens ask first.
    /// Deletes always ask; nil = not destructive.
    public var destructive: Bool?
    /// Where the operation and each of its keys were written, for diagnostics (key → location).
    public var location: SourceLocation?
    public var keyLocations: [String: SourceLocation]
    /// Index in the spec's `operations` list, for key paths.
    public var index: Int
    /// `enabledWhen:` as stated: the record's field values under which the operation is available (issue 35), each a
    /// Bool or optional field with a literal of its type (`.literal`) or `nil` (`.clear`); all must hold. nil = not stated.
    public var enabledWhen: [FieldAssignment]?
    /// `remote:` as stated: the request the operation makes (`POST /books/{id}/lend`), in a feature with `remote:`;
    /// nil = its kind's request (`RemoteSpec.defaultRequest(for:)`), and none for a custom operation.
    public var remote: RemoteRequest?

    public init(
        name: String,
        kind: OperationKind,
        validation: Bool? = nil,
        transformation: Bool? = nil,
        repositories: [String]? = nil,
        usedBy: [String]? = nil,
        useCase: Bool? = nil,
        sets: [FieldAssignment]? = nil,
        reads: [EntityReference]? = nil,
        destructive: Bool? = nil,
        location: SourceLocation? = nil,
        keyLocations: [String: SourceLocation] = [:],
        index: Int = 0,
        enabledWhen: [FieldAssignment]? = nil,
        remote: RemoteRequest? = nil
    ) {
        self.name = name
        self.kind = kind
        self.validation = validation
        self.transformation = transformation
        self.repositories = repositories
        self.usedBy = usedBy
        self.useCase = useCase
        self.sets = sets
        self.reads = reads
        self.destructive = destructive
        self.location = location
        self.keyLocations = keyLocations
        self.index = index
        self.enabledWhen = enabledWhen
        self.remote = remote
    }

    /// `operations[2]` for diagnostics.
    public var keyPath: String { "operations[\(index)]" }

    /// Whether the spec says what the operation does beyond its kind: the fields it sets or the entities it reads.
    public var statesEffect: Bool { !(sets ?? []).isEmpty || !(reads ?? []).isEmpty }

    /// Whether a screen asks before running it: every delete, and custom operations the spec marks `destructive`.
    public var confirms: Bool { kind == .delete || destructive == true }
}
