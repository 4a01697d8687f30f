/// A generic parameter of a method or subscript: `T: Codable`, `each U`, `let N: Int`.
public struct GenericParameter: Hashable, Sendable, Codable {
    public var name: String
    /// `each` (a parameter pack) or `let` (a value parameter); nil for a plain type parameter.
    public var specifier: String?
    /// `Codable` in `T: Codable`.
    public var constraint: SwiftType?

    public init(_ name: String, specifier: String? = nil, constraint: SwiftType? = nil) {
        self.name = name
        self.specifier = specifier
        self.constraint = constraint
    }

    /// `<T: Codable, each U>`; empty for no parameters.
    static func clause(_ parameters: [GenericParameter]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { parameter in
            (parameter.specifier.map { $0 + " " } ?? "") + parameter.name + (parameter.constraint.map { ": \($0)" } ?? "")
        }.joined(separator: ", ") + ">"
    }
}

/// One requirement of a `where` clause.
public enum GenericRequirement: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `T: Hashable`
    case conformance(SwiftType, SwiftType)
    /// `T.Element == Int`
    case sameType(SwiftType, SwiftType)
    /// `T: _Trivial(64)`: a layout constraint, as written.
    case layout(SwiftType, String)

    public var description: String {
        switch self {
        case .conformance(let type, let constraint): "\(type): \(constraint)"
        case .sameType(let left, let right): "\(left) == \(right)"
        case .layout(let type, let layout): "\(type): \(layout)"
        }
    }

    func mapTypes(_ transform: (SwiftType) -> SwiftType) -> GenericRequirement {
        switch self {
        case .conformance(let type, let constraint): .conformance(transform(type), transform(constraint))
        case .sameType(let left, let right): .sameType(transform(left), transform(right))
        case .layout(let type, let layout): .layout(transform(type), layout)
        }
    }

    /// `where A: B, C == D`; empty for no requirements.
    static func clause(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty ? "" : "where " + requirements.map(\.description).joined(separator: ", ")
    }
}
