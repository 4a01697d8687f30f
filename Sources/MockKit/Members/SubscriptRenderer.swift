/// Renders a subscript requirement: the getter is stubbed like a method (`subscriptHandler`, …);
/// a settable subscript also records writes (`subscriptSetCallCount`, `subscriptSetArgValues`,
/// `subscriptSetHandler`).
struct SubscriptRenderer {
    let context: MockContext

    /// The state declarations and the subscript, each a block among `blocks`; `selector` names it in messages.
    func write(_ requirement: MockSubscript, prefix: String, selector: String, into writer: inout CodeWriter, blocks: inout Int) {
        let genericNames = ParameterPlan.genericNames(requirement.genericParameters)
        let parameters = ParameterList(requirement.parameters, context: context, genericNames: genericNames, inSubscript: true)
        let returnType = context.resolved(requirement.returnType)
        let isErased = TypeText.mentions(returnType, anyOf: genericNames)
        let stub = CallStub(
            context: context, isStatic: requirement.isStatic, prefix: prefix,
            selector: selector, parameters: parameters,
            isAsync: false, throwing: .none, returnType: returnType, isReturnErased: isErased
        )
        let setter = requirement.isSettable
            ? SetterStub(context: context, isStatic: requirement.isStatic, prefix: prefix,
                         parameters: parameters, valueType: isErased ? "Any" : returnType)
            : nil
        stub.declare(into: &writer, blocks: &blocks)
        if let setter { setter.storage.declare(setter.states, into: &writer, blocks: &blocks) }

        let start = writer.mark
        writer.add(context.access)
        if requirement.isStatic { writer.add("static ") }
        writer.add("subscript")
        writer.add(context.resolved(requirement.genericParameters ?? ""))
        writer.add("(")
        writer.add(parameters.declaration)
        writer.add(") -> ")
        writer.add(returnType)
        writer.add(MethodRenderer.whereClause(requirement.whereClause, context: context))
        writer.add(" {")
        writer.endLine()
        writer.indent()
        writer.line("get {")
        writer.indent()
        stub.writeRecord(into: &writer)
        stub.writeAnswer(into: &writer)
        writer.dedent()
        writer.line("}")
        if let setter {
            writer.line("set {")
            writer.indent()
            setter.write(into: &writer)
            writer.dedent()
            writer.line("}")
        }
        writer.dedent()
        writer.line("}")
        writer.endBlock(from: start, previousLines: &blocks)
    }
}

/// The write side of a settable subscript.
private struct SetterStub {
    let storage: MockStorage
    let count: StateVar
    let argValues: StateVar
    let handler: StateVar
    let parameters: ParameterList

    init(context: MockContext, isStatic: Bool, prefix: String, parameters: ParameterList, valueType: String) {
        storage = MockStorage(context: context, isStatic: isStatic)
        self.parameters = parameters
        count = .count(prefix + "SetCallCount")
        let recorded = parameters.plans.filter { $0.recordType != nil }
        let elements = recorded.map { "\($0.name): \($0.recordType ?? "")" } + ["newValue: \(valueType)"]
        // A one-element tuple cannot be labeled: with no recordable index the element is the value alone.
        argValues = .list(prefix + "SetArgValues", of: recorded.isEmpty ? valueType : "(\(elements.joined(separator: ", ")))")
        let handlerParameters = [parameters.handlerTypes, valueType].filter { !$0.isEmpty }.joined(separator: ", ")
        handler = .optional(prefix + "SetHandler", "\(context.flavor.closureAttribute)(\(handlerParameters)) -> Void")
        let values = recorded.map { "\($0.name): \($0.name)" } + ["newValue: newValue"]
        recordedValue = recorded.isEmpty ? "newValue" : "(\(values.joined(separator: ", ")))"
    }

    private let recordedValue: String

    var states: [StateVar] { [count, argValues, handler] }

    func write(into writer: inout CodeWriter) {
        let arguments = [parameters.handlerArguments, "newValue"].filter { !$0.isEmpty }.joined(separator: ", ")
        storage.perform([.increment(count), .append(argValues, recordedValue)], into: &writer)
        writer.add("if let ")
        writer.add(handler.name)
        writer.add(" { ")
        writer.line(handler.name, "(", arguments, ") }")
    }
}
