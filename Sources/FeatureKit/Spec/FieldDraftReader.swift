import Foundation
import ScaffoldCore

/// Reads one entry of `fields:` (a mapping with name, type, rules and example) into a draft.
enum FieldDraftReader {
    static let keys = [
        "name", "type", "rules", "example", "kind", "currency", "display", "onDelete", "remoteName", "default", "renamedFrom",
    ]

    /// `asOverlay`: a field of a file merged over another source, which names the field (`name` or `remoteName`) and
    /// states only what it changes.
    static func read(_ node: SpecNode, asOverlay: Bool = false, into diagnostics: inout DiagnosticCollector) -> FieldDraft? {
        if let shorthand = shorthandSpelling(of: node) {
            // `- balance: Decimal` or `- balance:Decimal` read naturally but are not the schema; say how to write them.
            diagnostics.error(
                "a field is a mapping with `name` and `type`, found `\(SpecText.abbreviated(shorthand.written))`",
                at: node.location, keyPath: node.keyPath,
                hint: "write `- { name: \(shorthand.name), type: \(shorthand.type) }`"
            )
            return nil
        }
        let hint = "write each field as `- { name: title, type: String }`"
        let start = FieldDraft(location: node.location, keyPath: node.keyPath)
        let read = node.read(into: start, allowed: keys, what: "a field", hint: hint, diagnostics: &diagnostics) { draft, entry, diagnostics in
            let value = entry.value
            switch entry.key {
            case "name":
                draft.name = value.text("the field name", hint: "write a lowerCamelCase name, e.g. `name: balance`", into: &diagnostics)
            case "type":
                draft.type = readType(value, into: &diagnostics)
            case "rules":
                draft.rules = readRules(value, into: &diagnostics)
                draft.statesRules = true
            case "example":
                draft.example = value.text(
                    "`example`", hint: "write one valid value, e.g. `example: \"Main\"`, or leave `example` out", into: &diagnostics)
            case "kind":
                draft.kind = value.text("`kind`", hint: "write what the field holds: \(FieldMeaning.allCases.map(\.rawValue).joined(separator: ", "))", into: &diagnostics)
            case "currency":
                draft.currency = value.text("`currency`", hint: "write an ISO 4217 code, e.g. `currency: EUR`", into: &diagnostics)
            case "display":
                draft.display = value.text("`display`", hint: "write the referenced entity's field to show, e.g. `display: name`", into: &diagnostics)
            case "onDelete":
                draft.onDelete = value.text("`onDelete`", hint: "write \(DeleteRule.allCases.map(\.rawValue).joined(separator: ", "))", into: &diagnostics)
            case "remoteName":
                draft.remoteName = value.text("`remoteName`", hint: "write the field's key in the server's JSON, e.g. `remoteName: owner_name`", into: &diagnostics)
            case "default":
                draft.defaultValue = EvolutionDraftReader.readLiteral(value, into: &diagnostics)
            case "renamedFrom":
                draft.renamedFrom = value.text("`renamedFrom`", hint: "write the field's earlier name, e.g. `renamedFrom: name`", into: &diagnostics)
            default:
                break
            }
        }
        guard case let (draft, entries)? = read else { return nil }
        if asOverlay {
            if !entries.contains(where: { $0.key == "name" || $0.key == "remoteName" }) {
                diagnostics.error("the field names no field: it is missing `name`", at: node.location, keyPath: "\(node.keyPath).name",
                                  hint: "add `name:` (or `remoteName:`, the server's key) of the field it adds to")
            }
            return draft
        }
        for required in ["name", "type"] where !entries.contains(where: { $0.key == required }) {
            diagnostics.error(
                "the field is missing `\(required)`", at: node.location, keyPath: "\(node.keyPath).\(required)",
                hint: required == "name" ? "add `name:` with a lowerCamelCase name" : "add `type:`, e.g. `type: String`"
            )
        }
        return draft
    }

    /// Unquoted `[String]` is a YAML list, not text: the hint says how to quote exactly what was written.
    private static func readType(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> Located<String>? {
        if case .sequence = node.node {
            diagnostics.error(
                "the type must be text, but YAML read `\(SpecText.abbreviated(node.flowText))` as a list",
                at: node.location, keyPath: node.keyPath, hint: "quote it: `type: \"\(node.flowText)\"`"
            )
            return nil
        }
        return node.text("the type", hint: "write a Swift type such as `type: String` or `type: \"[String]\"`", into: &diagnostics)
    }

    private static func readRules(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> [Located<String>] {
        let hint = "write a list of rules, e.g. `rules: [nonEmpty, maxLength(50)]`"
        guard let elements = node.list("`rules`", hint: hint, into: &diagnostics) else { return [] }
        return elements.compactMap { element in
            // `[maxLength: 50]` is a one-entry mapping in YAML flow syntax; point at the call spelling.
            if let pairs = element.pairs, pairs.count == 1, case .scalar = pairs[0].value.node {
                let pair = pairs[0]
                diagnostics.error(
                    "a rule is written like `\(pair.key)(\(pair.value.flowText))`, found a mapping",
                    at: element.location, keyPath: element.keyPath, hint: "write `\(pair.key)(\(pair.value.flowText))`"
                )
                return nil
            }
            return element.text("a rule", hint: "write rules like `nonEmpty` or `maxLength(50)`", into: &diagnostics)
        }
    }

    /// `balance: Decimal` (a one-entry mapping whose key is not a field key) or `balance:Decimal` (plain text).
    private static func shorthandSpelling(of node: SpecNode) -> (written: String, name: String, type: String)? {
        if let pairs = node.pairs, pairs.count == 1, !keys.contains(pairs[0].key), case .scalar = pairs[0].value.node {
            let type = pairs[0].value.flowText
            return ("\(pairs[0].key): \(type)", pairs[0].key, type)
        }
        if case .scalar(let scalar) = node.node, let colon = scalar.string.firstIndex(of: ":") {
            let name = scalar.string[..<colon].trimmingCharacters(in: .whitespaces)
            let type = scalar.string[scalar.string.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return (scalar.string, name, type)
        }
        return nil
    }
}
