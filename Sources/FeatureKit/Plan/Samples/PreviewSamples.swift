import ScaffoldCore

/// The sample a preview gives a field that holds other entities' values (`authors: [Author]`, `featured: Author?`),
/// written for the app target. A test's sample of such a field is the entity's fixture (`Author.fixture()`), which is
/// declared in the test target, so a `#Preview` calling it did not compile (sweep fixture `entity-field-preview`,
/// issue 35 item 2: "A generated project's tests pass for every spec the tool accepts"). An optional is `nil`, a list or dictionary whose rules allow it is empty,
/// and otherwise the entity is made with its own initializer from its spec's samples
/// (`Author(id: UUID(), name: "Sample name")`), never `fixture()`.
struct PreviewSamples: Sendable {
    /// The project's features, whose specs say how to make the entities a field names.
    var project: ProjectFeatures
    var names: FrameworkNames

    /// The preview's value of `field`; nil where the field holds no entity (its fixture value is the app's too) or the
    /// entity's spec is unknown here.
    func value(of field: FieldSpec) -> String? {
        guard !Self.entities(in: field.type).isEmpty else { return nil }
        return value(of: field, making: [])
    }

    /// The entities `type` names, however deep (`[String: [Author]]?` → `Author`).
    static func entities(in type: TypeRef) -> [String] {
        switch type {
        case .optional(let wrapped), .array(let wrapped): return entities(in: wrapped)
        case .dictionary(_, let value): return entities(in: value)
        case .named:
            if case .entity(let name) = FieldKind(type) { return [name] }
            return []
        }
    }

    /// `entity`'s record with `id` as its id and a value passing every rule for each field it requires, made in the
    /// app target (`PreviewReferences`: the record a preview's sample names); nil when its spec is unknown.
    func record(of entity: String, id: String) -> String? {
        initializer(of: entity, making: [], id: id)
    }

    /// `making` holds the entities being made around this field, so an entity that holds itself ends in an empty list
    /// or in nil instead of an endless initializer.
    private func value(of field: FieldSpec, making: Set<String>) -> String? {
        if field.type.isOptional { return "nil" }
        let kind = FieldKind(field.type)
        let builder = SampleBuilder(names: names)
        switch kind {
        case .array, .dictionary:
            let empty = SampleValue.collection(count: 0, element: "", keys: builder.dictionaryKeys(kind))
            if field.rules.allSatisfy({ RuleEvaluator.passes($0, empty) }) { return empty.swift }
        default: break
        }
        var made: [String: String] = [:]
        for entity in Self.entities(in: field.type) {
            guard let initializer = initializer(of: entity, making: making) else { return nil }
            made[entity] = initializer
        }
        var withEntities = builder
        withEntities.entityValues = made
        return withEntities.validValue(field: field, kind: kind)?.swift
    }

    /// `Author(id: UUID(), name: "Sample name")`: the entity's initializer with a value passing every rule for each
    /// field it requires (optionals are left to their `nil` default); nil when its spec is unknown or it holds itself.
    private func initializer(of entity: String, making: Set<String>, id: String? = nil) -> String? {
        guard let spec = project.specs[entity], !making.contains(entity) else { return nil }
        let builder = SampleBuilder(names: names, references: Set(spec.references.map(\.field)))
        var arguments = spec.idField == nil ? ["id: \(id ?? "\(names.spell("UUID"))()")"] : []
        for field in spec.fields where !field.type.isOptional {
            let value: String?
            if field.name == "id", let id {
                value = id
            } else if field.name == "id" {
                switch field.type.description {
                case "String": value = "\"id-1\""
                case "Int": value = "1"
                default: value = "\(names.spell("UUID"))()"
                }
            } else if !Self.entities(in: field.type).isEmpty {
                value = self.value(of: field, making: making.union([entity]))
            } else {
                value = builder.validValue(field: field, kind: FieldKind(field.type))?.swift
            }
            guard let value else { return nil }
            arguments.append("\(field.name): \(value)")
        }
        return "\(entity)(\(arguments.joined(separator: ", ")))"
    }
}
