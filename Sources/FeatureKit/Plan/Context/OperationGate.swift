/// Whether a screen offers an operation now (issue 35): its view model's `can<Op>` — the list's `canLend(_:)` over a
/// row's record, the form's `canLend` over its stored one, the detail screen's over the record it shows — true only once the operation's UseCase is written
/// (`UnwrittenOffer`) and where the record's state lets it run (`OperationAvailability`, the entity's `canLend`). The
/// view shows the operation's buttons only while it is true.
struct OperationGate: Encodable {
    /// The view model's member: `canLend`.
    var member: String
    /// Its body, as Swift: `offersWithdraw`, `book.canLend`, `original?.canLend ?? false`.
    var condition: String
    /// Its documentation, wrapped at the margin (the template indents the first line).
    var doc: String
    /// The flag the view model is given, when the operation waits for its UseCase; its test makes the view model
    /// with it false, then true.
    var offer: UnwrittenOffer?
    /// The entity's property saying where it can run, when the record's state can make it unavailable; its test asks
    /// on a record where it can and one where it cannot.
    var availability: Availability?
    /// A record on which the operation can run, as Swift (the fixture, in the state it needs).
    var available: String

    /// Where the record's state decides.
    struct Availability: Encodable {
        /// The entity's property: `canLend`.
        var property: String
        /// A record on which it cannot run, as Swift.
        var unavailable: String
    }

    /// The gate of `call` on a list's rows; nil when the list always offers it.
    static func list(_ call: OperationCall, plan: Plan) -> OperationGate? {
        gate(call, plan: plan, on: "the rows offer", record: { "\(plan.names.entityVariable).\($0)" })
    }

    /// The gate of `call` in a form, on its stored record; nil when the form always offers it (on a stored record).
    static func form(_ call: OperationCall, plan: Plan) -> OperationGate? {
        gate(call, plan: plan, on: "the form offers", record: { "(original?.\($0) ?? false)" })
    }

    /// The gate of `call` on the detail screen, over the record it shows (nil until loaded); nil when the screen always
    /// offers it (on a loaded record).
    static func detail(_ call: OperationCall, plan: Plan) -> OperationGate? {
        gate(call, plan: plan, on: "the screen offers", record: { "(\(plan.statePrefix)\(plan.names.entityVariable)?.\($0) ?? false)" })
    }

    private static func gate(_ call: OperationCall, plan: Plan, on screen: String, record: (String) -> String) -> OperationGate? {
        let offer = UnwrittenOffer.of(call.operation, plan: plan)
        let conditional = AvailabilityContext.conditional(call.operation, plan: plan)
        guard offer != nil || conditional != nil else { return nil }
        let name = Wording.action(call.operation.name, entity: plan.names.entity).lowercased()
        var reasons: [String] = []
        if let offer { reasons.append("once its \(plan.businessLogic.role) is written (`\(offer.source)`)") }
        if let conditional { reasons.append(stateReason(conditional, plan: plan)) }
        let conditions = [offer?.variable, conditional.map { record($0.property) }].compactMap { $0 }
        var condition = conditions.joined(separator: " && ")
        // Alone, the form's test needs no parentheses.
        if conditions.count == 1, condition.hasPrefix("("), condition.hasSuffix(")") { condition = String(condition.dropFirst().dropLast()) }
        return OperationGate(
            member: "can\(Naming.upperFirst(call.operation.name))", condition: condition,
            doc: doc("Whether \(screen) \(name): " + reasons.joined(separator: ", and ") + "."), offer: offer,
            availability: conditional.map { Availability(property: $0.property, unavailable: plan.fixtureCall(AvailabilityContext.unavailableValues(call.operation, plan: plan))) },
            available: plan.fixtureCall(AvailabilityContext.availableValues(call.operation, plan: plan))
        )
    }

    /// `text` as the member's `///` lines, wrapped at the margin; the template indents the first.
    private static func doc(_ text: String) -> String {
        let indent = "    "
        return String(DocComment.lines(text, indent: indent).map(\.text).joined(separator: "\n").dropFirst(indent.count))
    }

    /// Where the record's state lets it run, worded from what decides: its `sets:` (it would change the record), its
    /// `enabledWhen:`, or both; an operation with no effect stated is gated by `enabledWhen:` alone.
    private static func stateReason(_ availability: OperationAvailability, plan: Plan) -> String {
        let entity = Naming.label(plan.names.entity).lowercased()
        let file = "(\(plan.names.entity)+Availability.swift)"
        switch (availability.changes.isEmpty, availability.requires.isEmpty) {
        case (false, true): return "where it would change the \(entity) \(file)"
        case (true, false): return "where the \(entity) is as its `enabledWhen:` says \(file)"
        default: return "where it would change the \(entity) and the \(entity) is as its `enabledWhen:` says \(file)"
        }
    }
}
