import ScaffoldCore

/// A list or dictionary the generated form does not edit, whose rules refuse the empty value a new record starts
/// with: the create form could never save one (found by the sweep, Tests/Fixtures/Sweep/unedited-list-rule).
///
/// The form edits a list of text (`[String]`, a row per entry); every other list, every dictionary and a list of
/// references (its ids, a multiple choice left to the team) is kept from the edited record, and starts empty
/// (`FormControl`, "Not edited"). An optional one starts as nil, which every rule lets pass.
enum UneditedCollection {
    static func refusesItsStart(_ field: FieldSpec, in spec: FeatureSpec) -> Bool {
        guard !field.type.isOptional, FieldKind(field.type).isCollection else { return false }
        let isReference = spec.references.contains { $0.field == field.name }
        if FieldKind(field.type) == .array(.named("String")), !isReference { return false }
        return RuleEvaluator.firstFailure(field.rules, .collection(count: 0, element: "", keys: nil)) != nil
    }
}
