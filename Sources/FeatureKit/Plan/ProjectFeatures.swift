/// The project's features as scaffold recorded them (`FeatureRecord`), with what a plan reads from the others:
/// the entity a reference names (its id, its fields, its list), and the references other features hold to
/// the planned entity, which its delete keeps whole.
public struct ProjectFeatures: Hashable, Sendable {
    /// Every recorded spec by entity, the planned feature's own (new) spec included.
    public var specs: [String: FeatureSpec]

    public init(_ specs: [FeatureSpec] = []) {
        self.specs = Dictionary(specs.map { ($0.entity, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The same project with `spec` as its entity's spec (the run's new version of a recorded feature).
    public func replacing(with spec: FeatureSpec) -> ProjectFeatures {
        var copy = self
        copy.specs[spec.entity] = spec
        return copy
    }

    /// The fields of every feature (this one's included) that name `entity`'s records, in entity and field order.
    public func incoming(to entity: String) -> [IncomingReference] {
        specs.keys.sorted().flatMap { name -> [IncomingReference] in
            guard let spec = specs[name] else { return [] }
            return spec.references.filter { $0.entity == entity }.compactMap { reference in
                guard let field = spec.fields.first(where: { $0.name == reference.field }) else { return nil }
                let display = DisplayField.of(spec)
                return IncomingReference(
                    entity: spec.entity, feature: spec.feature, field: field.name, type: field.type,
                    onDelete: field.onDelete ?? .restrict, display: display,
                    displayIsOptional: spec.fields.first { $0.name == display }?.type.isOptional ?? false,
                    referringIDType: spec.idField.map { $0.type.description }
                )
            }
        }
    }

    /// The view models of other features that show `entity`'s records — a list's rows and a form's picker — and so
    /// call its list operation (seed 000: "Reused across multiple ViewModels").
    public func listUsers(of entity: String) -> [String] {
        specs.keys.sorted().flatMap { name -> [String] in
            guard name != entity, let spec = specs[name], spec.references.contains(where: { $0.entity == entity }) else { return [] }
            var users: [String] = []
            if spec.operations.contains(where: { $0.kind == .fetchAll }) { users.append("\(spec.entity)List") }
            if spec.operations.contains(where: { $0.kind == .create || $0.kind == .update }) { users.append("\(spec.entity)Form") }
            return users
        }
    }
}

/// A field of some feature that names records of the planned entity, and what deleting one does to it.
public struct IncomingReference: Codable, Hashable, Sendable {
    /// The referring entity and its feature (`Expense`).
    public var entity: String
    public var feature: String
    /// The field holding the id (`categoryID`), and its type (`UUID`, `UUID?`, `[UUID]`).
    public var field: String
    public var type: TypeRef
    public var onDelete: DeleteRule
    /// The referring entity's field that names a record to a person (`title`), and whether it is optional;
    /// nil = its id.
    public var display: String?
    public var displayIsOptional: Bool
    /// The referring entity's id type (`String`, `Int`; nil = `UUID`), for tests that store several of its records.
    public var referringIDType: String? = nil
}

/// The field that names a record to a person, in pickers, rows and messages: `display:` where a reference
/// states it, else the entity's first non-optional String field, else its first String? field (nil: its id).
public enum DisplayField {
    public static func of(_ spec: FeatureSpec, stated: String? = nil) -> String? {
        if let stated { return stated }
        let texts = spec.textFields.filter { $0.name != "id" }
        return (texts.first { !$0.type.isOptional } ?? texts.first)?.name
    }
}
