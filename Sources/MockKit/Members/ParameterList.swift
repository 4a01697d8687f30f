/// The parameters of one member and the lists written from them: the signature's, the handler's types and
/// arguments. Each list is written where it appears rather than built as a string first.
struct ParameterList {
    let plans: [ParameterPlan]
    /// How many parameters `…ArgValues` records.
    let recordedCount: Int
    /// Whether any parameter is an `inout` generic value the handler sees as `Any`.
    let hasErasedInout: Bool

    init(_ parameters: [MockParameter], context: MockContext, genericNames: Set<String>, inSubscript: Bool = false) {
        var plans: [ParameterPlan] = []
        plans.reserveCapacity(parameters.count)
        for (index, parameter) in parameters.enumerated() {
            plans.append(ParameterPlan(parameter, index: index, context: context, genericNames: genericNames, inSubscript: inSubscript))
        }
        self.plans = plans
        recordedCount = plans.count { $0.isRecorded }
        hasErasedInout = plans.contains { $0.isErasedInout }
    }

    /// No parameters (a property's getter).
    static let none = ParameterList()

    private init() {
        plans = []
        recordedCount = 0
        hasErasedInout = false
    }

    /// `label name: Type, …` inside the signature's parentheses.
    func writeDeclaration(into writer: inout CodeWriter) {
        for (index, plan) in plans.enumerated() {
            if index > 0 { writer.add(", ") }
            plan.writeDeclaration(into: &writer)
        }
    }

    /// Whether the handler takes any parameter.
    var hasHandlerTypes: Bool { plans.contains { $0.isPassed } }

    /// The handler's parameter types, comma-separated.
    func writeHandlerTypes(into writer: inout CodeWriter) {
        var isFirst = true
        for plan in plans where plan.isPassed {
            if !isFirst { writer.add(", ") }
            isFirst = false
            plan.writeHandlerType(into: &writer)
        }
    }

    /// The arguments of the call to the handler, comma-separated.
    func writeHandlerArguments(into writer: inout CodeWriter) {
        var isFirst = true
        for plan in plans where plan.isPassed {
            if !isFirst { writer.add(", ") }
            isFirst = false
            plan.writeHandlerArgument(into: &writer)
        }
    }
}
