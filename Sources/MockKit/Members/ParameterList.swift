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

    /// `label name: Type, …` inside the signature's parentheses; `withDefaults`, each with its type's obvious value
    /// (`name: String = ""`) where it has one, as Mockolo writes an initializer's.
    func writeDeclaration(withDefaults: Bool = false, shadowed: Set<String> = [], into writer: inout CodeWriter) {
        for (index, plan) in plans.enumerated() {
            if index > 0 { writer.add(", ") }
            plan.writeDeclaration(into: &writer)
            if withDefaults, !plan.isInout, !plan.isVariadic, let value = DefaultValue.expression(for: plan.type, shadowed: shadowed) {
                writer.add(" = ", value)
            }
        }
    }

    /// Whether the handler takes any parameter.
    var hasHandlerTypes: Bool { !plans.isEmpty }

    /// The handler's parameter types, comma-separated.
    func writeHandlerTypes(into writer: inout CodeWriter) {
        for (index, plan) in plans.enumerated() {
            if index > 0 { writer.add(", ") }
            plan.writeHandlerType(into: &writer)
        }
    }

    /// The arguments of the call to the handler, comma-separated.
    func writeHandlerArguments(into writer: inout CodeWriter) {
        for (index, plan) in plans.enumerated() {
            if index > 0 { writer.add(", ") }
            plan.writeHandlerArgument(into: &writer)
        }
    }

    /// The closures the handler call must be wrapped in `withoutActuallyEscaping` for: the non-escaping ones it
    /// sees as `Any`, and for a `rethrows` member its first throwing closure, which lets the handler throw (a
    /// rethrowing function may throw only through its closure arguments).
    func escapingWrappers(rethrowing: Bool) -> [ParameterPlan] {
        var wrapped = plans.filter(\.needsEscaping)
        if rethrowing, wrapped.isEmpty, let closure = plans.first(where: { !$0.isVariadic && $0.type.isThrowingFunction }) {
            wrapped.append(closure)
        }
        return wrapped
    }
}
