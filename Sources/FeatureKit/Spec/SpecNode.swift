import Yams
import ScaffoldCore

/// A node of a spec file (see `YAMLNode`), with the spec's typed reads.
typealias SpecNode = YAMLNode

extension SpecNode {
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
