/// Renders a property requirement. A plain property gets settable storage (even when the requirement
/// is get-only, so tests can stub it) and counts reads and, for `{ get set }`, writes. An `async` or
/// `throws` getter cannot have a setter, so it is stubbed like a method with no arguments.
/// A publisher (`PublisherPlan`) is settable too, and returns the publisher a test assigned, else its subject
/// (`<name>Subject`) or the projection of the wrapped property the annotation names. A wrapped property whose
/// projection is the mock's (`PublisherPlan.exposed`) is stored, as Mockolo's is: its writes are counted, its reads
/// cannot be.
struct PropertyRenderer {
    let context: MockContext

    /// The state declarations and the property, each a block among `blocks`.
    func write(_ property: MockProperty, prefix: String, selector: MemberNaming.Selector, into writer: inout CodeWriter, blocks: inout Int) {
        let type = context.resolved(property.type)
        if property.isAsync || property.throwing != .none {
            return writeEffectful(property, type: type, prefix: prefix, selector: selector, into: &writer, blocks: &blocks)
        }
        if let wrapper = context.publishers.wrappers[property.name], context.publishers.exposed.contains(property.name) {
            return writeWrapped(property, type: type, wrapper: wrapper, prefix: prefix, into: &writer, blocks: &blocks)
        }
        let storage = MockStorage(context: context, isStatic: property.isStatic)
        let counts = context.naming.countsPropertyAccess
        let getCount = counts ? StateVar.count(StateName(prefix, "GetCallCount"), type: context.spell("Int")) : nil
        let setCount = counts && property.isSettable ? StateVar.count(StateName(prefix, "SetCallCount"), type: context.spell("Int")) : nil
        let backingName = context.naming.propertyBacking(prefix)
        let publisher = context.publishers.backings[property.name]
        var backing = StateVar.value(backingName.name, type, isPublic: backingName.isPublic, shadowed: context.shadowedNames)
        if publisher != nil {
            // What a test assigned; nil means the subject or the projection answers.
            backing = StateVar.optional(backingName.name, type, isPublic: backingName.isPublic)
            backing.isUnsetWhenNil = false
        }
        backing.wrapper = context.publishers.wrappers[property.name]
        if let getCount { storage.declare(getCount, into: &writer, blocks: &blocks) }
        if let setCount { storage.declare(setCount, into: &writer, blocks: &blocks) }
        storage.declare(backing, into: &writer, blocks: &blocks)
        if let publisher, case .subject = publisher.source { declareSubject(publisher, property: property, prefix: prefix, into: &writer, blocks: &blocks) }

        let start = writer.mark
        writeHead(property, type: type, into: &writer)
        writer.indent()
        writer.line("get {")
        writer.indent()
        if let getCount { storage.perform(.increment(getCount), into: &writer) }
        if let publisher {
            writer.add("return ")
            storage.read(backing, into: &writer)
            writer.add(" ?? ")
            writeDefaultPublisher(publisher, prefix: prefix, storage: storage, into: &writer)
            writer.endLine()
        } else if backing.isUnsetWhenNil {
            writer.add("let value = ")
            storage.read(backing, into: &writer)
            writer.endLine()
            writer.line("guard let value else { fatalError(\"", context.mockName, ".", property.name, " was read before a value was set\") }")
            writer.line("return value")
        } else {
            writer.add("return ")
            storage.read(backing, into: &writer)
            writer.endLine()
        }
        writer.dedent()
        writer.line("}")
        writer.line("set {")
        writer.indent()
        let assign = StateOp.assign(backing, "newValue")
        if let setCount { storage.perform(.increment(setCount), assign, into: &writer) } else { storage.perform(assign, into: &writer) }
        writer.dedent()
        writer.line("}")
        writer.dedent()
        writer.line("}")
        writer.endBlock(from: start, previousLines: &blocks)
    }

