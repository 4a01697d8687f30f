import FeatureKit

/// What of the spec grammar a set of batches uses, item by item (`type:Int8`, `rule:pattern`, `sets:toggle`,
/// `operation:remove`), so a test can hold that the generator spans all of it.
struct SweepCoverage {
    private(set) var items: Set<String> = []
    private(set) var specs = 0

    init(_ batches: [SweepBatch]) {
        for batch in batches {
            items.formUnion([
                "preset:\(batch.preset.rawValue)", "isolation:\(batch.isolation.rawValue)", "observation:\(batch.style.observation)",
                "state:\(batch.style.state)", "naming:\(batch.style.naming)", "tests:\(batch.style.tests)",
                "config-persistence:\(batch.persistence ?? "none")",
            ])
            if batch.style.patterns != nil { items.insert("style:namePatterns") }
            for spec in batch.specs { add(spec) }
        }
    }

    private mutating func add(_ spec: SweepSpec) {
        specs += 1
        if spec.entity != nil { items.insert("entity") }
        if SweepNames.trickyEntities.contains(spec.entityName) { items.insert("tricky-entity") }
        items.insert("persistence:\(spec.persistence ?? "none")")
        for field in spec.fields {
            let base = field.type.hasSuffix("?") ? String(field.type.dropLast()) : field.type
            if field.type.hasSuffix("?") { items.insert("optional") }
            if base.hasPrefix("[") { items.insert(base.contains(":") ? "dictionary" : base.hasPrefix("[[") ? "nested-array" : "array") }
            else if field.name == "id" { items.insert("id:\(base)") }
            else { items.insert("type:\(base)") }
            if SweepNames.trickyFields.contains(field.name) { items.insert("tricky-field") }
            for rule in field.rules { items.insert("rule:" + String(rule.prefix { $0 != "(" })) }
            if field.example != nil { items.insert("example") }
            if let kind = field.kind { items.insert("kind:\(kind)") }
            if field.currency != nil { items.insert("currency") }
            if field.display != nil { items.insert("display") }
            if let onDelete = field.onDelete { items.insert("onDelete:\(onDelete)") }
        }
        guard let operations = spec.operations else {
            items.insert("operations:default")
            return
        }
        for operation in operations {
            items.insert(operation.kind == "custom" ? "operation:custom" : "operation:\(operation.name)")
            if operation.writesKind { items.insert("kind:\(operation.kind)") }
            if operation.validation != nil { items.insert("validation") }
            if operation.transformation != nil { items.insert("transformation") }
            if operation.repositories != nil { items.insert("repositories") }
            if operation.usedBy != nil { items.insert("usedBy") }
            if let useCase = operation.useCase { items.insert("useCase:\(useCase)") }
            if operation.destructive != nil { items.insert("destructive") }
            if operation.reads != nil { items.insert("reads:\(operation.kind == "custom" ? "custom" : "crud")") }
            if operation.kind == "custom", operation.sets == nil, operation.reads == nil { items.insert("effect:unstated") }
            for (_, value) in operation.sets ?? [] {
                switch value {
                case .plain(let text) where ["now", "toggle", "nil", "~", "[]"].contains(text): items.insert("sets:\(text)")
                case .plain: items.insert("sets:literal")
                case .quoted(let text): items.insert(text == "now" ? "sets:\"now\"" : "sets:text")
                }
            }
        }
    }

    /// The grammar, as items (Docs/Spec.md and Docs/Configuration.md, `style`).
    static let expected: Set<String> = {
        var items: Set<String> = [
            "entity", "tricky-entity", "tricky-field", "optional", "array", "dictionary", "nested-array", "example",
            "currency", "display", "validation", "transformation", "repositories", "usedBy", "useCase:true", "useCase:false",
            "destructive", "reads:custom", "reads:crud", "effect:unstated", "operation:custom", "operations:default",
            "style:namePatterns",
        ]
        items.formUnion(["layered", "features", "clean", "mvvm"].map { "preset:\($0)" })
        items.formUnion(["nonisolated", "mainActor"].map { "isolation:\($0)" })
        items.formUnion(["observable", "observableObject"].map { "observation:\($0)" })
        items.formUnion(["flat", "nested"].map { "state:\($0)" })
        items.formUnion(["protocolSuffix", "defaultPrefix"].map { "naming:\($0)" })
        items.formUnion(["xctest", "swift-testing"].map { "tests:\($0)" })
        items.formUnion(["none", "memory", "json"].flatMap { ["persistence:\($0)", "config-persistence:\($0)"] })
        items.formUnion(["UUID", "String", "Int"].map { "id:\($0)" })
        items.formUnion([
            "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
            "Float", "Decimal", "Bool", "Date", "UUID", "URL", "Data",
        ].map { "type:\($0)" })
        // Every rule FieldRule knows, so a rule added there is missing here until the generator writes it.
        items.formUnion(FieldRule.Kind.allCases.map { "rule:\($0.rawValue)" })
        items.formUnion(["email", "url", "phone", "currency", "multiline"].map { "kind:\($0)" })
        items.formUnion(["restrict", "nullify", "cascade"].map { "onDelete:\($0)" })
        items.formUnion(SweepNames.crudNames.values.flatMap { $0 }.map { "operation:\($0)" })
        items.formUnion(["fetchAll", "fetch", "create", "update", "delete", "custom"].map { "kind:\($0)" })
        items.formUnion(["now", "toggle", "nil", "~", "[]", "literal", "text", "\"now\""].map { "sets:\($0)" })
        return items
    }()
}
