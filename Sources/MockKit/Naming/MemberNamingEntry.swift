extension MemberNaming {
    /// What naming needs from one requirement: its namespace, overload group and identity.
    ///
    /// Most members share their base name with no other, so the overload-telling parts (signature and
    /// suffixes) are worked out only when naming asks for them.
    struct Entry {
        /// Static and instance members may share names; methods, properties and subscripts may not.
        let namespace: String
        let base: String
        private let member: MockMember

        init(_ member: MockMember) {
            self.member = member
            switch member {
            case .method(let method):
                namespace = method.isStatic ? "static " : ""
                base = MemberNaming.identifierBase(method.name)
            case .property(let property):
                namespace = property.isStatic ? "static " : ""
                base = property.name.withoutBackticks
            case .subscriptRequirement(let requirement):
                namespace = requirement.isStatic ? "static " : ""
                base = "subscript"
            case .initializer:
                namespace = ""
                base = "init"
            case .ifConfig:
                namespace = ""
                base = "if"
            }
        }

        /// Members competing for one base name.
        var group: String { namespace + base }

        private var parameters: [MockParameter] {
            switch member {
            case .method(let method): method.parameters
            case .subscriptRequirement(let requirement): requirement.parameters
            case .initializer(let initializer): initializer.parameters
            case .property, .ifConfig: []
            }
        }

        /// Everything that tells two overloads apart.
        var signature: String {
            let rest: String
            switch member {
            case .method(let method):
                rest = GenericParameter.clause(method.genericParameters) + " " + (method.isAsync ? "true" : "false") + " "
                    + Self.describe(method.throwing) + " -> " + (method.returnType?.description ?? "") + " "
                    + GenericRequirement.clause(method.whereClause)
            case .subscriptRequirement(let requirement):
                rest = "\(GenericParameter.clause(requirement.genericParameters)) -> \(requirement.returnType) "
                    + GenericRequirement.clause(requirement.whereClause)
            case .property, .initializer, .ifConfig:
                rest = ""
            }
            return group + "(" + parameters.map(Self.describe).joined(separator: ", ") + ")" + rest
        }

        private static func describe(_ throwing: MockThrows) -> String {
            switch throwing {
            case .none: "none"
            case .throwing: "throwing"
            case .rethrowing: "rethrowing"
            case .typed(let type): "typed(\(type))"
            }
        }

        private static func describe(_ parameter: MockParameter) -> String {
            let modifiers = (parameter.isInout ? "inout " : "") + (parameter.isVariadic ? "..." : "")
            return "\(parameter.label ?? parameter.name): \(modifiers)\(parameter.type)"
        }
    }
}
