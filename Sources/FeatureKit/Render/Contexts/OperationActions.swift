/// How the screens offer an operation of one record: a button titled as a person says it ("Mark as
/// reimbursed"), asking first where the operation is destructive (`OperationSpec.confirms`), and how tests
/// stub and read the call behind it.
struct OperationActions {
    let plan: Plan

    func values(for call: OperationCall) -> [String: Any] {
        let operation = call.operation
        let names = plan.names
        let title = Wording.action(operation.name, entity: names.entity)
        let entityLabel = Naming.label(names.entity).lowercased()
        return [
            "name": operation.name,
            "variable": call.variable,
            "stub": "\(call.member)Handler",
            "passThrough": call.passThrough,
            "received": call.received,
            "error": "\(call.member)Error",
            "testName": Naming.upperFirst(operation.name),
            "title": SwiftLiteral.string(title),
            "confirms": operation.confirms,
            // "Archive this expense?" with a destructive "Archive": what the dialog asks and the button that does it.
            "question": SwiftLiteral.string("\(title) this \(entityLabel)?"),
            "candidate": "\(Naming.lowerFirst(names.entity))To\(Naming.upperFirst(operation.name))",
            "isConfirming": "isConfirming\(Naming.upperFirst(operation.name))",
            "identifier": operation.name,
        ]
    }
}
