/// The recording and stubbing state of one callable requirement (a method, an effectful getter, a
/// subscript getter) and the statements that answer a call.
///
/// A call is answered by the first of: the handler; the stubbed error; the stubbed return value
/// (which starts at the type's obvious default when it has one); `MockError.notStubbed` for
/// untyped-throwing members; otherwise `fatalError` naming the member.
struct CallStub {
    let context: MockContext
    let storage: MockStorage
    let selector: MemberNaming.Selector
    let parameters: ParameterList
    let isAsync: Bool
    let throwing: MockThrows
    /// The return type as the mock spells it (`Self` resolved); nil for `Void`.
    let returnType: SwiftType?
    /// `returnType` printed.
    let returnText: String?
    /// Whether the return type involves the member's generic parameters, so the handler returns `Any`.
    let isReturnErased: Bool

    let callCount: StateVar
    let argValues: StateVar?
    let handler: StateVar
    let error: StateVar?
    let returnValue: StateVar?

    init(
        context: MockContext, isStatic: Bool, prefix: String, countSuffix: StaticString = "CallCount", selector: MemberNaming.Selector,
        parameters: ParameterList, isAsync: Bool, throwing: MockThrows, returnType: SwiftType?, isReturnErased: Bool
    ) {
        self.context = context
        self.storage = MockStorage(context: context, isStatic: isStatic)
        self.selector = selector
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.returnType = returnType
        returnText = returnType?.description
        self.isReturnErased = isReturnErased
        callCount = .count(StateName(prefix, countSuffix), type: context.spell("Int"))
        argValues = parameters.recordedCount > 0
            ? .list(StateName(prefix, "ArgValues"), of: RecordedArguments(parameters: parameters, newValueType: nil))
            : nil
        // An erased Optional stays Optional, so a handler can answer `nil` without `as Any`.
        let isOptionalErased = isReturnErased && returnType?.isOptional == true
        let result = isReturnErased ? (isOptionalErased ? "Any?" : "Any") : (returnText ?? "Void")
        let resolvedThrowing: MockThrows
        switch throwing {
        case .throwing:
            resolvedThrowing = throwing
            error = .optional(StateName(prefix, "Error"), .someOrAny("any", .named(context.spell("Error"))))
        case .typed(let type):
            let resolved = context.resolved(type)
            resolvedThrowing = .typed(resolved)
            error = .optional(StateName(prefix, "Error"), resolved)
        case .none, .rethrowing:
            resolvedThrowing = throwing
            error = nil
        }
        handler = .handler(StateName(prefix, "Handler"), HandlerSignature(
            closureAttribute: context.closureAttribute, parameters: parameters, newValueType: nil,
            isAsync: isAsync, throwing: resolvedThrowing, result: result
        ))
        returnValue = returnType.flatMap { isReturnErased ? nil : .value(StateName(prefix, "ReturnValue"), $0, isPublic: true) }
    }

    /// The state, in declaration order.
    func declare(into writer: inout CodeWriter, blocks: inout Int) {
        storage.declare(callCount, into: &writer, blocks: &blocks)
        if let argValues { storage.declare(argValues, into: &writer, blocks: &blocks) }
        storage.declare(handler, into: &writer, blocks: &blocks)
        if let error { storage.declare(error, into: &writer, blocks: &blocks) }
        if let returnValue { storage.declare(returnValue, into: &writer, blocks: &blocks) }
    }

    /// Counts the call and stores its arguments, in one critical section where the mock is locked.
    func writeRecord(into writer: inout CodeWriter) {
        let append = argValues.map { StateOp.append($0, RecordedArguments(parameters: parameters, newValueType: nil)) }
        storage.perform(.increment(callCount), append, into: &writer)
    }

    /// The handler, then the stubbed error, then the stubbed or default value.
    func writeAnswer(into writer: inout CodeWriter) {
        writeHandler(into: &writer)
        if let error {
            writer.add("if let ")
            writer.add(error.name)
            writer.add(" { throw ")
            writer.add(error.name)
            writer.line(" }")
        }
        writeReturn(into: &writer)
    }

    private func writeHandler(into writer: inout CodeWriter) {
        writer.add("if let ")
        writer.add(handler.name)
        writer.line(" {")
        writer.indent()
        if parameters.hasErasedInout {
            for plan in parameters.plans where plan.isErasedInout {
                writer.add("var ")
                plan.writeErasedName(into: &writer)
                writer.line(": Any = ", plan.name)
            }
        }
        if returnType == nil {
            writeCall(into: &writer)
            writer.endLine()
            writeBack(into: &writer)
            // `return` only where a stubbed error would otherwise follow.
            if error != nil { writer.line("return") }
        } else if !isReturnErased && !parameters.hasErasedInout {
            writer.add("return ")
            writeCall(into: &writer)
            writer.endLine()
        } else {
            writer.add("let mockResult = ")
            writeCall(into: &writer)
            writer.endLine()
            writeBack(into: &writer)
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
        parameters.writeHandlerArguments(into: &writer)
        writer.add(")")
    }

    /// Casts `inout` generic values back from the `Any` the handler changed.
    private func writeBack(into writer: inout CodeWriter) {
        guard parameters.hasErasedInout else { return }
        for plan in parameters.plans where plan.isErasedInout {
            writer.add(plan.name)
            writer.add(" = ")
            plan.writeErasedName(into: &writer)
            writer.add(" as? ")
            writer.line(plan.typeText, " ?? ", plan.name)
        }
    }

    private func writeCastResult(into writer: inout CodeWriter) {
        var type = returnText ?? "Void"
        switch returnType {
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            type = wrapped.description
            writer.line("guard let mockResult else { return nil }")
        default:
            break
        }
        writer.add("guard let mockTypedResult = mockResult as? ")
        writer.add(type)
        writer.line(" else {")
        writer.add("    fatalError(\"")
        writer.add(context.mockName)
        writer.add(".")
        selector.write(into: &writer)
        writer.add(" handler returned \\(Swift.type(of: mockResult)), expected ")
        writer.add(type)
        writer.line("\")")
        writer.line("}")
        writer.line("return mockTypedResult")
    }

    private func writeReturn(into writer: inout CodeWriter) {
        guard let returnType else { return }
        if let returnValue {
            if !returnValue.isUnsetWhenNil {
                writer.add("return ")
                writer.add(returnValue.name)
                return writer.endLine()
            }
            writer.add("if let ")
            writer.add(returnValue.name)
            writer.add(" { return ")
            writer.add(returnValue.name)
            writer.line(" }")
            return writeFallback(into: &writer)
        }
        if let value = DefaultValue.expression(for: returnType) {
            writer.add("return ")
            return writer.line(value)
        }
        writeFallback(into: &writer)
    }

    private func writeFallback(into writer: inout CodeWriter) {
        if throwing == .throwing {
            writer.add("throw MockError.notStubbed(\"")
            selector.write(into: &writer)
            return writer.line("\")")
        }
        writer.add("fatalError(\"")
        writer.add(context.mockName)
        writer.add(".")
        selector.write(into: &writer)
        writer.line(" has no handler or return value\")")
    }
}
