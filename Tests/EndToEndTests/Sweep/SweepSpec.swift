/// One feature spec the sweep generated, as the keys of Docs/Spec.md; rendered to YAML by `yaml`.
struct SweepSpec {
    var feature: String
    /// nil: the entity is the feature's name.
    var entity: String?
    var fields: [SweepField]
    /// nil: no `operations:` key (the default list, create, update, delete).
    var operations: [SweepOperation]?
    /// `memory`, `json` or nil.
    var persistence: String?

    var entityName: String { entity ?? feature }

    /// The id type records of this entity have: its `id` field's, else UUID.
    var idType: String { fields.first { $0.name == "id" }?.type ?? "UUID" }

    /// The operations as the tool sees them: the stated ones, or the default CRUD set.
    var effectiveKinds: [String] {
        operations?.map(\.kind) ?? ["fetchAll", "create", "update", "delete"]
    }

    /// Whether another feature can pick this entity's records: it has a list, and the list may be a UseCase.
    var canBeReferenced: Bool {
        guard let operations else { return true }
        return operations.contains { $0.kind == "fetchAll" && $0.useCase != false }
    }
}

/// One entry of `fields:`.
struct SweepField {
    var name: String
    /// The type as written (`String`, `"[UUID]"`, `Decimal?`).
    var type: String
    var rules: [String] = []
    var example: SweepValue?
    var kind: String?
    var currency: String?
    var display: String?
    var onDelete: String?
}

/// One entry of `operations:`. `kind` is the kind the tool infers or is told; `writesKind` says whether the
/// spec writes it (`kind: delete` on `purge`) or leaves it to the name (`remove`).
struct SweepOperation {
    var name: String
    var kind: String
    var writesKind = false
    var validation: Bool?
    var transformation: Bool?
    var repositories: [String]?
    var usedBy: [String]?
    var useCase: Bool?
    var sets: [(field: String, value: SweepValue)]?
    var reads: [(field: String, entity: String)]?
    var destructive: Bool?
}

/// A scalar as YAML writes it: plain (`true`, `now`, `12.5`, `[]`) or quoted text (`"now"` is text).
enum SweepValue: Equatable {
    case plain(String)
    case quoted(String)
}
