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
    /// What the handler returns, and whether the mock casts it back (a result naming the member's generic
    /// parameters).
    let result: HandlerResult?

    let callCount: StateVar
    /// `…Called`, in flavours that have it.
    let called: StateName?
    let argValues: StateVar?
    /// `…Received<Arg>` or `…ReceivedArguments`, the last call's, in flavours that have it.
    let lastCall: StateName?
    let handler: StateVar
    let error: StateVar?
    let returnValue: StateVar?

    init(
        context: MockContext, isStatic: Bool, prefix: String, isGetter: Bool = false, valueName: StateName? = nil,
        selector: MemberNaming.Selector, parameters: ParameterList, isAsync: Bool, throwing: MockThrows, returnType: SwiftType?,
        genericNames: Set<String> = []
    ) {
        let naming = context.naming
        let suffixes = naming.suffixes
        self.context = context
        self.storage = MockStorage(context: context, isStatic: isStatic)
        self.selector = selector
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.returnType = returnType
        returnText = returnType?.description
        let result = returnType.map { HandlerResult($0, generics: genericNames) }
        self.result = result
        callCount = .count(StateName(prefix, isGetter ? suffixes.getterCallCount : suffixes.callCount), type: context.spell("Int"))
        called = suffixes.called.map { StateName(prefix, $0) }
        argValues = parameters.recordedCount > 0
            ? .list(StateName(prefix, suffixes.invocations), of: RecordedArguments(parameters: parameters, newValueType: nil))
            : nil
        lastCall = naming.recordsLastCall && argValues != nil ? Self.lastCallName(prefix: prefix, parameters: parameters) : nil
        let resolvedThrowing: MockThrows
        switch throwing {
        case .throwing:
            resolvedThrowing = throwing
            error = .optional(StateName(prefix, suffixes.error), .someOrAny("any", .named(context.spell("Error"))))
        case .typed(let type):
            let resolved = context.resolved(type)
            resolvedThrowing = .typed(resolved)
            // `throws(Never)` throws nothing: no error to stub.
            error = resolved.declaredName == "Never" ? nil : .optional(StateName(prefix, suffixes.error), resolved)
        case .none, .rethrowing:
            resolvedThrowing = throwing
            error = nil
        }
        handler = .handler(StateName(prefix, suffixes.handler), HandlerSignature(
            closureAttribute: context.closureAttribute, parameters: parameters, newValueType: nil,
            isAsync: isAsync, throwing: resolvedThrowing, result: result?.type.description ?? "Void"
        ))
        let valueName = valueName ?? StateName(prefix, suffixes.returnValue)
        returnValue = returnType.flatMap { result?.castBack != nil ? nil : .value(valueName, $0, isPublic: true, shadowed: context.shadowedNames) }
    }

    /// `Received<Name>` for one recorded argument (Sourcery uses the parameter's own name, none for `_:`),
    /// `ReceivedArguments` for several.
    static func lastCallName(prefix: String, parameters: ParameterList) -> StateName {
        guard parameters.recordedCount == 1, let plan = parameters.plans.first(where: \.isRecorded) else {
            return StateName(prefix, "ReceivedArguments")
        }
        let name = plan.sourceName == "_" ? "" : plan.sourceName.withoutBackticks
        return StateName(prefix + "Received" + SourceryMethodName.upperFirstLetter(name), "")
    }

    /// The state, in declaration order.
    func declare(into writer: inout CodeWriter, blocks: inout Int) {
        storage.declare(callCount, into: &writer, blocks: &blocks)
        if let called {
            storage.declareDerived(called, type: .text("Bool"), into: &writer, blocks: &blocks) {
                $0.add(callCount.name)
                $0.add(" > 0")
            }
        }
        if let argValues { storage.declare(argValues, into: &writer, blocks: &blocks) }
        if let lastCall, let argValues, case .recordings(let recorded) = argValues.type {
            storage.declareDerived(lastCall, type: .lastRecording(recorded), into: &writer, blocks: &blocks) {
                $0.add(argValues.name)
                $0.add(".last")
            }
        }
        storage.declare(handler, into: &writer, blocks: &blocks)
        if let error { storage.declare(error, into: &writer, blocks: &blocks) }
        if let returnValue { storage.declare(returnValue, into: &writer, blocks: &blocks) }
    }

    /// The body of the member that answers the call (a method, an effectful getter, a subscript getter), after
    /// its opening brace: the call recorded, then answered; the brace closed.
    func writeBody(into writer: inout CodeWriter) {
        writer.indent()
        writeRecord(into: &writer)
        writeAnswer(into: &writer)
        writer.dedent()
        writer.line("}")
    }

    /// Counts the call and stores its arguments, in one critical section where the mock is locked.
    private func writeRecord(into writer: inout CodeWriter) {
        let append = argValues.map { StateOp.append($0, RecordedArguments(parameters: parameters, newValueType: nil)) }
        storage.perform(.increment(callCount), append, into: &writer)
    }

    /// The handler, then the stubbed error, then the stubbed or default value (the error first where the
    /// flavour checks it first).
    private func writeAnswer(into writer: inout CodeWriter) {
        let errorFirst = context.naming.throwsBeforeHandler
        if errorFirst { writeThrow(into: &writer) }
        writeHandler(into: &writer)
        if !errorFirst { writeThrow(into: &writer) }
        writeReturn(into: &writer)
    }

    private func writeThrow(into writer: inout CodeWriter) {
        guard let error else { return }
        writer.add("if let ")
        writer.add(error.name)
        writer.add(" { throw ")
        writer.add(error.name)
        writer.line(" }")
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
                writer.line(": ", plan.passedText, " = ", plan.name)
            }
        }
        let castBack = result?.castBack
        if returnType == nil {
            writeCall(into: &writer)
            writer.endLine()
            writeBack(into: &writer)
            // `return` only where a stubbed error would otherwise follow.
            if error != nil && !context.naming.throwsBeforeHandler { writer.line("return") }
        } else if castBack == nil && !parameters.hasErasedInout {
            writer.add("return ")
            writeCall(into: &writer)
            writer.endLine()
        } else {
            writer.add("let mockResult = ")
            writeCall(into: &writer)
            writer.endLine()
            writeBack(into: &writer)
            if let castBack { writeCastResult(castBack, into: &writer) } else { writer.line("return mockResult") }
        }
        writer.dedent()
        writer.line("}")
    }

    /// `try await handler(a, b)`, inside `withoutActuallyEscaping` for the closures that need it.
    private func writeCall(into writer: inout CodeWriter) {
        let handlerThrows = throwing != .none && throwing.errorType?.declaredName != "Never"
        let effects = (handlerThrows ? "try " : "") + (isAsync ? "await " : "")
        let wrappers = parameters.escapingWrappers(rethrowing: throwing == .rethrowing)
        for plan in wrappers {
            writer.add(effects, "withoutActuallyEscaping(", plan.name, ") { ", plan.name)
            writer.add(" in ")
        }
        writer.add(effects)
        writer.add(handler.name)
        writer.add("(")
        parameters.writeHandlerArguments(into: &writer)
        writer.add(")")
        for _ in wrappers { writer.add(" }") }
    }

    /// Casts `inout` values back from the type the handler changed them as.
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

    /// The handler's `Any` (or `Any?`) as the member's result, stopping with a message naming the member when
    /// the handler returned another type.
    private func writeCastResult(_ castBack: SwiftType, into writer: inout CodeWriter) {
        var type = castBack.implicitlyUnwrappedRemoved.description
        if result?.type.isOptional == true {
            switch castBack {
            case .optional(let wrapped): type = wrapped.description
            case .named("Optional", let arguments) where arguments.count == 1: type = arguments[0].description
            default: break
            }
            writer.line("guard let mockResult else { return nil }")
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
        if let value = DefaultValue.expression(for: returnType, shadowed: context.shadowedNames) {
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
