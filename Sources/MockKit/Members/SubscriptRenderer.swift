/// Renders a subscript requirement: the getter is stubbed like a method (`subscriptHandler`, …);
/// a settable subscript also records writes (`subscriptSetCallCount`, `subscriptSetArgValues`,
/// `subscriptSetHandler`).
struct SubscriptRenderer {
    let context: MockContext

    func render(_ requirement: MockSubscript, prefix: String) -> [[String]] {
        let genericNames = ParameterPlan.genericNames(requirement.genericParameters)
        let parameters = ParameterList(requirement.parameters, context: context, genericNames: genericNames, inSubscript: true)
        let returnType = context.resolved(requirement.returnType)
        let isErased = TypeText.mentions(returnType, anyOf: genericNames)
        let stub = CallStub(
            context: context, isStatic: requirement.isStatic, prefix: prefix,
            selector: MemberNaming.selector(of: .subscriptRequirement(requirement)), parameters: parameters,
            isAsync: false, throwing: .none, returnType: returnType, isReturnErased: isErased
        )
        var declarations = stub.declarations
        var accessors = ["get {"] + indented(stub.recordLines + stub.answerLines) + ["}"]
        if requirement.isSettable {
            let setter = SetterStub(context: context, isStatic: requirement.isStatic, prefix: prefix,
                                    parameters: parameters, valueType: isErased ? "Any" : returnType)
            declarations += setter.states.map(setter.storage.declaration)
            accessors += ["set {"] + indented(setter.lines) + ["}"]
        }
        var line = context.access + (requirement.isStatic ? "static " : "") + "subscript"
        line += context.resolved(requirement.genericParameters ?? "") + "(\(parameters.declaration)) -> \(returnType)"
        line += MethodRenderer.whereClause(requirement.whereClause, context: context) + " {"
        return declarations + [[line] + indented(accessors) + ["}"]]
    }
}

/// The write side of a settable subscript.
private struct SetterStub {
    let storage: MockStorage
    let count: StateVar
    let argValues: StateVar
    let handler: StateVar
    let parameters: ParameterList

    init(context: MockContext, isStatic: Bool, prefix: String, parameters: ParameterList, valueType: String) {
        storage = MockStorage(context: context, isStatic: isStatic)
        self.parameters = parameters
        count = .count(prefix + "SetCallCount")
        let recorded = parameters.plans.filter { $0.recordType != nil }
        let elements = recorded.map { "\($0.name): \($0.recordType ?? "")" } + ["newValue: \(valueType)"]
        // A one-element tuple cannot be labeled: with no recordable index the element is the value alone.
        argValues = .list(prefix + "SetArgValues", of: recorded.isEmpty ? valueType : "(\(elements.joined(separator: ", ")))")
        let handlerParameters = [parameters.handlerTypes, valueType].filter { !$0.isEmpty }.joined(separator: ", ")
        handler = .optional(prefix + "SetHandler", "\(context.flavor.closureAttribute)(\(handlerParameters)) -> Void")
        let values = recorded.map { "\($0.name): \($0.name)" } + ["newValue: newValue"]
        recordedValue = recorded.isEmpty ? "newValue" : "(\(values.joined(separator: ", ")))"
    }

    private let recordedValue: String

    var states: [StateVar] { [count, argValues, handler] }

    var lines: [String] {
        let arguments = [parameters.handlerArguments, "newValue"].filter { !$0.isEmpty }.joined(separator: ", ")
        return storage.perform([.increment(count), .append(argValues, recordedValue)])
            + ["if let \(handler.name) { \(handler.name)(\(arguments)) }"]
    }
}
