/// Renders initializer requirements. Each records on the new instance that it ran and with what
/// (`initCallCount`, `initArgValues`); it never fails or throws, whatever it is declared to do.
/// A requirement without parameters takes the place of the mock's `init()`.
struct InitializerRenderer {
    let context: MockContext

    func render(_ initializer: MockInitializer, prefix: String) -> [[String]] {
        if initializer.parameters.isEmpty {
            return [[signature(initializer, parameters: "") + "}"]]
        }
        let parameters = ParameterList(initializer.parameters, context: context, genericNames: [])
        let storage = MockStorage(context: context, isStatic: false)
        let count = StateVar.count(prefix + "CallCount")
        var operations: [StateOp] = [.increment(count)]
        var states = [count]
        if let type = parameters.recordType, let value = parameters.recordValue {
            let argValues = StateVar.list(prefix + "ArgValues", of: type)
            states.append(argValues)
            operations.append(.append(argValues, value))
        }
        let body = indented(superInit + storage.perform(operations))
        return states.map(storage.declaration) + [[signature(initializer, parameters: parameters.declaration)] + body + ["}"]]
    }

    /// The standard `init()`, unless a requirement without parameters replaces it.
    func standardInitializer(requirements: [MockInitializer]) -> [String]? {
        if requirements.contains(where: { $0.parameters.isEmpty }) { return nil }
        if superInit.isEmpty { return ["\(context.access)init() {}"] }
        return ["\(context.access)override init() {", "    super.init()", "}"]
    }

    /// An `NSObject` subclass initializes its superclass before recording anything.
    private var superInit: [String] {
        context.subclassesNSObject && context.flavor != .actor ? ["super.init()"] : []
    }

    private func signature(_ initializer: MockInitializer, parameters: String) -> String {
        let effects = (initializer.isAsync ? " async" : "") + MethodRenderer.effect(initializer.throwing, context: context)
        return "\(context.access)init\(initializer.isFailable ? "?" : "")(\(parameters))\(effects) {"
    }
}
