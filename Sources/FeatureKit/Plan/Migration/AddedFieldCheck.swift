import ScaffoldCore

/// Refuses a non-optional field without a `default:` that records of an earlier version lack (issue 33: "a
/// non-optional field needs `default:` in the spec — refused with that hint otherwise"): they would not load. An
/// optional field is nil in them, and needs nothing.
enum AddedFieldCheck {
    static func check(_ spec: FeatureSpec, history: ShapeHistory, into diagnostics: inout DiagnosticCollector) {
        for (index, field) in spec.fields.enumerated() where !field.type.isOptional && field.defaultValue == nil {
            // A rename from a key no version stored is `RenamedFromCheck`'s to report.
            if let old = field.renamedFrom, !history.earlier.contains(where: { $0.field(old) != nil }) { continue }
            guard let stored = history.current.field(field.name),
                  let missing = history.earlier.firstIndex(where: { $0.holding(stored) == nil }) else { continue }
            let example = defaultExample(for: field.type).map { "give it a `default:` (what those records get, e.g. `default: \($0)`), or " } ?? ""
            diagnostics.error(
                "`\(field.name)` is new since version \(missing + 1) and not optional: the records stored before have no value for it",
                at: field.location, keyPath: "fields[\(index)]",
                hint: "\(example)make it optional (`\(field.type)?`): those records then read nil"
            )
        }
    }

    /// A `default:` a person could write for a field of `type`; nil where `default:` is not supported (`Date`, `UUID`…).
    static func defaultExample(for type: TypeRef) -> String? {
        switch type {
        case .array: return "[]"
        case .named("String"): return "\"\""
        case .named("Bool"): return "false"
        case .named(let name) where KnownTypes.numeric.contains(name): return "0"
        default: return nil
        }
    }
}
