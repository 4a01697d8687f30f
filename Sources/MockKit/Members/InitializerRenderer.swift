/// Renders initializer requirements. Each records on the new instance that it ran and with what
/// (`initCallCount`, `initArgValues`); it never fails or throws, whatever it is declared to do.
/// A requirement without parameters takes the place of the mock's `init()`. In Mockolo's flavour the
/// parameters have Mockolo's defaults (`init(param: String = "")`), and the mock has Mockolo's memberwise
/// initializer over its properties.
struct InitializerRenderer {
    let context: MockContext

    /// The state declarations and the initializer, each a block among `blocks`.
    func write(_ initializer: MockInitializer, prefix: String, into writer: inout CodeWriter, blocks: inout Int) {
        if initializer.parameters.isEmpty {
            let start = writer.mark
            writeSignature(initializer, parameters: .none, into: &writer)
            writer.add("}")
            writer.endLine()
            return writer.endBlock(from: start, previousLines: &blocks)
        }
        let parameters = ParameterList(initializer.parameters, context: context, genericNames: [])
        let storage = MockStorage(context: context, isStatic: false)
        let count = StateVar.count(StateName(prefix, context.naming.suffixes.callCount), type: context.spell("Int"))
        let recorded = RecordedArguments(parameters: parameters, newValueType: nil)
        let argValues = parameters.recordedCount > 0 ? StateVar.list(StateName(prefix, context.naming.suffixes.invocations), of: recorded) : nil
        storage.declare(count, into: &writer, blocks: &blocks)
        if let argValues {
            storage.declare(argValues, into: &writer, blocks: &blocks)
            if context.naming.recordsLastCall {
                let lastCall = CallStub.lastCallName(prefix: prefix, parameters: parameters)
                storage.declareDerived(lastCall, type: .lastRecording(recorded), into: &writer, blocks: &blocks) {
                    $0.add(argValues.name)
                    $0.add(".last")
                }
            }
        }
        let start = writer.mark
        writeSignature(initializer, parameters: parameters, into: &writer)
        writer.endLine()
        writer.indent()
        if callsSuperInit { writer.line("super.init()") }
        storage.perform(.increment(count), argValues.map { .append($0, recorded) }, into: &writer)
        writer.dedent()
        writer.line("}")
        writer.endBlock(from: start, previousLines: &blocks)
    }

    /// The standard `init()`, unless a requirement without parameters replaces it.
    func writeStandardInitializer(requirements: [MockInitializer], into writer: inout CodeWriter) {
        if requirements.contains(where: { $0.parameters.isEmpty }) { return }
        if !callsSuperInit { return writer.line(context.access, "init() {}") }
        writer.line(context.access, "override init() {")
        writer.line("    super.init()")
        writer.line("}")
    }

    /// Mockolo's `init(name: T = default, …)` (Templates/NominalTemplate.swift, `extraInitsIfNeeded`): a parameter
    /// for each property of the protocol and its ancestors outside `#if` blocks, in the order of their declarations'
    /// offsets then names, except static ones and optional closures; each parameter defaults to its type's obvious
    /// value. It sets the property's value without counting a set (a stored wrapped property gets a new wrapper). Left out when an initializer requirement has
    /// the same parameters (it would declare the same initializer).
    func writeMemberwiseInitializer(requirements: [MockInitializer], into writer: inout CodeWriter) {
        guard context.naming.hasMemberwiseInitializer else { return }
        let properties = context.proto.members.indices.compactMap { index -> (MockProperty, String)? in
            guard case .property(let property) = context.proto.members[index], Self.isMemberwiseParameter(property) else { return nil }
            return (property, context.prefix(ofTopLevelMember: index))
        }.sorted { ($0.0.offset, $0.0.name) < ($1.0.offset, $1.0.name) }
        guard !properties.isEmpty else { return }
        let types = properties.map { context.resolved($0.0.type) }
        let signature = zip(properties, types).map { "\($0.0.name): \($1)" }
        let declared = requirements.contains { requirement in
            requirement.parameters.map { "\($0.label ?? $0.name): \(context.resolved($0.type))" } == signature
        }
        guard !declared else { return }
        writer.add(context.access, "init(")
        for (index, ((property, _), type)) in zip(properties, types).enumerated() {
            if index > 0 { writer.add(", ") }
            writer.add(property.name, ": ")
            if let value = DefaultValue.expression(for: type, shadowed: context.shadowedNames) {
                writer.add(type.description, " = ", value)
            } else {
                writer.add(type.isNonEscapingClosure ? "@escaping " + type.description : type.description)
            }
        }
        writer.line(") {")
        writer.indent()
        if callsSuperInit { writer.line("super.init()") }
        for (property, prefix) in properties {
            let effectful = property.isAsync || property.throwing != .none
            writer.add("self.")
            if effectful {
                writer.add(context.naming.getterValue(prefix: prefix, name: property.name))
            } else if context.publishers.exposed.contains(property.name) {
                // A wrapped property runs its `didSet` even in the initializer (Mockolo's mocks count that set):
                // its wrapper is made anew instead, so no set is counted, as for every other property.
                writer.add("_", property.name)
                writer.line(" = .init(wrappedValue: ", property.name, ")")
                continue
            } else {
                writer.add(context.naming.propertyBacking(prefix).name)
            }
            writer.line(" = ", property.name)
        }
        writer.dedent()
        writer.line("}")
    }

    /// Mockolo's `canBeInitParam` (Utils/StringExtensions.swift): not static, not an `AnyPublisher` (its subject
    /// answers, `PublisherPlan`), not an optional closure, not named like a mock's own state.
    private static func isMemberwiseParameter(_ property: MockProperty) -> Bool {
        let name = property.name
        let generated = name.hasPrefix("_") || name.hasSuffix("SetCallCount") || name.hasSuffix("CallCount") || name.hasSuffix("Subject")
            || (name.hasSuffix("Handler") && property.type.isOptional)
        return !property.isStatic && !PublisherPlan.isPublisher(property.type)
            && !(property.type.isOptional && property.type.optionalWrapped?.isFunction == true) && !generated
    }

    /// An `NSObject` subclass initializes its superclass before recording anything.
    private var callsSuperInit: Bool {
        context.subclassesNSObject && context.flavor != .actor
    }

    /// `init(…) … {`, without ending the line.
    private func writeSignature(_ initializer: MockInitializer, parameters: ParameterList, into writer: inout CodeWriter) {
        writer.add(context.access)
        writer.add(initializer.isFailable ? "init?(" : "init(")
        parameters.writeDeclaration(withDefaults: context.naming.hasMemberwiseInitializer, shadowed: context.shadowedNames, into: &writer)
        writer.add(")")
        if initializer.isAsync { writer.add(" async") }
        MethodRenderer.writeEffect(initializer.throwing, context: context, into: &writer)
        writer.add(" {")
    }
}
