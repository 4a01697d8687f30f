/// How the mocks cache stores members: each as a flat array (`MockMember` as `[kind, fields…]`, a parameter as
/// `[label, name, type, inout, variadic, default]`), `MockThrows` as 0/1/2 or its thrown type, for the reason
/// `SwiftType+Coding` gives. Synthesized coding nested two keyed containers per member (the case, then `_0`) and
/// keyed every field of every parameter. Figures (perf, release, synthetic corpus, 3,000 protocols, machine at
/// load 8–12): a cold run's encoding of the parses (then `CachedParses.Parse.init`) went from 10.0% of the samples to
/// 7.6% (parsing itself: 9.3%/9.6%), `mocks-parses.json` from 7.8 MB to 4.2 MB; a run after one edit, which
/// decodes every cached parse, from 48.7% of its samples in `SourceScanner.materialize` to 39.7%, and its
/// median CPU from 1.04 s to 0.73 s (5 interleaved runs each).
extension MockMember {
    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        switch self {
        case .method(let method):
            try fields.encode("m")
            try fields.encode(method.name); try fields.encode(method.genericParameters); try fields.encode(method.parameters)
            try fields.encode(method.isAsync); try fields.encode(method.throwing); try fields.encode(method.returnType)
            try fields.encode(method.whereClause); try fields.encode(method.isStatic); try fields.encode(method.attributes)
            try fields.encode(method.isMutating)
        case .property(let property):
            try fields.encode("p")
            try fields.encode(property.name); try fields.encode(property.type); try fields.encode(property.isSettable)
            try fields.encode(property.isAsync); try fields.encode(property.throwing); try fields.encode(property.isStatic)
            try fields.encode(property.attributes)
        case .subscriptRequirement(let requirement):
            try fields.encode("s")
            try fields.encode(requirement.genericParameters); try fields.encode(requirement.parameters)
            try fields.encode(requirement.returnType); try fields.encode(requirement.isSettable)
            try fields.encode(requirement.isStatic); try fields.encode(requirement.whereClause)
        case .initializer(let initializer):
            try fields.encode("i")
            try fields.encode(initializer.parameters); try fields.encode(initializer.isFailable)
            try fields.encode(initializer.throwing); try fields.encode(initializer.isAsync)
        case .ifConfig(let clauses):
            try fields.encode("#")
            for clause in clauses { try fields.encode(clause.directive); try fields.encode(clause.members) }
        }
    }

    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        switch try fields.decode(String.self) {
        case "m":
            self = .method(MockMethod(
                name: try fields.decode(String.self), genericParameters: try fields.decode([GenericParameter].self),
                parameters: try fields.decode([MockParameter].self), isAsync: try fields.decode(Bool.self),
                throwing: try fields.decode(MockThrows.self), returnType: try fields.decodeIfPresent(SwiftType.self),
                whereClause: try fields.decode([GenericRequirement].self), isStatic: try fields.decode(Bool.self),
                attributes: try fields.decode([SwiftAttribute].self), isMutating: try fields.decode(Bool.self)
            ))
        case "p":
            self = .property(MockProperty(
                name: try fields.decode(String.self), type: try fields.decode(SwiftType.self),
                isSettable: try fields.decode(Bool.self), isAsync: try fields.decode(Bool.self),
                throwing: try fields.decode(MockThrows.self), isStatic: try fields.decode(Bool.self),
                attributes: try fields.decode([SwiftAttribute].self)
            ))
        case "s":
            self = .subscriptRequirement(MockSubscript(
                genericParameters: try fields.decode([GenericParameter].self), parameters: try fields.decode([MockParameter].self),
                returnType: try fields.decode(SwiftType.self), isSettable: try fields.decode(Bool.self),
                isStatic: try fields.decode(Bool.self), whereClause: try fields.decode([GenericRequirement].self)
            ))
        case "i":
            self = .initializer(MockInitializer(
                parameters: try fields.decode([MockParameter].self), isFailable: try fields.decode(Bool.self),
                throwing: try fields.decode(MockThrows.self), isAsync: try fields.decode(Bool.self)
            ))
        case "#":
            var clauses: [MockIfClause] = []
            while !fields.isAtEnd {
                clauses.append(MockIfClause(directive: try fields.decode(String.self), members: try fields.decode([MockMember].self)))
            }
            self = .ifConfig(clauses)
        case let kind:
            throw DecodingError.dataCorruptedError(in: fields, debugDescription: "unknown member kind \(kind)")
        }
    }
}

extension MockParameter {
    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(label); try fields.encode(name); try fields.encode(type)
        try fields.encode(isInout); try fields.encode(isVariadic); try fields.encode(defaultValue)
    }

    public init(from decoder: any Decoder) throws {
        var fields = try decoder.unkeyedContainer()
        self.init(
            label: try fields.decodeIfPresent(String.self), name: try fields.decode(String.self), type: try fields.decode(SwiftType.self),
            isInout: try fields.decode(Bool.self), isVariadic: try fields.decode(Bool.self), defaultValue: try fields.decodeIfPresent(String.self)
        )
    }
}

extension MockThrows {
    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .none: try single.encode(0)
        case .throwing: try single.encode(1)
        case .rethrowing: try single.encode(2)
        case .typed(let type): try single.encode(type)
        }
    }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let kind = try? single.decode(Int.self) {
            switch kind {
            case 0: self = .none
            case 1: self = .throwing
            case 2: self = .rethrowing
            default: throw DecodingError.dataCorruptedError(in: single, debugDescription: "unknown throws kind \(kind)")
            }
        } else {
            self = .typed(try single.decode(SwiftType.self))
        }
    }
}
