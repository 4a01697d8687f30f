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
    /// The state above that exists, in declaration order.
    let stateVars: [StateVar]

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
        var states = [callCount]
        if let argValues { states.append(argValues) }
        states.append(handler)
        if let error { states.append(error) }
        if let returnValue { states.append(returnValue) }
        stateVars = states
    }

    /// `throws `, `throws(E) ` or nothing: how the handler may throw (a `rethrows` member's handler cannot).
    static func throwsClause(_ throwing: MockThrows, context: MockContext) -> String {
        switch throwing {
        case .throwing: "throws "
        case .typed(let type): "throws(\(context.resolved(type))) "
        case .none, .rethrowing: ""
        }
    }

    func declare(into writer: inout CodeWriter, blocks: inout Int) {
        storage.declare(stateVars, into: &writer, blocks: &blocks)
    }

    /// Counts the call and stores its arguments, in one critical section where the mock is locked.
    func writeRecord(into writer: inout CodeWriter) {
        var operations: [StateOp] = [.increment(callCount)]
        if let argValues, let value = parameters.recordValue { operations.append(.append(argValues, value)) }
        storage.perform(operations, into: &writer)
    }

    /// The handler, then the stubbed error, then the stubbed or default value.
    func writeAnswer(into writer: inout CodeWriter) {
        writeHandler(into: &writer)
        if let error { writer.line("if let ", error.name, " { throw ", error.name, " }") }
        writeReturn(into: &writer)
    }

    private func writeHandler(into writer: inout CodeWriter) {
        let erased = parameters.plans.filter { $0.erasedInoutType != nil }
        writer.line("if let ", handler.name, " {")
        writer.indent()
        for plan in erased { writer.line("var ", ParameterPlan.erasedName(plan.name), ": Any = ", plan.name) }
        if returnType == nil {
            writeCall(into: &writer)
            writer.endLine()
            writeBack(erased, into: &writer)
            // `return` only where a stubbed error would otherwise follow.
            if error != nil { writer.line("return") }
        } else if !isReturnErased && erased.isEmpty {
            writer.add("return ")
            writeCall(into: &writer)
            writer.endLine()
        } else {
            writer.add("let mockResult = ")
            writeCall(into: &writer)
            writer.endLine()
            writeBack(erased, into: &writer)
            if isReturnErased { writeCastResult(into: &writer) } else { writer.line("return mockResult") }
        }
        writer.dedent()
        writer.line("}")
    }

    private func writeCall(into writer: inout CodeWriter) {
        if throwing != .none && throwing != .rethrowing { writer.add("try ") }
        if isAsync { writer.add("await ") }
        writer.add(handler.name)
        writer.add("(")
        writer.add(parameters.handlerArguments)
        writer.add(")")
    }

    private func writeBack(_ erased: [ParameterPlan], into writer: inout CodeWriter) {
        for plan in erased {
            writer.add(plan.name)
            writer.add(" = ")
            writer.add(ParameterPlan.erasedName(plan.name))
            writer.add(" as? ")
            writer.line(plan.erasedInoutType ?? "Any", " ?? ", plan.name)
        }
    }

    private func writeCastResult(into writer: inout CodeWriter) {
        var type = returnType ?? "Void"
        if TypeText.isOptional(type), type.hasSuffix("?") || type.hasSuffix("!") {
            type.removeLast()
            writer.line("guard let mockResult else { return nil }")
        }
        writer.line("guard let mockTypedResult = mockResult as? ", type, " else {")
        writer.add("    fatalError(\"")
        writer.add(context.mockName)
        writer.add(".")
        writer.add(selector)
        writer.line(" handler returned \\(Swift.type(of: mockResult)), expected ", type, "\")")
        writer.line("}")
        writer.line("return mockTypedResult")
    }

    private func writeReturn(into writer: inout CodeWriter) {
        guard let returnType else { return }
        if let returnValue {
            if !returnValue.isUnsetWhenNil { return writer.line("return ", returnValue.name) }
            writer.line("if let ", returnValue.name, " { return ", returnValue.name, " }")
            return writeFallback(into: &writer)
        }
        if let value = DefaultValue.expression(for: returnType) { return writer.line("return ", value) }
        writeFallback(into: &writer)
    }

    private func writeFallback(into writer: inout CodeWriter) {
        if throwing == .throwing { return writer.line("throw MockError.notStubbed(\"", selector, "\")") }
        writer.line("fatalError(\"", context.mockName, ".", selector, " has no handler or return value\")")
    }
}
