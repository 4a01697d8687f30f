/// Renders members in declaration order, each as a `// MARK: -` section, keeping `#if` clauses
/// around the members they contain.
struct MemberListRenderer {
    let context: MockContext
    /// Prefixes parallel to the flattened members (see `MemberNaming`).
    private let prefixes: [String]
    private var next = 0

    init(context: MockContext) {
        self.context = context
        self.prefixes = MemberNaming.prefixes(for: context.allMembers)
    }

    mutating func render(_ members: [MockMember]) -> [[String]] {
        members.map { render($0) }
    }

    private mutating func render(_ member: MockMember) -> [String] {
        if case .ifConfig(let clauses) = member {
            var lines: [String] = []
            for clause in clauses {
                lines.append(clause.directive.trimmingSpaces)
                lines += CodeLayout.sections(render(clause.members))
            }
            return lines + ["#endif"]
        }
        let prefix = prefixes[next]
        next += 1
        let blocks: [[String]]
        switch member {
        case .method(let method): blocks = MethodRenderer(context: context).render(method, prefix: prefix)
        case .property(let property): blocks = PropertyRenderer(context: context).render(property, prefix: prefix)
        case .subscriptRequirement(let requirement): blocks = SubscriptRenderer(context: context).render(requirement, prefix: prefix)
        case .initializer(let initializer): blocks = InitializerRenderer(context: context).render(initializer, prefix: prefix)
        case .ifConfig: blocks = []
        }
        return ["// MARK: - \(MemberNaming.selector(of: member))", ""] + CodeLayout.join(blocks)
    }
}