    /// `<name>Subject`, created with the mock: a constant, as subjects are safe to use from any thread; a static
    /// one lives in the static storage, created on first use.
    private func declareSubject(
        _ publisher: PublisherBacking, property: MockProperty, prefix: String, into writer: inout CodeWriter, blocks: inout Int
    ) {
        let start = writer.mark
        let name = StateName(prefix, "Subject")
        writer.add(context.access)
        if property.isStatic {
            writer.add("static var ")
            writer.add(name)
            writer.line(": ", publisher.subjectType, " {")
            writer.add("    ", context.staticsName, ".remembered(\"")
            writer.add(name)
            writer.line("\") { ", publisher.subjectInitializer, " }")
            writer.line("}")
        } else {
            // An actor mock's members are nonisolated; a subject is not `Sendable`, and is safe to share.
            if context.flavor == .actor { writer.add("nonisolated(unsafe) ") }
            writer.add("let ")
            writer.add(name)
            writer.line(" = ", publisher.subjectInitializer)
        }
        writer.endBlock(from: start, previousLines: &blocks)
    }

    /// The publisher a publisher property returns when no test assigned one.
    private func writeDefaultPublisher(_ publisher: PublisherBacking, prefix: String, storage: MockStorage, into writer: inout CodeWriter) {
        switch publisher.source {
        case .subject:
            writer.add(StateName(prefix, "Subject"))
        case .projection(.storage(let wrapped), _):
            storage.readProjection(of: context.naming.propertyBacking(wrapped).name, into: &writer)
        case .projection(.property(let name), _):
            writer.add("$", name)
        }
        writer.add(publisher.projectionSuffix)
    }

    /// Mockolo's stored wrapped property, `@Published public var name: T = value { didSet { nameSetCallCount += 1 } }`:
    /// `$name` publishes it. Only in mocks without a lock (`PublisherPlan`); the memberwise initializer makes its
    /// wrapper (`_name = .init(wrappedValue: name)`), so that value is not counted as a set.
    private func writeWrapped(
        _ property: MockProperty, type: SwiftType, wrapper: String, prefix: String, into writer: inout CodeWriter, blocks: inout Int
    ) {
        let storage = MockStorage(context: context, isStatic: false)
        let counts = context.naming.countsPropertyAccess && property.isSettable
        let setCount = counts ? StateVar.count(StateName(prefix, "SetCallCount"), type: context.spell("Int")) : nil
        if let setCount { storage.declare(setCount, into: &writer, blocks: &blocks) }
        let start = writer.mark
        if !property.attributes.isEmpty { writer.line(property.attributes.map(\.description).joined(separator: " ")) }
        writer.add(wrapper, " ", context.access, "var ", property.name)
        writer.add(": ", type.description, " = ", DefaultValue.expression(for: type, shadowed: context.shadowedNames) ?? "nil")
        if let setCount {
            writer.add(" { didSet { ")
            writer.add(setCount.name)
            writer.add(" += 1 } }")
        }
        writer.endLine()
        writer.endBlock(from: start, previousLines: &blocks)
    }

    private func writeEffectful(
        _ property: MockProperty, type: SwiftType, prefix: String, selector: MemberNaming.Selector, into writer: inout CodeWriter, blocks: inout Int
    ) {
        let stub = CallStub(
            context: context, isStatic: property.isStatic, prefix: prefix, isGetter: true,
            valueName: context.naming.getterValue(prefix: prefix, name: property.name), selector: selector, parameters: .none,
            isAsync: property.isAsync, throwing: property.throwing, returnType: type
        )
        stub.declare(into: &writer, blocks: &blocks)
        let start = writer.mark
        writeHead(property, type: type, into: &writer)
        writer.indent()
        writer.add("get")
        if property.isAsync { writer.add(" async") }
        MethodRenderer.writeEffect(property.throwing, context: context, into: &writer)
        writer.line(" {")
        stub.writeBody(into: &writer)
        writer.dedent()
        writer.line("}")
        writer.endBlock(from: start, previousLines: &blocks)
    }

    private func writeHead(_ property: MockProperty, type: SwiftType, into writer: inout CodeWriter) {
        if !property.attributes.isEmpty { writer.line(property.attributes.map(\.description).joined(separator: " ")) }
        writer.add(context.access)
        writer.add(property.isStatic ? "static " : instanceModifier)
        writer.add("var ")
        writer.add(property.name)
        writer.add(": ")
        writer.add(type.description)
        writer.line(" {")
    }

    /// Actor mocks expose properties `nonisolated` so tests can stub them without `await`.
    private var instanceModifier: String {
        context.flavor == .actor ? "nonisolated " : ""
    }
}
