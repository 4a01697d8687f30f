/// What `…ArgValues` records of one call: its recorded parameters and, for a subscript's setter, the new
/// value. One recorded value is stored as itself, several as a labeled tuple.
struct RecordedArguments {
    let parameters: ParameterList
    /// The setter's value type; nil for calls.
    let newValueType: String?

    private var count: Int { parameters.recordedCount + (newValueType == nil ? 0 : 1) }

    /// The element type of `…ArgValues`: `Int`, or `(id: Int, flag: Bool)`.
    func writeElementType(into writer: inout CodeWriter) {
        write(into: &writer, plan: { writer, plan in plan.writeRecordType(into: &writer) }, newValue: newValueType ?? "")
    }

    /// The value appended to `…ArgValues`: `id`, or `(id: id, flag: flag)`.
    func writeValue(into writer: inout CodeWriter) {
        write(into: &writer, plan: { writer, plan in writer.add(plan.name) }, newValue: "newValue")
    }

    private func write(into writer: inout CodeWriter, plan writePlan: (inout CodeWriter, ParameterPlan) -> Void, newValue: String) {
        let recorded = parameters.plans.lazy.filter(\.isRecorded)
        guard count > 1 else {
            if let plan = recorded.first { return writePlan(&writer, plan) }
            return writer.add(newValue)
        }
        writer.add("(")
        writer.add(recorded, separator: ", ") { writer, plan in
            writer.add(plan.name)
            writer.add(": ")
            writePlan(&writer, plan)
        }
        if newValueType != nil {
            if parameters.recordedCount > 0 { writer.add(", ") }
            writer.add("newValue: ")
            writer.add(newValue)
        }
        writer.add(")")
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
    /// How the member throws; a typed error is spelled as the mock spells it. A `rethrows` member's
    /// handler cannot throw.
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
        case .throwing: writer.add("throws ")
        case .typed(let type): writer.add("throws(", type, ") ")
        case .none, .rethrowing: break
        }
        writer.add("-> ")
        writer.add(result)
    }
}
