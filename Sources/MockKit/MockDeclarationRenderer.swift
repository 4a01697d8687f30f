/// Renders the mock type itself: its declaration line, the standard pieces, and every member.
struct MockDeclarationRenderer {
    let context: MockContext

    /// Protocol attributes that cannot be applied to a class or actor.
    private static let droppedAttributes: Set<String> = ["objc", "rethrows", "_marker", "preconcurrency"]

    func write(into writer: inout CodeWriter) {
        let support = MockSupport(context: context)
        var members = MemberListRenderer(context: context)
        let initializers = context.allMembers.compactMap { member -> MockInitializer? in
            if case .initializer(let initializer) = member { return initializer }
            return nil
        }
        writer.line("/// A test double for `", context.proto.name.withoutBackticks, "`: records calls and answers them from stubs.")
        writer.lines(attributes)
        writeDeclaration(into: &writer)
        writer.indent()
        var sections = false
        writer.section(&sections) { support.writeLockDeclaration(into: &$0) }
        writer.section(&sections) { InitializerRenderer(context: context).writeStandardInitializer(requirements: initializers, into: &$0) }
        writer.section(&sections) { InitializerRenderer(context: context).writeMemberwiseInitializer(requirements: initializers, into: &$0) }
        writer.section(&sections) { writeTypealiases(into: &$0) }
        writer.section(&sections) { support.writeMockError(into: &$0) }
        members.write(context.proto.members, into: &writer, sections: &sections)
        support.writeStandardConformances(into: &writer, sections: &sections)
        writer.section(&sections) { support.writeResetStatics(into: &$0) }
        writer.section(&sections) { support.writeLockHelper(into: &$0) }
        writer.dedent()
        writer.line("}")
    }

    private var attributes: [String] {
        var result = context.proto.attributes.filter { !Self.droppedAttributes.contains($0.name) }.map(\.description)
        if case .isolated(let globalActor) = context.flavor, !result.contains(globalActor) {
            result.insert(globalActor, at: 0)
        }
        return result
    }

    /// `public final class FooMock<Element>: NSObject, Foo, @unchecked Sendable {`
    private func writeDeclaration(into writer: inout CodeWriter) {
        writer.add(context.access, nonisolatedType ? "nonisolated " : "", context.flavor == .actor ? "actor " : "final class ", context.mockName)
        writeGenericClause(into: &writer)
        writer.add(": ")
        if context.subclassesNSObject && context.flavor != .actor { writer.add("NSObject, ") }
        if let module = context.proto.moduleName { writer.add(module, ".") }
        writer.add(context.proto.name)
        if case .isolated = context.flavor, let identity = identityConformance { writer.add(", nonisolated ", identity) }
        if context.flavor == .locked { writer.add(", @unchecked ", context.spell("Sendable")) }
        let requirements = context.associatedTypePlan.whereClause
        if !requirements.isEmpty { writer.add(" ", GenericRequirement.clause(requirements)) }
        writer.line(" {")
    }

    /// `typealias T = Any` for each associated type the mock names rather than takes as a generic parameter, and
    /// in Mockolo's flavour the protocol's own `typealias`es again.
    private func writeTypealiases(into writer: inout CodeWriter) {
        let plan = context.associatedTypePlan.typealiases
        for (name, type) in plan {
            writer.line(context.access, "typealias ", name, " = ", type)
        }
        guard context.naming.namesAssociatedTypesWithTypealiases else { return }
        // One that mentions `Self` would mean the mock class, not what the protocol meant: left to the protocol.
        for alias in context.proto.typealiases where !plan.contains(where: { $0.name == alias.name }) && !alias.definition.contains("Self") {
            writer.line(context.access, "typealias ", alias.definition)
        }
    }

    /// A mock implementing `Equatable`/`Hashable` by identity keeps that conformance nonisolated. In a module built
    /// with `-default-isolation MainActor` and `InferIsolatedConformances` it would otherwise be inferred main-actor
    /// isolated, which the protocol's conformance cannot depend on (`Sendable` protocols cannot take it at all).
    /// Plain and locked mocks are declared `nonisolated` (SE-0449); a global-actor-isolated mock states
    /// `nonisolated Hashable` (SE-0470), its `==` and `hash(into:)` being `nonisolated` already. Without those
    /// settings neither changes anything, so both modes get one text.
    /// A plain or locked mock of a `nonisolated protocol` is `nonisolated` too: taking the module's main-actor
    /// default, its conformance would be main-actor isolated and unusable where the protocol is used from
    /// nonisolated code (as in apps built with Xcode 26's MainActor default, which mark such protocols).
    private var nonisolatedType: Bool {
        (context.flavor == .plain || context.flavor == .locked) && (identityConformance != nil || context.proto.isNonisolated)
    }

    /// `Hashable` or `Equatable` when the mock implements it by identity (see `writeStandardConformances`).
    private var identityConformance: String? {
        guard !context.subclassesNSObject else { return nil }
        if context.inherited.contains("Hashable") { return "Hashable" }
        return context.inherited.contains("Equatable") ? "Equatable" : nil
    }

    /// Associated types the mock is generic over, with their constraints (see `AssociatedTypePlan`).
    private func writeGenericClause(into writer: inout CodeWriter) {
        writer.add(context.associatedTypePlan.genericClause)
    }
}
