/// The recording and stubbing state of one callable requirement (a method, an effectful getter, a
/// subscript getter) and the statements that answer a call.
///
/// A call is answered by the first of: the handler; the stubbed error; the stubbed return value
/// (which starts at the type's obvious default when it has one); `MockError.notStubbed` for
/// untyped-throwing members; otherwise `fatalError` naming the member.
struct CallStub {
    let context: MockContext
    let storage: MockStorage
    let selector: String
    let parameters: ParameterList
    let isAsync: Bool
    let throwing: MockThrows
    /// The return type as the mock spells it; nil for `Void`.
    let returnType: String?
    /// Whether the return type involves the member's generic parameters, so the handler returns `Any`.
    let isReturnErased: Bool

    let callCount: StateVar
    let argValues: StateVar?
    let handler: StateVar
    let error: StateVar?
    let returnValue: StateVar?

    init(
        context: MockContext, isStatic: Bool, prefix: String, countSuffix: String = "CallCount", selector: String,
        parameters: ParameterList, isAsync: Bool, throwing: MockThrows, returnType: String?, isReturnErased: Bool
    ) {
        self.context = context
        self.storage = MockStorage(context: context, isStatic: isStatic)
        self.selector = selector
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.returnType = returnType
        self.isReturnErased = isReturnErased
        callCount = .count(prefix + countSuffix)
        argValues = parameters.recordType.map { .list(prefix + "ArgValues", of: $0) }
        let effects = (isAsync ? "async " : "") + Self.throwsClause(throwing, context: context)
        // An erased Optional stays Optional, so a handler can answer `nil` without `as Any`.
        let isOptionalErased = isReturnErased && returnType.map(TypeText.isOptional) == true
        let result = isReturnErased ? (isOptionalErased ? "Any?" : "Any") : (returnType ?? "Void")
        let handlerType = "\(context.flavor.closureAttribute)(\(parameters.handlerTypes)) \(effects)-> \(result)"
        handler = .optional(prefix + "Handler", handlerType)
        switch throwing {
        case .throwing: error = .optional(prefix + "Error", "any Error")
        case .typed(let type): error = .optional(prefix + "Error", context.resolved(type))
        case .none, .rethrowing: error = nil
        }
        returnValue = returnType.flatMap { isReturnErased ? nil : .value(prefix + "ReturnValue", $0, isPublic: true) }
    }

    /// `throws `, `throws(E) ` or nothing: how the handler may throw (a `rethrows` member's handler cannot).
    static func throwsClause(_ throwing: MockThrows, context: MockContext) -> String {
        switch throwing {
        case .throwing: "throws "
        case .typed(let type): "throws(\(context.resolved(type))) "
        case .none, .rethrowing: ""
        }
    }

    var stateVars: [StateVar] {
        [callCount] + [argValues].compactMap { $0 } + [handler] + [error, returnValue].compactMap { $0 }
    }

    var declarations: [[String]] { stateVars.map(storage.declaration) }

    /// Counts the call and stores its arguments, in one critical section where the mock is locked.
    var recordLines: [String] {
        var operations: [StateOp] = [.increment(callCount)]
        if let argValues, let value = parameters.recordValue { operations.append(.append(argValues, value)) }
        return storage.perform(operations)
    }

    var answerLines: [String] {
        handlerLines + errorLines + returnLines
    }

    private var handlerLines: [String] {
        let call = (throwing == .none || throwing == .rethrowing ? "" : "try ") + (isAsync ? "await " : "")
            + "\(handler.name)(\(parameters.handlerArguments))"
        let erased = parameters.plans.filter { $0.erasedInoutType != nil }
        let prelude = erased.map { "var \(ParameterPlan.erasedName($0.name)): Any = \($0.name)" }
        let writeBack = erased.map { plan in
            "\(plan.name) = \(ParameterPlan.erasedName(plan.name)) as? \(plan.erasedInoutType ?? "Any") ?? \(plan.name)"
        }
        var body = prelude
        if returnType == nil {
            // `return` only where a stubbed error would otherwise follow.
            body += [call] + writeBack + (error == nil ? [] : ["return"])
        } else if !isReturnErased && writeBack.isEmpty {
            body += ["return \(call)"]
        } else {
            body += ["let mockResult = \(call)"] + writeBack
            body += isReturnErased ? castResult : ["return mockResult"]
        }
        return ["if let \(handler.name) {"] + body.map { "    " + $0 } + ["}"]
    }

    private var castResult: [String] {
        var type = returnType ?? "Void"
        var lines: [String] = []
        if TypeText.isOptional(type), type.hasSuffix("?") || type.hasSuffix("!") {
            type.removeLast()
            lines.append("guard let mockResult else { return nil }")
        }
        return lines + [
            "guard let mockTypedResult = mockResult as? \(type) else {",
            "    fatalError(\"\(context.mockName).\(selector) handler returned \\(Swift.type(of: mockResult)), expected \(type)\")",
            "}",
            "return mockTypedResult",
        ]
    }

    private var errorLines: [String] {
        guard let error else { return [] }
        return ["if let \(error.name) { throw \(error.name) }"]
    }

    private var returnLines: [String] {
        guard let returnType else { return [] }
        if let returnValue {
            if !returnValue.isUnsetWhenNil { return ["return \(returnValue.name)"] }
            return ["if let \(returnValue.name) { return \(returnValue.name) }"] + fallback
        }
        if let value = DefaultValue.expression(for: returnType) { return ["return \(value)"] }
        return fallback
    }

    private var fallback: [String] {
        if throwing == .throwing { return ["throw MockError.notStubbed(\"\(selector)\")"] }
        return ["fatalError(\"\(context.mockName).\(selector) has no handler or return value\")"]
    }
}
