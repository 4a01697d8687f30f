import OpenAPIKit
import ScaffoldCore

/// The fields of one schema of an OpenAPI document (`components/schemas/Book`), its `allOf` parts and the schemas they
/// refer to flattened in order: each property a field draft named in Swift's style, with its JSON key as `remoteName`
/// where the two differ. A property whose type cannot be mapped keeps its refusal beside it, so a spec file passed with
/// `--spec` that states the field's type can stand in for it (`SpecOverlay`).
struct SchemaFieldReader {
    let mapping: OpenAPITypeMapping

    /// One property as the schema states it.
    struct Property {
        var key: String
        var schema: JSONSchema
        var pointer: JSONPointer
        var required: Bool
    }

    /// The fields read: their drafts, the refusal of each field whose type could not be mapped (by field name), and
    /// warnings about what was approximated.
    struct Fields {
        var drafts: [FieldDraft] = []
        var refusals: [String: Diagnostic] = [:]
        var notes: [Diagnostic] = []
    }

    /// The schema's fields, or nil after reporting why the schema is no record (not an object, polymorphic, …).
    func read(_ schema: JSONSchema, at pointer: JSONPointer, into diagnostics: inout DiagnosticCollector) -> Fields? {
        var properties: [Property] = []
        guard collect(schema, at: pointer, into: &properties, diagnostics: &diagnostics, depth: 0) else { return nil }
        guard !properties.isEmpty else {
            diagnostics.error("the schema has no properties, so its records have no fields", at: mapping.tree.location(of: pointer),
                              keyPath: pointer.description, hint: "describe the record's properties under `properties:`")
            return nil
        }
        var fields = Fields()
        var names: [String: String] = [:]
        for property in properties {
            let name = PropertyNames.lowerCamel(property.key)
            let nameText = mapping.tree.located(name, at: property.pointer)
            var draft = FieldDraft(name: nameText, location: nameText.location, keyPath: property.pointer.description)
            if name != property.key { draft.remoteName = mapping.tree.located(property.key, at: property.pointer) }
            if let other = names[name] {
                fields.refusals[name] = Diagnostic(
                    .error, "the properties `\(other)` and `\(property.key)` would both be the field `\(name)`",
                    at: nameText.location, keyPath: nameText.keyPath,
                    hint: "name them apart in a spec file passed with --spec: `- { name: \(name)2, remoteName: \(property.key) }`"
                )
                continue
            }
            names[name] = property.key
            // A write-only property (a password) is never in a response: decoding one must not require it.
            let optional = !property.required || property.schema.writeOnly
            switch mapping.map(property.schema, at: property.pointer, optional: optional) {
            case .failure(let refusal):
                fields.refusals[name] = refusal.diagnostic
            case .success(let mapped):
                draft.type = mapped.type
                draft.rules = mapped.rules
                draft.defaultValue = mapped.defaultValue
                draft.example = mapped.example
                draft.kind = mapped.kind
                fields.notes += mapped.notes
                if property.schema.writeOnly && property.required {
                    fields.notes.append(Diagnostic(
                        .warning, "`\(property.key)` is write-only: the server never sends it back, so the field is optional",
                        at: nameText.location, keyPath: nameText.keyPath))
                }
            }
            fields.drafts.append(draft)
        }
        if !properties.contains(where: { PropertyNames.lowerCamel($0.key) == "id" }) {
            fields.notes.append(Diagnostic(
                .warning, "the schema has no `id` property: the app gives each record a UUID of its own, which the server does not know",
                at: mapping.tree.location(of: pointer), keyPath: pointer.description))
        }
        return fields
    }

    /// Appends the properties of an object schema, of each part of an `allOf`, and of the schemas they refer to; a
    /// property stated again (an `allOf` part narrowing it) replaces the earlier one in place, required if either says so.
    private func collect(
        _ schema: JSONSchema, at pointer: JSONPointer, into properties: inout [Property], diagnostics: inout DiagnosticCollector, depth: Int
    ) -> Bool {
        func refuse(_ at: JSONPointer, _ message: String, _ hint: String) -> Bool {
            diagnostics.error(message, at: mapping.tree.location(of: at), keyPath: at.description, hint: hint)
            return false
        }
        guard depth < 16 else { return refuse(pointer, "the schema's `allOf` and `$ref`s refer to each other in a circle", "break the circle") }
        if schema.discriminator != nil {
            return refuse(pointer.appending("discriminator"), "a `discriminator` (records of several schemas in one) is not supported",
                          "generate one feature per concrete schema (`--schema Novel`), each with its own paths")
        }
        switch schema.value {
        case .object(_, let context):
            let required = Set(context.requiredProperties)
            for (key, property) in context.properties {
                let entry = Property(key: key, schema: property, pointer: pointer.appending("properties", key), required: required.contains(key))
                if let index = properties.firstIndex(where: { $0.key == key }) {
                    let wasRequired = properties[index].required
                    properties[index] = entry
                    properties[index].required = entry.required || wasRequired
                } else {
                    properties.append(entry)
                }
            }
            // An `allOf` part may only say that an earlier part's property is required.
            for key in required where !context.properties.keys.contains(key) {
                if let index = properties.firstIndex(where: { $0.key == key }) { properties[index].required = true }
            }
            return true
        case .all(of: let parts, _):
            var valid = true
            for (index, part) in parts.enumerated() {
                valid = collect(part, at: pointer.appending("allOf", String(index)), into: &properties, diagnostics: &diagnostics, depth: depth + 1) && valid
            }
            return valid
        case .reference(let reference, _):
            guard let name = reference.name, reference.isInternal,
                  let resolved = mapping.resolve(JSONPointer(["components", "schemas", name])) else {
                return refuse(pointer.appending("$ref"), "`$ref: \(reference.absoluteString)` is not a schema of this document",
                              "scaffold reads one file: bundle the document first (for example with `redocly bundle`)")
            }
            return collect(resolved, at: JSONPointer(["components", "schemas", name]), into: &properties, diagnostics: &diagnostics, depth: depth + 1)
        case .one, .any:
            let key = { if case .one = schema.value { "oneOf" } else { "anyOf" } }()
            return refuse(pointer.appending(key), "a record that is `\(key)` several schemas is not supported",
                          "generate one feature per concrete schema (`--schema Novel`), each with its own paths")
        case .fragment:
            // An `allOf` part that only describes (a `description`, `nullable`) adds no property.
            return depth > 0 || refuse(pointer, "the schema says nothing about its records", "describe them with `type: object` and `properties:`")
        default:
            return refuse(pointer, "the schema is not an object, so its values are not records with fields",
                          "name the schema of the records (`--schema`), an object with `properties:`")
        }
    }
}
