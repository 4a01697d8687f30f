/// A Swift type as a mock needs it: its structure, not its spelling. `SwiftSource` builds it from SwiftSyntax's
/// `TypeSyntax`, `FeatureKit` by hand; the renderer asks it questions (is it Optional, a closure, does it name a
/// generic parameter, what is its obvious empty value) and prints it once where the mock spells it
/// (`description`, in the usual style: `[String: Int]`, `(Int) async throws -> User?`).
public indirect enum SwiftType: Hashable, Sendable, Codable {
    /// `Int`, `Result<User, any Error>`, `Self`, `Any`.
    case named(String, arguments: [SwiftType] = [])
    /// A type nested in another or in a module: `Foundation.Date`, `Self.Element`, `Outer<T>.Inner`.
    case member(SwiftType, String, arguments: [SwiftType] = [])
    /// `T?`
    case optional(SwiftType)
    /// `T!`
    case implicitlyUnwrapped(SwiftType)
    /// `[T]`
    case array(SwiftType)
    /// `[Key: Value]`
    case dictionary(key: SwiftType, value: SwiftType)
    /// `[3 of Int]`
    case inlineArray(count: SwiftType, element: SwiftType)
    /// `(A, b: B)` and `()`. A type in parentheses, `(A)`, is a tuple of one unlabeled element, kept so the type
    /// prints as written (`((Int) -> Void)?` needs them).
    case tuple([TupleElement])
    /// `(A) async throws -> B`
    case function(FunctionType)
    /// Specifiers and attributes in front of a type: `inout T`, `sending T`, `@escaping @Sendable () -> Void`.
    case attributed(specifiers: [String], attributes: [SwiftAttribute], SwiftType)
    /// `some P` (opaque) or `any P` (existential).
    case someOrAny(String, SwiftType)
    /// `A & B`
    case composition([SwiftType])
    /// `T.Type` or `P.Protocol`.
    case metatype(SwiftType, String)
    /// `each T`
    case packElement(SwiftType)
    /// `repeat T`
    case packExpansion(SwiftType)
    /// `~Copyable`
    case suppressed(SwiftType)
    /// What stands where a type may, but is no type: `3` in `InlineArray<3, Int>`, as written.
    case value(String)

    /// One element of a tuple type or one parameter of a function type.
    public struct TupleElement: Hashable, Sendable, Codable {
        /// `label` in `(label: Int)`; `_` in `(_ name: Int) -> Void`.
        public var label: String?
        /// `name` in `(_ name: Int) -> Void`.
        public var secondName: String?
        public var type: SwiftType
        /// `Int...`
        public var isVariadic: Bool

        public init(label: String? = nil, secondName: String? = nil, _ type: SwiftType, isVariadic: Bool = false) {
            self.label = label
            self.secondName = secondName
            self.type = type
            self.isVariadic = isVariadic
        }
    }

    /// A closure's type: parameters, effects and result.
    public struct FunctionType: Hashable, Sendable, Codable {
        public var parameters: [TupleElement]
        public var isAsync: Bool
        /// `.none`, `.throwing` or `.typed`; a function type cannot be `rethrows`.
        public var throwing: MockThrows
        public var result: SwiftType

        public init(_ parameters: [TupleElement], isAsync: Bool = false, throwing: MockThrows = .none, result: SwiftType) {
            self.parameters = parameters
            self.isAsync = isAsync
            self.throwing = throwing
            self.result = result
        }
    }
}

/// An attribute of a type or a declaration: `@escaping`, `@MainActor`, `@available(iOS 17, *)`.
public struct SwiftAttribute: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Without the `@`: `escaping`, `MainActor`, `convention`.
    public var name: String
    /// What the parentheses hold, as written on one line (`c` in `@convention(c)`); nil without parentheses.
    public var arguments: String?
    /// Not an attribute but a `#if` block among them, kept as written in `name`.
    public var isVerbatim = false

    public init(_ name: String, arguments: String? = nil) {
        self.name = name
        self.arguments = arguments
    }

    public init(verbatim text: String) {
        name = text
        isVerbatim = true
    }

    public var description: String {
        if isVerbatim { return name }
        return arguments.map { "@\(name)(\($0))" } ?? "@\(name)"
    }
}

extension SwiftType {
    /// `Void` and `()`, spelled with or without `Swift.`.
    public var isVoid: Bool {
        switch self {
        case .tuple(let elements): elements.isEmpty
        case .named("Void", let arguments): arguments.isEmpty
        case .member(.named("Swift", arguments: []), "Void", let arguments): arguments.isEmpty
        default: false
        }
    }

    /// The parts of a composition (`A & B` → A, B, nested ones too); any other type alone.
    public var compositionParts: [SwiftType] {
        guard case .composition(let parts) = self else { return [self] }
        return parts.flatMap(\.compositionParts)
    }

    /// The name the type is declared under: `Foundation.Sendable` → `Sendable`, `Repository<Item>` →
    /// `Repository`, `@preconcurrency Store` → `Store`, `` `Type` `` → `Type`. What parents are looked up by.
    public var declaredName: String {
        switch self {
        case .named(let name, _), .member(_, let name, _): name.withoutBackticks
        case .attributed(_, _, let base): base.declaredName
        default: description
        }
    }
}
