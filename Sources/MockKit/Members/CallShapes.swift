/// What `…ArgValues` records of one call: its recorded parameters and, for a subscript's setter, the new
/// value. One recorded value is stored as itself, several as a labeled tuple.
struct RecordedArguments {
    let parameters: ParameterList
    /// The setter's value type; nil for calls.
    let newValueType: String?

    /// Whether several values are recorded, as a labeled tuple.
    private var isTuple: Bool { parameters.recordedCount + (newValueType == nil ? 0 : 1) > 1 }

    /// The element type of `…ArgValues`: `Int`, or `(id: Int, flag: Bool)`.
    func writeElementType(into writer: inout CodeWriter) {
        write(into: &writer, newValue: newValueType) { plan, writer in plan.writeRecordType(into: &writer) }
    }

    /// The value appended to `…ArgValues`: `id`, or `(id: id, flag: flag)`.
    func writeValue(into writer: inout CodeWriter) {
        write(into: &writer, newValue: newValueType.map { _ in "newValue" }) { plan, writer in writer.add(plan.name) }
    }

    /// One element per recorded parameter, then the setter's `newValue`, labeled when they make a tuple: the type and
    /// the value share one shape, so the two can never disagree.
    private func write(into writer: inout CodeWriter, newValue: String?, element: (ParameterPlan, inout CodeWriter) -> Void) {
        if isTuple { writer.add("(") }
        var isFirst = true
        for plan in parameters.plans where plan.isRecorded {
            if !isFirst { writer.add(", ") }
            isFirst = false
            if isTuple {
                // A keyword labels a tuple element as it is; in backticks it draws a warning.
                writer.add(plan.name.withoutBackticks)
                writer.add(": ")
            }
            element(plan, &writer)
        }
        if let newValue {
            if !isFirst { writer.add(", ") }
            if isTuple { writer.add("newValue: ") }
            writer.add(newValue)
        }
        if isTuple { writer.add(")") }
    }
}

/// The type of a member's handler closure, `@Sendable (Int, String) async throws -> User`, written from
/// the member's parts.
struct HandlerSignature {
    /// `@Sendable `, a global actor, or nothing (`MockFlavor.closureAttribute`).
    let closureAttribute: String
    let parameters: ParameterList
    /// A subscript setter's handler also takes the new value.
    let newValueType: String?
    let isAsync: Bool
    /// How the member throws; a typed error is spelled as the mock spells it. A `rethrows` member's handler
    /// throws, as Mockolo's does (see `ParameterList.escapingWrappers`).
    let throwing: MockThrows
    let result: String

    func write(into writer: inout CodeWriter) {
        writer.add(closureAttribute)
        writer.add("(")
        parameters.writeHandlerTypes(into: &writer)
        if let newValueType, !newValueType.isEmpty {
            if parameters.hasHandlerTypes { writer.add(", ") }
            writer.add(newValueType)
        }
        writer.add(") ")
        if isAsync { writer.add("async ") }
        switch throwing {
        case .throwing, .rethrowing: writer.add("throws ")
        case .typed(let type): writer.add("throws(", type.description, ") ")
        case .none: break
        }
        writer.add("-> ")
        writer.add(result)
    }
}
