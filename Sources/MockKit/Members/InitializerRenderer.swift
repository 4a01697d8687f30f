/// Renders initializer requirements. Each records on the new instance that it ran and with what
/// (`initCallCount`, `initArgValues`); it never fails or throws, whatever it is declared to do.
/// A requirement without parameters takes the place of the mock's `init()`.
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
        let count = StateVar.count(StateName(prefix, context.naming.callCount), type: context.spell("Int"))
        let recorded = RecordedArguments(parameters: parameters, newValueType: nil)
        let argValues = parameters.recordedCount > 0 ? StateVar.list(StateName(prefix, context.naming.invocations), of: recorded) : nil
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

    /// An `NSObject` subclass initializes its superclass before recording anything.
    private var callsSuperInit: Bool {
        context.subclassesNSObject && context.flavor != .actor
    }

    /// `init(…) … {`, without ending the line.
    private func writeSignature(_ initializer: MockInitializer, parameters: ParameterList, into writer: inout CodeWriter) {
        writer.add(context.access)
        writer.add(initializer.isFailable ? "init?(" : "init(")
        parameters.writeDeclaration(into: &writer)
        writer.add(")")
        if initializer.isAsync { writer.add(" async") }
        MethodRenderer.writeEffect(initializer.throwing, context: context, into: &writer)
        writer.add(" {")
    }
}
