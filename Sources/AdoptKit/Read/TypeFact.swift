import SwiftSource

/// One type declaration or extension at the top level of a file, with its direct members' names and types (adopt
/// reads no bodies).
public struct TypeFact: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    /// The declared name, or the extended type's (`Wallet`, `Outer.Inner`), without generic arguments.
    public var name: String
    public var kind: Kind
    /// The name's position.
    public var position: Position
    /// Line of the declaration's first attribute or keyword, so an ignore comment above `@MainActor` covers it.
    public var startLine: Int
    /// `MainActor`, `Observable`: attribute names without `@` or arguments.
    public var attributes: [String] = []
    /// `final`, `public`, `private(set)`.
    public var modifiers: [String] = []
    /// Inheritance clause, outermost names (`View`, `ObservableObject`, `Foo.Bar`).
    public var inherited: [String] = []
    /// Types and type aliases declared directly inside (`State`).
    public var nestedTypes: [String] = []
    public var properties: [PropertyFact] = []
    public var functions: [FunctionFact] = []
    /// An enum's cases, in order (`get = "GET"`).
    public var cases: [EnumCaseFact] = []
    /// Every type name the declaration mentions (in types, expressions, attributes' arguments), once each, at its
    /// first mention.
    public var references: [PositionedText] = []
    /// The SwiftUI views its code shows in a `UIHostingController(rootView: ContentView())` (a scene or app delegate
    /// building the window in UIKit), in order.
    public var hostedViews: [PositionedText] = []
    /// What its `static func main()` launches (`@main enum AppLauncher` running `NotesApp.main()` without tests).
    public var launch: AppLaunch? = nil
}

/// A `var` or `let` member (one per name when a declaration binds several).
public struct PropertyFact: Codable, Hashable, Sendable {
    public var name: String
    public var position: Position
    /// The annotation's outermost type name with `any`, `some`, `?` and `!` taken off (`WalletRepository` for
    /// `(any WalletRepository)?`); nil for collections, functions and tuples, or without annotation.
    public var typeName: String? = nil
    /// `Published`, `StateObject`, `ObservationIgnored`.
    public var attributes: [String] = []
    public var modifiers: [String] = []
    /// The annotation as written (`[URLQueryItem]?`, `[String: String]`); nil without one.
    public var typeText: String? = nil
    public var isLet: Bool = false
    /// A getter (not only `willSet`/`didSet` observers).
    public var isComputed: Bool = false
    /// The callee of the initial value, `WalletListViewModel` for `= WalletListViewModel()`, `Foo.shared` as
    /// `["Foo", "shared"]`; nil without an initial value.
    public var initializer: [String]? = nil

    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// One case of an enum: its name and its raw value when it is a string literal (`get = "GET"`).
public struct EnumCaseFact: Codable, Hashable, Sendable {
    public var name: String
    /// The string literal's text, without quotes; nil for none or another kind of literal.
    public var rawValue: String?
}

/// A method or initializer (`init`) member.
public struct FunctionFact: Codable, Hashable, Sendable {
    public var name: String
    public var position: Position
    public var modifiers: [String] = []
    public var parameters: [ParameterFact] = []
    /// The return type's outermost name, as `PropertyFact.typeName` reads types (`String` for `-> String?`).
    public var returnType: String? = nil
    /// The return type as written (`T`, `E.Response`, `(Data, URLResponse)`); nil when it returns nothing.
    public var returnTypeText: String? = nil
    /// `<T: Decodable>`: each generic parameter with its constraints, the `where` clause's included (`Decodable & Sendable`).
    public var genericParameters: [GenericParameterFact] = []
    public var isAsync: Bool = false
    /// nil when it does not throw; `""` for plain `throws`; the error type of typed throws (`APIError`).
    public var throwsType: String? = nil
}

/// `T: Decodable`: a generic parameter's name and what it must conform to (from its clause and the `where` clause).
public struct GenericParameterFact: Codable, Hashable, Sendable {
    public var name: String
    /// Each constraint as written (`Decodable`, `Decodable & Sendable`, `APIEndpoint`).
    public var constraints: [String] = []
}

/// One parameter: its local name and type, as `PropertyFact.typeName` reads types.
public struct ParameterFact: Codable, Hashable, Sendable {
    public var name: String
    public var typeName: String?
    public var position: Position
    /// The argument label a call writes (`as` in `as type: T.Type`), `_` for none.
    public var label: String
    /// The type as written (`URLRequest`, `T.Type`, `@escaping (Result<T, Error>) -> Void`).
    public var typeText: String
    /// Whether it has a default value, so a call may leave it out.
    public var hasDefault: Bool

    public init(name: String, typeName: String?, position: Position, label: String? = nil, typeText: String? = nil, hasDefault: Bool = false) {
        self.name = name
        self.typeName = typeName
        self.position = position
        self.label = label ?? name
        self.typeText = typeText ?? typeName ?? ""
        self.hasDefault = hasDefault
    }
}
