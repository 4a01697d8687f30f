/// Renders a method requirement: its recording state, stubs, and the implementation.
struct MethodRenderer {
    let context: MockContext

    /// The state declarations and the implementation, each a block among `blocks`; `selector` names the
    /// method in messages (`MemberNaming.selector(of:)`).
    func write(_ method: MockMethod, prefix: String, selector: String, into writer: inout CodeWriter, blocks: inout Int) {
        let genericNames = ParameterPlan.genericNames(method.genericParameters)
        let parameters = ParameterList(method.parameters, context: context, genericNames: genericNames)
        let returnType = method.returnType.map(context.resolved).flatMap { Self.isVoid($0) ? nil : $0 }
        let stub = CallStub(
            context: context, isStatic: method.isStatic, prefix: prefix,
            selector: selector, parameters: parameters,
            isAsync: method.isAsync, throwing: method.throwing, returnType: returnType,
            isReturnErased: returnType.map { TypeText.mentions($0, anyOf: genericNames) } ?? false
        )
        stub.declare(into: &writer, blocks: &blocks)
        let start = writer.mark
        writeSignature(method, parameters: parameters, returnType: returnType, into: &writer)
        writer.indent()
        stub.writeRecord(into: &writer)
        stub.writeAnswer(into: &writer)
        writer.dedent()
        writer.line("}")
        writer.endBlock(from: start, previousLines: &blocks)
    }

    private func writeSignature(_ method: MockMethod, parameters: ParameterList, returnType: String?, into writer: inout CodeWriter) {
        if !method.attributes.isEmpty { writer.line(method.attributes.joined(separator: " ")) }
        let isOperator = !(method.name.withoutBackticks.first.map { $0.isLetter || $0 == "_" } ?? true)
        writer.add(context.access)
        if method.isStatic { writer.add("static ") }
        writer.add("func ")
        writer.add(method.name)
        if isOperator { writer.add(" ") }
        writer.add(context.resolved(method.genericParameters ?? ""))
        writer.add("(")
        writer.add(parameters.declaration)
        writer.add(")")
        if method.isAsync { writer.add(" async") }
        writer.add(Self.effect(method.throwing, context: context))
        if let returnType {
            writer.add(" -> ")
            writer.add(returnType)
        }
        writer.add(Self.whereClause(method.whereClause, context: context))
        writer.add(" {")
        writer.endLine()
    }

    /// ` throws`, ` throws(E)`, ` rethrows` or nothing, as the requirement declares.
    static func effect(_ throwing: MockThrows, context: MockContext) -> String {
        switch throwing {
        case .none: ""
        case .throwing: " throws"
        case .typed(let type): " throws(\(context.resolved(type)))"
        case .rethrowing: " rethrows"
        }
    }

    static func whereClause(_ clause: String?, context: MockContext) -> String {
        guard let clause = clause?.trimmingSpaces, !clause.isEmpty else { return "" }
        return " " + (clause.hasPrefix("where ") ? "" : "where ") + context.resolved(clause)
    }

    static func isVoid(_ type: String) -> Bool {
        let type = type.trimmingSpaces
        return type == "Void" || type == "()" || type == "Swift.Void"
    }
}
