/// Renders a method requirement: its recording state, stubs, and the implementation.
struct MethodRenderer {
    let context: MockContext

    func render(_ method: MockMethod, prefix: String) -> [[String]] {
        let genericNames = ParameterPlan.genericNames(method.genericParameters)
        let parameters = ParameterList(method.parameters, context: context, genericNames: genericNames)
        let returnType = method.returnType.map(context.resolved).flatMap { Self.isVoid($0) ? nil : $0 }
        let stub = CallStub(
            context: context, isStatic: method.isStatic, prefix: prefix,
            selector: MemberNaming.selector(of: .method(method)), parameters: parameters,
            isAsync: method.isAsync, throwing: method.throwing, returnType: returnType,
            isReturnErased: returnType.map { TypeText.mentions($0, anyOf: genericNames) } ?? false
        )
        let body = stub.recordLines + stub.answerLines
        return stub.declarations + [signature(method, parameters: parameters, returnType: returnType) + indented(body) + ["}"]]
    }

    private func signature(_ method: MockMethod, parameters: ParameterList, returnType: String?) -> [String] {
        let isOperator = !(method.name.withoutBackticks.first.map { $0.isLetter || $0 == "_" } ?? true)
        var line = context.access + (method.isStatic ? "static " : "") + "func " + method.name + (isOperator ? " " : "")
        line += context.resolved(method.genericParameters ?? "") + "(\(parameters.declaration))"
        line += (method.isAsync ? " async" : "") + Self.effect(method.throwing, context: context)
        line += returnType.map { " -> \($0)" } ?? ""
        line += Self.whereClause(method.whereClause, context: context) + " {"
        return method.attributes.isEmpty ? [line] : [method.attributes.joined(separator: " "), line]
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

func indented(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? $0 : "    " + $0 }
}
