extension MemberNaming {
    /// A requirement's readable form for comments and messages (`fetch(id:)`, `subscript(_:)`, `name`),
    /// written where it appears rather than built as a string.
    struct Selector {
        private let name: String
        /// nil for a property, which has no parentheses.
        private let parameters: [MockParameter]?
        /// Subscript parameters without a label have none (`_`); others are called by their name.
        private let isSubscript: Bool

        init(_ member: MockMember) {
            switch member {
            case .method(let method): self.init(method.name, parameters: method.parameters)
            case .subscriptRequirement(let requirement): self.init("subscript", parameters: requirement.parameters, isSubscript: true)
            case .initializer(let initializer): self.init("init", parameters: initializer.parameters)
            case .property(let property): self.init(property.name, parameters: nil)
            case .ifConfig: self.init("#if", parameters: nil)
            }
        }

        private init(_ name: String, parameters: [MockParameter]?, isSubscript: Bool = false) {
            self.name = name
            self.parameters = parameters
            self.isSubscript = isSubscript
        }

        func write(into writer: inout CodeWriter) {
            writer.add(name)
            guard let parameters else { return }
            writer.add("(")
            // By index: a parameter is read in place, not copied with all its strings.
            for index in parameters.indices {
                if let label = parameters[index].label { writer.add(label) } else if isSubscript { writer.add("_") } else { writer.add(parameters[index].name) }
                writer.add(":")
            }
            writer.add(")")
        }
    }
}
