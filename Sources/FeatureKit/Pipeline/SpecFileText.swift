import ScaffoldCore

/// A validated spec written back as a spec file that `SpecLoader` reads as the same spec: every key the spec
/// states, in the order Docs/Spec.md lists them, a field or an operation per line. Used to save what a run was given
/// that has no file of its own (the shorthand, an OpenAPI document), as `Specs/<Feature>.yml`.
enum SpecFileText {
    /// The spec's lines, without a header comment; `persistence` is the one to write (the shorthand's flag).
    static func lines(for spec: FeatureSpec, persistence: Persistence?) -> [String] {
        var lines = ["feature: \(YAMLScalar.text(spec.feature))"]
        if spec.entity != spec.feature { lines.append("entity: \(YAMLScalar.text(spec.entity))") }
        lines.append("fields:")
        lines += spec.fields.map { "  - " + flow(field($0)) }
        lines.append("operations:")
        lines += spec.operations.map { "  - " + flow(operation($0)) }
        if let persistence { lines.append("persistence: \(persistence.rawValue)") }
        if let remote = spec.remote { lines += ["remote:"] + self.remote(remote).map { "  \($0.key): \($0.value)" } }
        if let dropped = spec.dropped { lines.append("dropped: " + list(dropped.map(YAMLScalar.text))) }
        return lines
    }

    private typealias Pair = (key: String, value: String)

    private static func field(_ field: FieldSpec) -> [Pair] {
        var pairs: [Pair] = [("name", YAMLScalar.text(field.name)), ("type", YAMLScalar.text(field.type.description))]
        if !field.rules.isEmpty { pairs.append(("rules", list(field.rules.map { YAMLScalar.text($0.description) }))) }
        if let example = field.example { pairs.append(("example", literal(example))) }
        if let meaning = field.meaning { pairs.append(("kind", meaning.rawValue)) }
        if let currency = field.currency { pairs.append(("currency", YAMLScalar.text(currency))) }
        if let display = field.display { pairs.append(("display", YAMLScalar.text(display))) }
        if let onDelete = field.onDelete { pairs.append(("onDelete", onDelete.rawValue)) }
        if let remoteName = field.remoteName { pairs.append(("remoteName", quoted(remoteName))) }
        if let value = field.defaultValue { pairs.append(("default", self.value(value))) }
        if let renamedFrom = field.renamedFrom { pairs.append(("renamedFrom", YAMLScalar.text(renamedFrom))) }
        return pairs
    }

    private static func operation(_ operation: OperationSpec) -> [Pair] {
        var pairs: [Pair] = [("name", YAMLScalar.text(operation.name)), ("kind", operation.kind.rawValue)]
        func flag(_ key: String, _ value: Bool?) { if let value { pairs.append((key, value ? "true" : "false")) } }
        flag("validation", operation.validation)
        flag("transformation", operation.transformation)
        if let repositories = operation.repositories { pairs.append(("repositories", list(repositories.map(YAMLScalar.text)))) }
        if let usedBy = operation.usedBy { pairs.append(("usedBy", list(usedBy.map(YAMLScalar.text)))) }
        flag("useCase", operation.useCase)
        if let sets = operation.sets { pairs.append(("sets", flow(sets.map { ($0.field, assigned($0.value)) }))) }
        if let reads = operation.reads { pairs.append(("reads", flow(reads.map { ($0.field, YAMLScalar.text($0.entity)) }))) }
        flag("destructive", operation.destructive)
        if let enabledWhen = operation.enabledWhen {
            pairs.append(("enabledWhen", flow(enabledWhen.map { ($0.field, assigned($0.value)) })))
        }
        if let remote = operation.remote {
            pairs.append(("remote", flow([("method", remote.method.rawValue), ("path", quoted(remote.path))])))
        }
        return pairs
    }

    private static func remote(_ remote: RemoteSpec) -> [Pair] {
        var pairs: [Pair] = [("path", quoted(remote.path))]
        if let item = remote.item { pairs.append(("item", quoted(item))) }
        if let pagination = remote.pagination {
            var keys: [Pair] = [("style", pagination.style.rawValue)]
            if let parameter = pagination.parameter { keys.append(("parameter", quoted(parameter))) }
            if let size = pagination.sizeParameter { keys.append(("sizeParameter", quoted(size))) }
            if let next = pagination.next { keys.append(("next", quoted(next))) }
            pairs.append(("pagination", flow(keys)))
        }
        if let list = remote.list { pairs.append(("list", quoted(list))) }
        if let baseURL = remote.baseURL { pairs.append(("baseURL", quoted(baseURL))) }
        return pairs
    }

    /// `{ name: title, type: String }`.
    private static func flow(_ pairs: [Pair]) -> String {
        "{ " + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
    }

    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// A Swift literal as the spec wrote it: a string literal's text quoted (so `"now"` stays text), anything else as is.
    private static func literal(_ swift: String) -> String {
        SwiftLiteral.decodeString(swift).map(quoted) ?? swift
    }

    private static func assigned(_ value: AssignedValue) -> String {
        switch value {
        case .literal(let swift): return literal(swift)
        case .now: return "now"
        case .toggle: return "toggle"
        case .clear: return "nil"
        }
    }

    private static func value(_ value: FieldValue) -> String {
        switch value {
        case .text(let text): return quoted(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .emptyList: return "[]"
        }
    }

    /// Always double-quoted: YAML reads it back as this text whatever it is (`now`, `nil`, `123`, `a: b`).
    private static func quoted(_ text: String) -> String {
        let plain = YAMLScalar.text(text)
        return plain.hasPrefix("\"") ? plain : "\"\(plain)\""
    }
}
