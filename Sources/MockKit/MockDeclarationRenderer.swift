/// Renders the mock type itself: its declaration line, the standard pieces, and every member.
struct MockDeclarationRenderer {
    let context: MockContext

    /// Protocol attributes that cannot be applied to a class or actor.
    private static let droppedAttributes: Set<String> = ["@objc", "@rethrows", "@_marker", "@preconcurrency"]

    func write(into writer: inout CodeWriter) {
        let support = MockSupport(context: context)
        var members = MemberListRenderer(context: context)
        let initializers = context.allMembers.compactMap { member -> MockInitializer? in
            if case .initializer(let initializer) = member { return initializer }
            return nil
        }
        let standardInit = InitializerRenderer(context: context).standardInitializer(requirements: initializers)
        writer.line("/// A test double for `", context.proto.name, "`: records calls and answers them from stubs.")
        writer.lines(attributes)
        writer.line(declaration)
        writer.indent()
        var sections = false
        for fixed in [support.lockDeclaration, standardInit, support.mockError] { writer.section(fixed ?? [], &sections) }
        members.write(context.proto.members, into: &writer, sections: &sections)
        for conformance in support.standardConformances { writer.section(conformance, &sections) }
        for fixed in [support.resetStatics, support.lockHelper] { writer.section(fixed ?? [], &sections) }
        writer.dedent()
        writer.line("}")
    }

    private var attributes: [String] {
        var result = context.proto.attributes.map(\.trimmingSpaces).filter { attribute in
            !Self.droppedAttributes.contains(LeadingAttributes.name(of: attribute))
        }
        if case .isolated(let globalActor) = context.flavor, !result.contains(globalActor) {
            result.insert(globalActor, at: 0)
        }
        return result
    }

    private var declaration: String {
        let kind = context.flavor == .actor ? "actor" : "final class"
        let superclass = context.subclassesNSObject && context.flavor != .actor ? ["NSObject"] : []
        let conformances = superclass + [context.proto.name] + (context.flavor == .locked ? ["@unchecked Sendable"] : [])
        return "\(context.access)\(kind) \(context.mockName)\(genericClause): \(conformances.joined(separator: ", ")) {"
    }

    /// Associated types become the mock's generic parameters, with their constraints.
    private var genericClause: String {
        guard !context.proto.associatedTypes.isEmpty else { return "" }
        let parameters = context.proto.associatedTypes.map { associatedType in
            let constraints = associatedType.constraints.map(context.resolved).joined(separator: " & ")
            return constraints.isEmpty ? associatedType.name : "\(associatedType.name): \(constraints)"
        }
        return "<\(parameters.joined(separator: ", "))>"
    }
}
