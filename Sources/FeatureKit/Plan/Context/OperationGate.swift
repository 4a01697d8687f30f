/// Whether a screen offers an operation now (issue 35): its view model's `can<Op>` — the list's `canWithdraw(_:)` over a
/// row's record, the form's `canWithdraw` over its stored one — true only once the operation's UseCase is written
/// (`UnwrittenOffer`). The view shows the operation's buttons only while it is true.
struct OperationGate: Encodable {
    /// The view model's member: `canWithdraw`.
    var member: String
    /// Its body, as Swift: `offersWithdraw`.
    var condition: String
    /// Its documentation line.
    var doc: String
    /// The flag the view model is given, when the operation waits for its UseCase; its test makes the view model
    /// with it false, then true.
    var offer: UnwrittenOffer?

    /// The gate of `call` on a list's rows; nil when the list always offers it.
    static func list(_ call: OperationCall, plan: Plan) -> OperationGate? {
        gate(call, plan: plan, on: "the rows offer")
    }

    /// The gate of `call` in a form, on its stored record; nil when the form always offers it (on a stored record).
    static func form(_ call: OperationCall, plan: Plan) -> OperationGate? {
        gate(call, plan: plan, on: "the form offers")
    }

    private static func gate(_ call: OperationCall, plan: Plan, on screen: String) -> OperationGate? {
        guard let offer = UnwrittenOffer.of(call.operation, plan: plan) else { return nil }
        let name = Wording.action(call.operation.name, entity: plan.names.entity).lowercased()
        return OperationGate(
            member: "can\(offer.testName)", condition: offer.variable,
            doc: "/// Whether \(screen) \(name): once its \(plan.businessLogic.role) is written (`\(offer.source)`).", offer: offer
        )
    }
}
