import ScaffoldCore

/// Refuses a field whose type cannot read what an earlier version stored for it (issue 33: "A change that cannot be
/// migrated (`String` → `Int`, optional → non-optional without a default) is refused at `feature` time"): every
/// earlier shape's type of the field must read as its type now (`StoredTypeChange`), or the records that version
/// stored would no longer load.
enum ChangedTypeCheck {
    static func check(_ spec: FeatureSpec, history: ShapeHistory, into diagnostics: inout DiagnosticCollector) {
        for (index, field) in spec.fields.enumerated() {
            guard let stored = history.current.field(field.name) else { continue }
            // The newest version that stored it otherwise: the one a person remembers changing.
            for (offset, shape) in history.earlier.enumerated().reversed() {
                guard let old = shape.holding(stored),
                      !StoredTypeChange.reads(old.type, as: field.type, filled: field.defaultValue != nil) else { continue }
                report(field, index: index, was: old, version: offset + 1, into: &diagnostics)
                break
            }
        }
    }

    private static func report(_ field: FieldSpec, index: Int, was old: StoredField, version: Int, into diagnostics: inout DiagnosticCollector) {
        let under = old.key == field.name ? "" : " (as `\(old.key)`)"
        let keyPath = "fields[\(index)].type"
        if old.type.isOptional, !field.type.isOptional, StoredTypeChange.reads(old.type.unwrapped, as: field.type) {
            diagnostics.error(
                "`\(field.name)` is `\(field.type)` now, but version \(version) stored it as `\(old.type)`\(under): its records without one would have no `\(field.name)`",
                at: field.location, keyPath: keyPath,
                hint: "give `\(field.name)` a `default:` (what those records get\(AddedFieldCheck.defaultExample(for: field.type).map { ", e.g. `default: \($0)`" } ?? "")), or keep it `\(field.type)?`"
            )
            return
        }
        diagnostics.error(
            "`\(field.name)` is `\(field.type)` now, but version \(version) stored it as `\(old.type)`\(under), which does not read as `\(field.type)`",
            at: field.location, keyPath: keyPath,
            hint: "keep `\(old.type)`; or give the new values a field of their own (another name, with a `default:` or optional) and "
                + "leave `\(field.name)` out of `fields`: its stored values are then kept with each record until `dropped:` lists it"
        )
    }
}
