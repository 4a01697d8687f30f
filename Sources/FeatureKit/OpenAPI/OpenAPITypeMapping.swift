import Foundation
import OpenAPIKit
import ScaffoldCore

/// What one property of an OpenAPI schema becomes in a spec: its type as the spec writes it, the field rules its
/// constraints are, its `default:`, and an `example:` where a pattern needs one. Docs/Remote.md's mapping table is
/// this type's `map`; what it cannot map is refused with the place and what to do instead.
struct MappedProperty {
    var type: Located<String>
    var rules: [Located<String>] = []
    var defaultValue: LiteralDraft?
    var example: Located<String>?
    /// `kind:` the field gets from its format (`format: date` is a day: `kind: date`).
    var kind: Located<String>?
    /// What the mapping left out or approximated, as warnings.
    var notes: [Diagnostic] = []
}

/// JSON Schema (as OpenAPIKit models it) → a spec field's type and rules.
///
/// | schema | type | rules |
/// |---|---|---|
/// | `string` | `String` | `minLength`/`maxLength`/`pattern` → `minLength(n)`/`maxLength(n)`/`pattern(…)`; `enum` → `pattern(a\|b)` |
/// | `string` `uuid` / `date-time` / `date` / `uri` / `byte` | `UUID` / `Date` / `Date` (`kind: date`) / `URL` / `Data` | — |
/// | `string` `email` | `String` | `email` |
/// | `integer` (any format: `Int` is 64 bits on iOS) | `Int` | `minimum`/`maximum` → `min`/`max` (exclusive: ±1) |
/// | `number` (`float`, `double`, `decimal`) | `Double` (`Float`, `Double`, `Decimal`) | `minimum`/`maximum` → `min`/`max` |
/// | `boolean` | `Bool` | — |
/// | `array` of T | `[T]` | `minItems`/`maxItems` → `minLength`/`maxLength` |
/// | `object` with only `additionalProperties: T` | `[String: T]` | — |
/// | `$ref` to an object schema `X` | `X` (an entity of the project) | — |
/// | `$ref` to any other schema | what that schema maps to | its constraints |
/// | not `required`, or `nullable` (3.0) / `type: [T, "null"]` (3.1) / `oneOf: [T, null]` | `T?` | — |
struct OpenAPITypeMapping {
    let document: OpenAPI.Document
    let tree: DocumentTree

    /// A refusal: the problem at its place, with what to do instead.
    struct Refusal: Error {
        var diagnostic: Diagnostic
    }

