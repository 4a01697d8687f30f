import ScaffoldCore

/// Every message about one field goes beside that field, and all of them at once (issue 35, M4: "validation shows only
/// the first error, at the bottom of the form, not beside its field nor announced to VoiceOver"). One mechanism for
/// every feature, local or remote: the validator checks every field and throws `<Entity>ValidationFailure` (the first
/// broken rule per field), a remote feature's server adds its `422` field errors, and the form's own checks (a choice
/// not made, a web address that does not read) land in the same `fieldErrors: [<Entity>Field: String]`; the form shows
/// each under its field and VoiceOver announces them. Seed 000, ViewModel layer: "Transform errors into
/// user-friendly messages" — a message that does not say which field it is about, or that a VoiceOver user never hears,
/// is not one.
enum FieldErrors {
    static let seedQuote = "Transform errors into user-friendly messages (000_c7ec1093a6c69dce.txt, ViewModel layer)"

    /// Whether anything can say something about a single field: a validator, a server's field errors, or a form's own
    /// check (a required choice). A feature where nothing can — no rules, no required choice, no server — gets none of
    /// it: a `fieldErrors` nothing ever sets would be code that proves nothing.
    static func applies(_ plan: Plan) -> Bool {
        validates(plan) || RemoteArtifacts.supports(plan) || formChecks(plan)
    }

    /// The form checks the draft itself before it saves: a required choice not made, a web address that does not read.
    static func formChecks(_ plan: Plan) -> Bool {
        plan.formViewModel != nil && (plan.presented.contains { !$0.field.type.isOptional } || !WebAddresses.fields(plan).isEmpty)
    }

    /// The form saves and shows field messages: its state holds `fieldErrors`, its view shows them.
    static func shownByForm(_ plan: Plan) -> Bool {
        applies(plan) && plan.operations(plan.formViewModel).contains { $0.kind == .create || $0.kind == .update }
    }

    /// The feature has a validator, whose failure names every field that breaks a rule.
    static func validates(_ plan: Plan) -> Bool {
        plan.useCases.contains(where: \.validates)
    }

    /// `WalletField`: which field a message is about.
    static func fieldEnum(_ plan: Plan) -> String { "\(plan.names.entity)Field" }

    /// `WalletValidationFailure`: every field that breaks a rule, with the first rule each breaks.
    static func validationFailure(_ plan: Plan) -> String { "\(plan.names.entity)ValidationFailure" }
}
