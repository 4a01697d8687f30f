/// Renders a property requirement. A plain property gets settable storage (even when the requirement
/// is get-only, so tests can stub it) and counts reads and, for `{ get set }`, writes. An `async` or
/// `throws` getter cannot have a setter, so it is stubbed like a method with no arguments.
struct PropertyRenderer {
    let context: MockContext

    func render(_ property: MockProperty, prefix: String) -> [[String]] {
        let type = context.resolved(property.type)
        let modifiers = context.access + (property.isStatic ? "static " : instanceModifier) + "var \(property.name): \(type) {"
        let head = property.attributes.isEmpty ? [modifiers] : [property.attributes.joined(separator: " "), modifiers]
        if property.isAsync || property.throwing != .none {
            return renderEffectful(property, type: type, prefix: prefix, head: head)
        }
        let storage = MockStorage(context: context, isStatic: property.isStatic)
        let getCount = StateVar.count(prefix + "GetCallCount")
        let setCount = property.isSettable ? StateVar.count(prefix + "SetCallCount") : nil
        let backing = StateVar.value("_" + prefix, type, isPublic: false)
        let states = [getCount] + [setCount].compactMap { $0 } + [backing]

        var getter = storage.perform([.increment(getCount)])
        if backing.isUnsetWhenNil {
            getter += [
                "let value = \(storage.read(backing))",
                "guard let value else { fatalError(\"\(context.mockName).\(property.name) was read before a value was set\") }",
                "return value",
            ]
        } else {
            getter.append("return \(storage.read(backing))")
        }
        let setter = storage.perform([setCount.map(StateOp.increment)].compactMap { $0 } + [.assign(backing, "newValue")])
        let accessors = ["get {"] + indented(getter) + ["}", "set {"] + indented(setter) + ["}"]
        return states.map(storage.declaration).filter { !$0.isEmpty } + [head + indented(accessors) + ["}"]]
    }

    private func renderEffectful(_ property: MockProperty, type: String, prefix: String, head: [String]) -> [[String]] {
        let stub = CallStub(
            context: context, isStatic: property.isStatic, prefix: prefix, countSuffix: "GetCallCount",
            selector: property.name, parameters: ParameterList([], context: context, genericNames: []),
            isAsync: property.isAsync, throwing: property.throwing, returnType: type, isReturnErased: false
        )
        let effects = (property.isAsync ? " async" : "") + MethodRenderer.effect(property.throwing, context: context)
        let getter = ["get\(effects) {"] + indented(stub.recordLines + stub.answerLines) + ["}"]
        return stub.declarations + [head + indented(getter) + ["}"]]
    }

    /// Actor mocks expose properties `nonisolated` so tests can stub them without `await`.
    private var instanceModifier: String {
        context.flavor == .actor ? "nonisolated " : ""
    }
}