    /// The property's mapping, or the refusal of the construct that makes it impossible.
    func map(_ schema: JSONSchema, at pointer: JSONPointer, optional: Bool, depth: Int = 0) -> Result<MappedProperty, Refusal> {
        guard depth < 16 else {
            return .failure(refuse(pointer, "the schema refers to itself through `$ref`s", "give the property a type of its own"))
        }
        if schema.discriminator != nil {
            return .failure(refuse(pointer.appending("discriminator"), "a `discriminator` (a value of one of several schemas) is not supported",
                                   Self.polymorphismHint))
        }
        let optional = optional || schema.nullable
        switch schema.value {
        case .reference(let reference, _):
            return mapReference(reference, at: pointer, optional: optional, depth: depth)
        case .string(let core, let context):
            return mapString(core, context, at: pointer, optional: optional)
        case .integer(let core, let context):
            guard core.allowedValues == nil else {
                return .failure(refuse(pointer.appending("enum"), "an `enum` of numbers is not supported: a field rule says only a range",
                                       "describe the values as strings (`type: string`, `enum: [...]`), or drop `enum` and keep `minimum`/`maximum`"))
            }
            // `Int` is 64 bits on every device iOS 17 runs on, so it holds `int32` and `int64` alike (and an `id` is one).
            let type = "Int"
            var mapped = MappedProperty(type: typeText(type, optional: optional, at: pointer))
            if let minimum = context.minimum {
                mapped.rules.append(rule("min(\(minimum.exclusive ? minimum.value + 1 : minimum.value))", at: pointer, key: "minimum", exclusiveKey: "exclusiveMinimum"))
            }
            if let maximum = context.maximum {
                mapped.rules.append(rule("max(\(maximum.exclusive ? maximum.value - 1 : maximum.value))", at: pointer, key: "maximum", exclusiveKey: "exclusiveMaximum"))
            }
            mapped.defaultValue = literal(at: pointer)
            return .success(mapped)
        case .number(let core, let context):
            guard core.allowedValues == nil else {
                return .failure(refuse(pointer.appending("enum"), "an `enum` of numbers is not supported: a field rule says only a range",
                                       "drop `enum` and keep `minimum`/`maximum`, or describe the values as strings"))
            }
            let type = ["float": "Float", "double": "Double", "decimal": "Decimal"][core.format.rawValue] ?? "Double"
            var mapped = MappedProperty(type: typeText(type, optional: optional, at: pointer))
            for (bound, key, exclusiveKey, name) in [(context.minimum, "minimum", "exclusiveMinimum", "min"), (context.maximum, "maximum", "exclusiveMaximum", "max")] {
                guard let bound else { continue }
                mapped.rules.append(rule("\(name)(\(FieldRule.format(bound.value)))", at: pointer, key: key, exclusiveKey: exclusiveKey))
                if bound.exclusive {
                    mapped.notes.append(note(pointer.appending(exclusiveKey),
                                             "`\(exclusiveKey)` is kept as `\(name)(\(FieldRule.format(bound.value)))`: a field rule's bound is inclusive, so the app also accepts \(FieldRule.format(bound.value))"))
                }
            }
            mapped.defaultValue = literal(at: pointer)
            return .success(mapped)
        case .boolean:
            return .success(MappedProperty(type: typeText("Bool", optional: optional, at: pointer), defaultValue: literal(at: pointer)))
        case .array(_, let context):
            guard let items = context.items else {
                return .failure(refuse(pointer, "an `array` without `items` has no element type", "say what the array holds with `items:`"))
            }
            let element: MappedProperty
            switch map(items, at: pointer.appending("items"), optional: false, depth: depth + 1) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let mapped): element = mapped
            }
            var mapped = MappedProperty(type: typeText("[\(element.type.value)]", optional: optional, at: pointer))
            mapped.notes = element.notes
            if !element.rules.isEmpty {
                mapped.notes.append(note(pointer.appending("items"),
                                         "the rules of each element (\(element.rules.map(\.value).joined(separator: ", "))) are not kept: a field rule is on the whole list"))
            }
            if context.minItems > 0 { mapped.rules.append(rule("minLength(\(context.minItems))", at: pointer, key: "minItems")) }
            if let maximum = context.maxItems { mapped.rules.append(rule("maxLength(\(maximum))", at: pointer, key: "maxItems")) }
            if case .emptyList? = literal(at: pointer)?.value { mapped.defaultValue = literal(at: pointer) }
            return .success(mapped)
        case .object(_, let context):
            if context.properties.isEmpty, case .b(let values)? = context.additionalProperties {
                switch map(values, at: pointer.appending("additionalProperties"), optional: false, depth: depth + 1) {
                case .failure(let refusal): return .failure(refusal)
                case .success(let value): return .success(MappedProperty(type: typeText("[String: \(value.type.value)]", optional: optional, at: pointer)))
                }
            }
            return .failure(refuse(pointer, "a nested object is not supported: a field holds one value, a list or a dictionary",
                                   "describe it as a schema of its own under `components/schemas` and refer to it with `$ref` (it is then an entity, generated with `scaffold feature`), or flatten its properties into this schema"))
        case .all(of: let schemas, _):
            // `allOf: [{ $ref: X }]` with a description or `nullable` beside it is X itself.
            if schemas.count == 1, let only = schemas.first {
                return map(only, at: pointer.appending("allOf", "0"), optional: optional, depth: depth + 1)
            }
            return .failure(refuse(pointer.appending("allOf"), "`allOf` inside a property is a nested object, which is not supported",
                                   "describe it as a schema of its own and refer to it with `$ref`"))
        case .one(of: let schemas, _), .any(of: let schemas, _):
            let key = { if case .one = schema.value { "oneOf" } else { "anyOf" } }()
            // `oneOf: [T, { type: "null" }]` is OpenAPI 3.1's way to say T or nothing.
            let nonNull = schemas.enumerated().filter { !$0.element.isNull }
            if nonNull.count == 1, schemas.count == 2, let only = nonNull.first {
                return map(only.element, at: pointer.appending(key, String(only.offset)), optional: true, depth: depth + 1)
            }
            return .failure(refuse(pointer.appending(key), "`\(key)` (a value of one of several shapes) is not supported", Self.polymorphismHint))
        case .not:
            return .failure(refuse(pointer.appending("not"), "`not` is not supported", "give the property a type (`type: string`, …)"))
        case .null:
            return .failure(refuse(pointer, "a property that is always null holds nothing", "leave it out of the schema, or give it a type"))
        case .fragment:
            return .failure(refuse(pointer, "the property has no `type`", "give it a type (`type: string`, `type: integer`, …) or a `$ref`"))
        }
    }

    static let polymorphismHint = "give the property one schema in the document, or state its type in a spec file passed with --spec "
        + "(`fields: [{ name: …, type: String }]`); polymorphic values need hand-written code"

    /// A `$ref` to another object schema is an entity of that name; a `$ref` to anything else is what it refers to.
    private func mapReference(
        _ reference: JSONReference<JSONSchema>, at pointer: JSONPointer, optional: Bool, depth: Int
    ) -> Result<MappedProperty, Refusal> {
        guard case .internal(let internalReference) = reference, let target = JSONPointer(reference: internalReference.rawValue),
              let resolved = resolve(target) else {
            return .failure(refuse(pointer.appending("$ref"), "`$ref: \(reference.absoluteString)` is not a schema of this document",
                                   "scaffold reads one file: bundle the document first (for example with `redocly bundle`), or copy the schema into `components/schemas`"))
        }
        if isObject(resolved), let name = target.components.last {
            return .success(MappedProperty(type: typeText(Self.typeName(name), optional: optional, at: pointer.appending("$ref"))))
        }
        return map(resolved, at: target, optional: optional, depth: depth + 1).map { mapped in
            var mapped = mapped
            // The property's own `default` wins over the one of the schema it refers to.
            if let own = literal(at: pointer) { mapped.defaultValue = own }
            return mapped
        }
    }

    private func mapString(
        _ core: JSONSchema.CoreContext<JSONTypeFormat.StringFormat>, _ context: JSONSchema.StringContext, at pointer: JSONPointer, optional: Bool
    ) -> Result<MappedProperty, Refusal> {
        let format = core.format.rawValue
        if format == "binary" {
            return .failure(refuse(pointer.appending("format"), "`format: binary` is raw bytes (a file upload), which JSON does not carry",
                                   "send files in a request of their own; a field can hold `format: byte` (base64 text) as `Data`"))
        }
        let type = ["uuid": "UUID", "date-time": "Date", "date": "Date", "uri": "URL", "byte": "Data"][format] ?? "String"
        var mapped = MappedProperty(type: typeText(type, optional: optional, at: pointer))
        if format == "date" {
            // A day without a time: the form picks a day, rows show it without a time (`FieldMeaning.date`).
            mapped.kind = tree.located("date", at: pointer.appending("format"))
            mapped.notes.append(note(pointer.appending("format"),
                                     "`format: date` (a day without a time, `2024-05-01`) is a `Date` with `kind: date`; the server's JSON then holds the day only, which the DTO must read as such"))
        }
        var textRules: [Located<String>] = []
        if format == "email" || format == "idn-email" { textRules.append(rule("email", at: pointer, key: "format")) }
        if context.minLength > 0 { textRules.append(rule("minLength(\(context.minLength))", at: pointer, key: "minLength")) }
        if let maximum = context.maxLength { textRules.append(rule("maxLength(\(maximum))", at: pointer, key: "maxLength")) }
        if let pattern = context.pattern {
            // JSON Schema patterns match anywhere unless anchored; a field rule matches the whole value.
            let whole = pattern.hasPrefix("^") && pattern.hasSuffix("$") ? String(pattern.dropFirst().dropLast()) : pattern
            textRules.append(rule("pattern(\(whole))", at: pointer, key: "pattern"))
            if whole == pattern {
                mapped.notes.append(note(pointer.appending("pattern"),
                                         "`pattern: \(pattern)` is not anchored (`^…$`), so JSON Schema matches it anywhere in the text; as a field rule it must match the whole value"))
            }
        }
        if let values = core.allowedValues {
            let texts = values.compactMap { $0.value as? String }
            guard texts.count == values.count, !texts.isEmpty else {
                return .failure(refuse(pointer.appending("enum"), "an `enum` whose values are not all text is not supported",
                                       "list text values, or state the field's type and rules in a spec file passed with --spec"))
            }
            textRules.append(rule("pattern(\(texts.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")))", at: pointer, key: "enum"))
            mapped.example = tree.located(texts[0], at: pointer.appending("enum", "0"))
        }
        if type == "String" {
            mapped.rules = textRules
        } else if !textRules.isEmpty {
            mapped.notes.append(note(pointer, "the text rules of a `\(type)` field (\(textRules.map(\.value).joined(separator: ", "))) are not kept: its type says what it holds"))
        }
        if type == "String" || type == "UUID" || type == "URL" {
            if context.pattern != nil, core.allowedValues == nil, let example = exampleText(at: pointer) { mapped.example = example }
            if type == "String" { mapped.defaultValue = literal(at: pointer) }
        }
        return .success(mapped)
    }

    // MARK: - Reading the document

    /// The schema a pointer into `components/schemas` names (a `$ref` to a `$ref` followed), or nil.
    func resolve(_ pointer: JSONPointer, depth: Int = 0) -> JSONSchema? {
        guard depth < 16, pointer.components.count == 3, pointer.components[0] == "components", pointer.components[1] == "schemas",
              let key = OpenAPI.ComponentKey(rawValue: pointer.components[2]), let schema = document.components.schemas[key] else { return nil }
        return schema
    }

    /// Whether the schema is an object with properties (or an `allOf` of such), so a `$ref` to it is an entity.
    func isObject(_ schema: JSONSchema, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch schema.value {
        case .object(_, let context): return !context.properties.isEmpty || context.additionalProperties == nil
        case .all(of: let schemas, _): return schemas.contains { isObject($0, depth: depth + 1) }
        case .reference(let reference, _):
            guard let name = reference.name, let resolved = resolve(JSONPointer(["components", "schemas", name])) else { return false }
            return isObject(resolved, depth: depth + 1)
        default: return false
        }
    }

    /// A schema's name as a Swift type: `book_summary` → `BookSummary`.
    static func typeName(_ name: String) -> String {
        let words = PropertyNames.words(name)
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func typeText(_ type: String, optional: Bool, at pointer: JSONPointer) -> Located<String> {
        let typePointer = tree.node(at: pointer.appending("type")) != nil ? pointer.appending("type") : pointer
        return tree.located(optional && !type.hasSuffix("?") ? type + "?" : type, at: typePointer)
    }

    /// A rule located at the constraint that says it (`maxLength: 50`), or at its `exclusive…` spelling.
    private func rule(_ text: String, at pointer: JSONPointer, key: String, exclusiveKey: String? = nil) -> Located<String> {
        let place = exclusiveKey.map { tree.node(at: pointer.appending($0)) != nil ? pointer.appending($0) : pointer.appending(key) }
            ?? pointer.appending(key)
        return tree.located(text, at: place)
    }

    /// `default:` as written at the schema, kept with how YAML read it (a quoted `"now"` is text).
    private func literal(at pointer: JSONPointer) -> LiteralDraft? {
        guard let node = tree.specNode(at: pointer.appending("default")) else { return nil }
        var ignored = DiagnosticCollector()
        return EvolutionDraftReader.readLiteral(node, into: &ignored)
    }

    /// `example:` (3.0) or the first of `examples:` (3.1), when it is one value.
    private func exampleText(at pointer: JSONPointer) -> Located<String>? {
        for candidate in [pointer.appending("example"), pointer.appending("examples", "0")] {
            if let text = tree.node(at: candidate)?.scalar?.string { return tree.located(text, at: candidate) }
        }
        return nil
    }

    private func refuse(_ pointer: JSONPointer, _ message: String, _ hint: String) -> Refusal {
        Refusal(diagnostic: Diagnostic(.error, message, at: tree.location(of: pointer), keyPath: pointer.description, hint: hint))
    }

    private func note(_ pointer: JSONPointer, _ message: String) -> Diagnostic {
        Diagnostic(.warning, message, at: tree.location(of: pointer), keyPath: pointer.description)
    }
}
