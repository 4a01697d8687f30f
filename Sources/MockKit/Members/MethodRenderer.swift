/// Renders a method requirement: its recording state, stubs, and the implementation.
struct MethodRenderer {
    let context: MockContext

    /// The state declarations and the implementation, each a block among `blocks`; `selector` names the
    /// method in messages.
    func write(_ method: MockMethod, prefix: String, selector: MemberNaming.Selector, into writer: inout CodeWriter, blocks: inout Int) {
        let method = context.unshadowed(method)
        let genericNames = Set(method.genericParameters.map(\.name))
        let parameters = ParameterList(method.parameters, context: context, genericNames: genericNames)
        let returnType = method.returnType.map(context.resolved).flatMap { $0.isVoid ? nil : $0 }
        let stub = CallStub(
            context: context, isStatic: method.isStatic, prefix: prefix,
            selector: selector, parameters: parameters,
            isAsync: method.isAsync, throwing: method.throwing, returnType: returnType, genericNames: genericNames
        )
        stub.declare(into: &writer, blocks: &blocks)
        let start = writer.mark
        writeSignature(method, parameters: parameters, returnType: stub.returnText, into: &writer)
        stub.writeBody(into: &writer)
        writer.endBlock(from: start, previousLines: &blocks)
    }

    private func writeSignature(_ method: MockMethod, parameters: ParameterList, returnType: String?, into writer: inout CodeWriter) {
        if !method.attributes.isEmpty { writer.line(method.attributes.map(\.description).joined(separator: " ")) }
        writer.add(context.access)
        if method.isStatic { writer.add("static ") }
        writer.add("func ")
        writer.add(method.name)
        if Self.isOperator(method.name) { writer.add(" ") }
        writer.add(context.genericClause(method.genericParameters))
        writer.add("(")
        parameters.writeDeclaration(into: &writer)
        writer.add(")")
        if method.isAsync { writer.add(" async") }
        Self.writeEffect(method.throwing, context: context, into: &writer)
        if let returnType {
            writer.add(" -> ")
            writer.add(returnType)
        }
        Self.writeWhereClause(method.whereClause, context: context, into: &writer)
        writer.add(" {")
        writer.endLine()
    }

    /// Whether the name is an operator's (`==`), which needs a space before its parameters.
    private static func isOperator(_ name: String) -> Bool {
        let name = name.withoutBackticks
        return !name.isEmpty && !name.startsLikeIdentifier
    }

    /// ` throws`, ` throws(E)`, ` rethrows` or nothing, as the requirement declares.
    static func writeEffect(_ throwing: MockThrows, context: MockContext, into writer: inout CodeWriter) {
        switch throwing {
        case .none: break
        case .throwing: writer.add(" throws")
        case .typed(let type): writer.add(" throws(", context.resolved(type).description, ")")
        case .rethrowing: writer.add(" rethrows")
        }
    }

    static func writeWhereClause(_ requirements: [GenericRequirement], context: MockContext, into writer: inout CodeWriter) {
        guard !requirements.isEmpty else { return }
        writer.add(" ")
        writer.add(context.whereClause(requirements))
    }
}
