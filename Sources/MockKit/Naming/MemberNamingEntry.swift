extension MemberNaming {
    /// What naming needs from one requirement: its namespace, overload group and identity.
    struct Entry {
        /// Static and instance members may share names; methods, properties and subscripts may not.
        let namespace: String
        /// Members competing for one base name.
        let group: String
        let base: String
        /// Everything that tells two overloads apart.
        let signature: String
        let labelSuffix: String
        /// Only needed for overloads alike in their labels, so it is worked out on demand.
        var typeSuffix: String {
            parameterTypes.map { TypeText.identifiers(in: $0).map(\.capitalizedFirst).joined() }.joined()
        }
        private let parameterTypes: [String]

        init(_ member: MockMember) {
            let scope: String
            var parameters: [MockParameter] = []
            var rest = ""
            switch member {
            case .method(let method):
                scope = method.isStatic ? "static " : ""
                base = MemberNaming.identifierBase(method.name)
                parameters = method.parameters
                rest = (method.genericParameters ?? "") + " " + (method.isAsync ? "true" : "false") + " "
                    + Self.describe(method.throwing) + " -> " + (method.returnType ?? "")
            case .property(let property):
                scope = property.isStatic ? "static " : ""
                base = property.name.withoutBackticks
            case .subscriptRequirement(let requirement):
                scope = requirement.isStatic ? "static " : ""
                base = "subscript"
                parameters = requirement.parameters
                rest = "\(requirement.genericParameters ?? "") -> \(requirement.returnType)"
            case .initializer(let initializer):
                scope = ""
                base = "init"
                parameters = initializer.parameters
            case .ifConfig:
                scope = ""
                base = "if"
            }
            namespace = scope
            group = scope + base
            signature = group + "(" + parameters.map(Self.describe).joined(separator: ", ") + ")" + rest
            // Subscript parameters are unlabeled by default, so their names tell overloads apart.
            let isSubscript = base == "subscript"
            labelSuffix = parameters.map { isSubscript ? Self.subscriptLabel($0) : Self.label($0) }
                .filter { $0 != "_" }.map(\.capitalizedFirst).joined()
            parameterTypes = parameters.map(\.type)
        }

        private static func label(_ parameter: MockParameter) -> String {
            (parameter.label ?? parameter.name).withoutBackticks
        }

        private static func subscriptLabel(_ parameter: MockParameter) -> String {
            (parameter.label == nil || parameter.label == "_" ? parameter.name : parameter.label ?? "").withoutBackticks
        }

        /// As string interpolation prints the value (`none`, `typed("E")`), without its reflection on the common cases.
        private static func describe(_ throwing: MockThrows) -> String {
            switch throwing {
            case .none: "none"
            case .throwing: "throwing"
            case .rethrowing: "rethrowing"
            case .typed: "\(throwing)"
            }
        }

        private static func describe(_ parameter: MockParameter) -> String {
            let modifiers = (parameter.isInout ? "inout " : "") + (parameter.isVariadic ? "..." : "")
            return "\(parameter.label ?? parameter.name): \(modifiers)\(parameter.type)"
        }
    }
}
