/// How the screens offer an operation of one record: a button titled as a person says it ("Mark as
/// reimbursed"), asking first where the operation is destructive (`OperationSpec.confirms`), and how tests
/// stub and read the call behind it.
struct OperationActions {
    let plan: Plan

    /// The action `call` offers a screen: `expression` is the call as the view model makes it, `returnsChanged`
    /// the list test's handler handing back a changed copy.
    func action(for call: OperationCall, expression: String, returnsChanged: String? = nil) -> Action {
        let operation = call.operation
        let names = plan.names
        let title = Wording.action(operation.name, entity: names.entity)
        let entityLabel = Naming.label(names.entity).lowercased()
        let doing = Wording.doing(operation.name, entity: names.entity)
        let base = ViewModelContext(plan: plan)
        return Action(
            name: operation.name,
            variable: call.variable,
            stub: "\(call.member)Handler",
            passThrough: call.passThrough,
            received: call.received,
            error: "\(call.member)Error",
            testName: Naming.upperFirst(operation.name),
            title: SwiftLiteral.string(title),
            confirms: operation.confirms,
            // "Archive this expense?" with a destructive "Archive": what the dialog asks and the button that does it.
            question: SwiftLiteral.string("\(title) this \(entityLabel)?"),
            candidate: "\(Naming.lowerFirst(names.entity))To\(Naming.upperFirst(operation.name))",
            isConfirming: "isConfirming\(Naming.upperFirst(operation.name))",
            identifier: operation.name,
            call: expression,
            returnsChanged: returnsChanged,
            failure: base.failureMessage(doing),
            expectedFailure: base.failureMessage(doing, error: "\(names.entity)TestError.failed")
        )
    }

    /// One operation a screen runs on a record (a custom one; the list's create and update too), and how its tests
    /// stub and read the call behind it.
    struct Action: TemplateContext {
        /// The operation's name, which is the view model's method.
        var name: String
        /// The dependency the view model calls.
        var variable: String
        /// The test double's handler to stub.
        var stub: String
        /// A handler handing back what it was given.
        var passThrough: String
        /// What the test double received.
        var received: String
        /// The test double's error to set.
        var error: String
        /// The operation's name, capitalized, for an XCTest method.
        var testName: String
        /// The button's title, as a person says it, a string literal.
        var title: String
        /// The button asks first (a destructive operation).
        var confirms: Bool
        /// What it asks, a string literal.
        var question: String
        /// The view's state holding the record the dialog asks about.
        var candidate: String
        /// The view's state presenting the dialog.
        var isConfirming: String
        /// The accessibility identifier's last word.
        var identifier: String
        /// The call, as the view model makes it.
        var call: String
        /// The list test's handler handing back a changed copy, so the test sees the list show what came back;
        /// absent in the form.
        var returnsChanged: String?
        /// The message shown when it fails.
        var failure: String
        /// That message for the tests' error.
        var expectedFailure: String
    }
}
