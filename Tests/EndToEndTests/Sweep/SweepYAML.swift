/// The YAML text of a generated spec: a field or an operation per line, as flow mappings, the way Docs/Spec.md
/// writes them, so a failing spec reads like one a person wrote.
extension SweepSpec {
    func yaml(header: String) -> String {
        var lines = ["# \(header)", "feature: \(feature)"]
        if let entity { lines.append("entity: \(entity)") }
        if let persistence { lines.append("persistence: \(persistence)") }
        lines.append("fields:")
        lines += fields.map { "  - " + $0.yaml }
        if let operations {
            lines.append("operations:")
            lines += operations.map { "  - " + $0.yaml }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SweepField {
    var yaml: String {
        var entries = ["name: \(name)", "type: \(SweepYAML.scalar(type))"]
        if !rules.isEmpty { entries.append("rules: [" + rules.map(SweepYAML.scalar).joined(separator: ", ") + "]") }
        if let example { entries.append("example: \(example.yaml)") }
        if let kind { entries.append("kind: \(kind)") }
        if let currency { entries.append("currency: \(currency)") }
        if let display { entries.append("display: \(display)") }
        if let onDelete { entries.append("onDelete: \(onDelete)") }
        return "{ " + entries.joined(separator: ", ") + " }"
    }
}

extension SweepOperation {
    var yaml: String {
        var entries = ["name: \(name)"]
        if writesKind { entries.append("kind: \(kind)") }
        if let validation { entries.append("validation: \(validation)") }
        if let transformation { entries.append("transformation: \(transformation)") }
        if let repositories { entries.append("repositories: [" + repositories.joined(separator: ", ") + "]") }
        if let usedBy { entries.append("usedBy: [" + usedBy.joined(separator: ", ") + "]") }
        if let useCase { entries.append("useCase: \(useCase)") }
        if let sets { entries.append("sets: { " + sets.map { "\($0.field): \($0.value.yaml)" }.joined(separator: ", ") + " }") }
        if let reads { entries.append("reads: { " + reads.map { "\($0.field): \($0.entity)" }.joined(separator: ", ") + " }") }
        if let destructive { entries.append("destructive: \(destructive)") }
        return "{ " + entries.joined(separator: ", ") + " }"
    }
}

extension SweepValue {
    var yaml: String {
        switch self {
        case .plain(let text): return text
        case .quoted(let text): return SweepYAML.doubleQuoted(text)
        }
    }
}

enum SweepYAML {
    /// Plain when YAML reads it back as the same text in a flow collection; else single-quoted (no escapes, so a
    /// pattern's backslashes stay as written).
    static func scalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "()._-".contains($0) }
            && !(text.first?.isNumber ?? false) && text.first != "-"
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
