/// Renders members in declaration order, each as a `// MARK: -` section, keeping `#if` clauses
/// around the members they contain.
struct MemberListRenderer {
    let context: MockContext
    /// Prefixes parallel to the flattened members (see `MemberNaming`).
    private let prefixes: [String]
    private var next = 0

    init(context: MockContext) {
        self.context = context
        self.prefixes = context.prefixes
    }

    /// Each member a section among `sections`.
    mutating func write(_ members: [MockMember], into writer: inout CodeWriter, sections: inout Bool) {
        for member in members {
            let start = writer.mark
            write(member, into: &writer)
            writer.endSection(from: start, hasSections: &sections)
        }
    }

    private mutating func write(_ member: MockMember, into writer: inout CodeWriter) {
        if case .ifConfig(let clauses) = member {
            for clause in clauses {
                writer.line(clause.directive.trimmingSpaces)
                var clauseSections = false
                write(clause.members, into: &writer, sections: &clauseSections)
            }
            return writer.line("#endif")
        }
        let prefix = prefixes[next]
        next += 1
        let selector = MemberNaming.Selector(member)
        writer.add("// MARK: - ")
        selector.write(into: &writer)
        writer.endLine()
        writer.endLine()
        var blocks = 0
        switch member {
        case .method(let method): MethodRenderer(context: context).write(method, prefix: prefix, selector: selector, into: &writer, blocks: &blocks)
        case .property(let property):
            PropertyRenderer(context: context).write(property, prefix: prefix, selector: selector, into: &writer, blocks: &blocks)
        case .subscriptRequirement(let requirement):
            SubscriptRenderer(context: context).write(requirement, prefix: prefix, selector: selector, into: &writer, blocks: &blocks)
        case .initializer(let initializer):
            InitializerRenderer(context: context).write(initializer, prefix: prefix, into: &writer, blocks: &blocks)
        case .ifConfig: break
        }
    }
}
