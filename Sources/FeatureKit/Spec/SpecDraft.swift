import ScaffoldCore

/// A value read from the spec together with where it was written, so later checks can point at it.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    /// nil for the CLI shorthand, which has no file.
    var location: SourceLocation?
    /// `fields[1].type`, or `argument 3 ('balance:Decmal')` for the shorthand.
    var keyPath: String
}

/// The spec as read, before validation: its shape is checked, its meaning is not, and every value keeps its place.
///
/// Both inputs (spec file and CLI shorthand) produce a draft, so both get the same name, type and rule checks.
struct SpecDraft: Sendable {
    var feature: Located<String>?
    var entity: Located<String>?
    var fields: [FieldDraft] = []
    /// nil when the spec does not list operations (the default CRUD set applies).
    var operations: [OperationDraft]?
    /// `persistence:` as written and checked; nil = not stated.
    var persistence: Persistence?
    var sourceFile: String?
    /// `remote:` as written; nil = not stated.
    var remote: RemoteDraft?
    /// `dropped:` as written; nil = not stated.
    var dropped: [Located<String>]?
}

/// One field as written.
struct FieldDraft: Sendable {
    var name: Located<String>?
    var type: Located<String>?
    var rules: [Located<String>] = []
    /// Whether `rules:` was written (an empty list says "no rules"), for a file merged over another source.
    var statesRules = false
    var example: Located<String>?
    var kind: Located<String>?
    var currency: Located<String>?
    var display: Located<String>?
    var onDelete: Located<String>?
    var location: SourceLocation?
    var keyPath: String
    var remoteName: Located<String>?
    var defaultValue: LiteralDraft?
    var renamedFrom: Located<String>?
}

/// One operation as written; flags not written stay nil.
struct OperationDraft: Sendable {
    var name: Located<String>?
    var kind: Located<String>?
    var validation: Bool?
    var transformation: Bool?
    var repositories: [Located<String>]?
    var usedBy: [Located<String>]?
    var useCase: Bool?
    var sets: [AssignmentDraft]?
    var reads: [ReferenceDraft]?
    var destructive: Bool?
    var location: SourceLocation?
    var keyLocations: [String: SourceLocation] = [:]
    var index: Int
    var keyPath: String
    /// Written in `--operations`, where a custom operation must say so (`OperationNameCheck`).
    var onCommandLine = false
    /// `enabledWhen:` as written (field → value, as `sets:`); nil = not stated.
    var enabledWhen: [AssignmentDraft]?
    /// `remote:` as written; nil = not stated.
    var remote: RequestDraft?
}

/// One `sets:` entry as written: the field's name and the value's text with how YAML read it.
struct AssignmentDraft: Sendable {
    /// The value as YAML wrote it; quoting tells `"now"` (text) from `now` (the keyword).
    enum Value: Sendable {
        case plain(String)
        case quoted(String)
        /// `~`, `null` or nothing after the colon: the same as `nil`.
        case null
        /// `[]`: an empty list.
        case emptyList
    }

    var field: Located<String>
    var value: Value
    var valueLocation: SourceLocation?
    var valueKeyPath: String
}

/// A literal as written where no field is named beside it (`default:`): the value with how YAML read it.
struct LiteralDraft: Sendable {
    var value: AssignmentDraft.Value
    var location: SourceLocation?
    var keyPath: String
}

/// One `reads:` entry as written: a field of the entity and the entity it names.
struct ReferenceDraft: Sendable {
    var field: Located<String>
    var entity: Located<String>
}
