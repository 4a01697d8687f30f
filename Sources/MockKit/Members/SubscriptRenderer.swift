/// Renders a subscript requirement: the getter is stubbed like a method (`subscriptHandler`, …);
/// a settable subscript also records writes (`subscriptSetCallCount`, `subscriptSetArgValues`,
/// `subscriptSetHandler`).
struct SubscriptRenderer {
    let context: MockContext

    /// The state declarations and the subscript, each a block among `blocks`; `selector` names it in messages.
    func write(_ requirement: MockSubscript, prefix: String, selector: MemberNaming.Selector, into writer: inout CodeWriter, blocks: inout Int) {
        let requirement = context.unshadowed(requirement)
        let genericNames = Set(requirement.genericParameters.map(\.name))
        let parameters = ParameterList(requirement.parameters, context: context, genericNames: genericNames, inSubscript: true)
        let returnType = context.resolved(requirement.returnType)
        let stub = CallStub(
            context: context, isStatic: requirement.isStatic, prefix: prefix,
            selector: selector, parameters: parameters,
            isAsync: false, throwing: .none, returnType: returnType, genericNames: genericNames
        )
        let setter = requirement.isSettable
            ? SetterStub(context: context, isStatic: requirement.isStatic, prefix: prefix, parameters: parameters,
                         valueType: returnType.erasingGenerics(genericNames).implicitlyUnwrappedRemoved.description)
            : nil
        stub.declare(into: &writer, blocks: &blocks)
        setter?.declare(into: &writer, blocks: &blocks)

        let start = writer.mark
        writer.add(context.access)
        if requirement.isStatic { writer.add("static ") }
        writer.add("subscript")
        writer.add(context.genericClause(requirement.genericParameters))
        writer.add("(")
        parameters.writeDeclaration(into: &writer)
        writer.add(") -> ")
        writer.add(stub.returnText ?? "")
        MethodRenderer.writeWhereClause(requirement.whereClause, context: context, into: &writer)
        writer.add(" {")
        writer.endLine()
        writer.indent()
        writer.line("get {")
        stub.writeBody(into: &writer)
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
    /// The indices recorded with the new value.
    let recorded: RecordedArguments

    init(context: MockContext, isStatic: Bool, prefix: String, parameters: ParameterList, valueType: String) {
        storage = MockStorage(context: context, isStatic: isStatic)
        self.parameters = parameters
        count = .count(StateName(prefix, "SetCallCount"), type: context.spell("Int"))
        recorded = RecordedArguments(parameters: parameters, newValueType: valueType)
        argValues = .list(StateName(prefix, "SetArgValues"), of: recorded)
        handler = .handler(StateName(prefix, "SetHandler"), HandlerSignature(
            closureAttribute: context.closureAttribute, parameters: parameters, newValueType: valueType,
            isAsync: false, throwing: .none, result: "Void"
        ))
    }

    func declare(into writer: inout CodeWriter, blocks: inout Int) {
        storage.declare(count, into: &writer, blocks: &blocks)
        storage.declare(argValues, into: &writer, blocks: &blocks)
        storage.declare(handler, into: &writer, blocks: &blocks)
    }

    func write(into writer: inout CodeWriter) {
        storage.perform(.increment(count), .append(argValues, recorded), into: &writer)
        writer.add("if let ")
        writer.add(handler.name)
        writer.add(" { ")
        writer.add(handler.name)
        writer.add("(")
        parameters.writeHandlerArguments(into: &writer)
        if parameters.hasHandlerTypes { writer.add(", ") }
        writer.line("newValue) }")
    }
}
