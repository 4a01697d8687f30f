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
                rest = (method.genericParameters ?? "") + " " + (method.isAsync ? "true" : "false") + " "
                    + Self.describe(method.throwing) + " -> " + (method.returnType ?? "")
            case .subscriptRequirement(let requirement):
                rest = "\(requirement.genericParameters ?? "") -> \(requirement.returnType)"
            case .property, .initializer, .ifConfig:
                rest = ""
            }
            return group + "(" + parameters.map(Self.describe).joined(separator: ", ") + ")" + rest
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

extension MemberNaming {
    /// An entry's base name (static or not: Mockolo names both alike), compared and hashed as bytes. Only for plain ASCII names, in which
    /// bytes and characters agree: hashing a `String` may normalize it first, and two spellings of one
    /// accented name must stay equal.
    struct PlainGroup: Hashable {
        private let base: String

        init?(_ entry: Entry) {
            guard ASCIIText.isASCII(entry.base) else { return nil }
            base = entry.base
        }

        static func == (lhs: PlainGroup, rhs: PlainGroup) -> Bool {
            lhs.base.utf8.elementsEqual(rhs.base.utf8)
        }

        func hash(into hasher: inout Hasher) {
            let hashed: Void? = base.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { hasher.combine(base) }
        }
    }
}
