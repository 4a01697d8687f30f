import Yams
import ScaffoldCore

/// A YAML node with its key path and file, and typed reads that report a wrong kind of value instead of trapping.
struct SpecNode {
    let node: Node
    /// `fields[1].type`; empty for the document root.
    let keyPath: String
    let file: String

    var location: SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    func child(_ node: Node, key: String) -> SpecNode {
        SpecNode(node: node, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", file: file)
    }

    func element(_ node: Node, at index: Int) -> SpecNode {
        SpecNode(node: node, keyPath: "\(keyPath)[\(index)]", file: file)
    }

    /// `key:` with nothing after it, `~` or `null` (but not a quoted empty string).
    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// What was found, for messages: "a list", "a mapping", "nothing" or the quoted text.
    var found: String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar): return isNull ? "nothing" : "`\(SpecText.abbreviated(scalar.string))`"
        }
    }

    /// The node written back in flow style (`[String: Int]`), for hints when YAML read a type as a list.
    var flowText: String {
        switch node {
        case .scalar(let scalar): return scalar.string
        case .alias: return ""
        case .sequence(let sequence):
            return "[" + sequence.map { SpecNode(node: $0, keyPath: "", file: file).flowText }.joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return mapping.map {
                SpecNode(node: $0.key, keyPath: "", file: file).flowText + ": " + SpecNode(node: $0.value, keyPath: "", file: file).flowText
            }.joined(separator: ", ")
        }
    }

    private func report(_ message: String, hint: String, into diagnostics: inout DiagnosticCollector) {
        diagnostics.error(message, at: location, keyPath: keyPath, hint: hint)
    }

    /// Text, or nil after reporting that `what` has no value or is a list or mapping.
    func text(_ what: String, hint: String, into diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard case .scalar(let scalar) = node, !isNull else {
            let message = isNull ? "\(what) has no value" : "\(what) must be text, found \(found)"
            report(message, hint: hint, into: &diagnostics)
            return nil
        }
        return Located(value: scalar.string, location: location, keyPath: keyPath)
    }

    /// `true` or `false` (YAML 1.2 spellings only, so `yes`, `on` and quoted "true" are refused, not guessed).
    func bool(_ what: String, hint: String, into diagnostics: inout DiagnosticCollector) -> Bool? {
        if case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any {
            switch scalar.string {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        report(isNull ? "\(what) has no value" : "\(what) must be true or false, found \(found)", hint: hint, into: &diagnostics)
        return nil
    }

    /// The elements of a list, or nil after reporting what was found instead.
    func list(_ what: String, hint: String, into diagnostics: inout DiagnosticCollector) -> [SpecNode]? {
        guard case .sequence(let sequence) = node else {
            report(isNull ? "\(what) has no value" : "\(what) must be a list, found \(found)", hint: hint, into: &diagnostics)
            return nil
        }
        return sequence.enumerated().map { element($0.element, at: $0.offset) }
    }

    /// A list of text entries; entries of another kind are reported and skipped.
    func textList(_ what: String, hint: String, into diagnostics: inout DiagnosticCollector) -> [Located<String>]? {
        guard let elements = list(what, hint: hint, into: &diagnostics) else { return nil }
        return elements.compactMap { $0.text("each entry of \(what)", hint: hint, into: &diagnostics) }
    }
}
