/// A protocol to mock, described independently of how it was found: parsed from source by
/// `SwiftSource`, or built from a feature plan by `FeatureKit`. One renderer turns it into a mock.
public struct MockableProtocol: Hashable, Sendable, Codable {
    public var name: String
    /// `public`, `package` or empty (internal); the mock uses the same level.
    public var accessLevel: String
    /// Inherited types (`Sendable`, `AnyObject`, `Actor`, other protocols), compositions split.
    public var inheritedTypes: [SwiftType]
    /// Attributes on the protocol, such as `@MainActor`.
    public var attributes: [SwiftAttribute]
    public var associatedTypes: [MockAssociatedType]
    public var members: [MockMember]
    /// Requirements of the protocol's `where` clause other than `Self: P` (which count as inherited types):
    /// `where Value == Int`, `where T: Equatable`.
    public var whereClause: [GenericRequirement] = []
    /// The types a nested protocol is declared in, outermost first (`["FooView"]` for `FooView.Delegate`): its
    /// mock is declared in an extension of them.
    public var namespace: [String] = []
    /// `@mockable(override: name = FooMock)`: the mock's name instead of `<Protocol>Mock`.
    public var mockName: String?
    /// `@mockable(module: prefix = Foo)`: the mock conforms to `Foo.<Protocol>`, for a module that declares a type
    /// of the protocol's name.
    public var moduleName: String?
    /// The protocol's own `typealias`es, which Mockolo's mocks declare again.
    public var typealiases: [MockTypealias] = []
    /// Declared `nonisolated protocol P` (SE-0449): its requirements stay nonisolated in a module built with
    /// `-default-isolation MainActor`, so its mock must not take the module's main-actor default either.
    public var isNonisolated = false

    public init(
        name: String,
        accessLevel: String = "",
        inheritedTypes: [SwiftType] = [],
        attributes: [SwiftAttribute] = [],
        associatedTypes: [MockAssociatedType] = [],
        members: [MockMember] = [],
        whereClause: [GenericRequirement] = []
    ) {
        self.name = name
        self.accessLevel = accessLevel
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.associatedTypes = associatedTypes
        self.members = members
        self.whereClause = whereClause
    }
}

/// A `typealias` declared in a protocol: `Key = String`, `Pair<T> = (T, T)`.
public struct MockTypealias: Hashable, Sendable, Codable {
    public var name: String
    /// What follows `typealias`, as written on one line.
    public var definition: String

    public init(name: String, definition: String) {
        self.name = name
        self.definition = definition
    }
}

/// An `associatedtype` requirement: the mock is generic over it, or (Mockolo's rule) names it with a `typealias`.
public struct MockAssociatedType: Hashable, Sendable, Codable {
    public var name: String
    /// Constraints after the colon, compositions split (`Codable & Hashable` → Codable, Hashable).
    public var constraints: [SwiftType]
    /// `String` in `associatedtype U = String`.
    public var defaultType: SwiftType?
    /// Its own `where` clause (`where S.ID == Int`), other than constraints on the type itself.
    public var whereClause: [GenericRequirement]
    /// `@mockable(typealias: T = String)`: the type the mock names it with, as written.
    public var chosenType: String?

    public init(
        name: String, constraints: [SwiftType] = [], defaultType: SwiftType? = nil, whereClause: [GenericRequirement] = [],
        chosenType: String? = nil
    ) {
        self.name = name
        self.constraints = constraints
        self.defaultType = defaultType
        self.whereClause = whereClause
        self.chosenType = chosenType
    }
}

/// One requirement of a protocol.
public indirect enum MockMember: Hashable, Sendable, Codable {
    case method(MockMethod)
    case property(MockProperty)
    case subscriptRequirement(MockSubscript)
    case initializer(MockInitializer)
    /// An `#if` block: each clause keeps its condition (`#if DEBUG`, `#elseif os(iOS)`, `#else`) and members.
    case ifConfig([MockIfClause])
}

/// One clause of an `#if` block.
public struct MockIfClause: Hashable, Sendable, Codable {
    /// `#if DEBUG`, `#elseif os(iOS)` or `#else`, as written.
    public var directive: String
    public var members: [MockMember]

    public init(directive: String, members: [MockMember]) {
        self.directive = directive
        self.members = members
    }
}

/// A parameter of a method, initializer or subscript.
public struct MockParameter: Hashable, Sendable, Codable {
    /// External label; `_` for none; nil when the name is also the label.
    public var label: String?
    public var name: String
    /// The type without `inout` (see `isInout`) and without `...` (see `isVariadic`).
    public var type: SwiftType
    public var isInout: Bool
    public var isVariadic: Bool
    /// Default value as written, kept only for documentation (protocols cannot declare defaults).
    public var defaultValue: String?

    public init(label: String? = nil, name: String, type: SwiftType, isInout: Bool = false, isVariadic: Bool = false, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
    }
}

/// How a member may throw.
public enum MockThrows: Hashable, Sendable, Codable {
    case none
    case throwing
    /// `throws(SomeError)`
    case typed(SwiftType)
    case rethrowing
}

/// A method requirement.
public struct MockMethod: Hashable, Sendable, Codable {
    public var name: String
    public var genericParameters: [GenericParameter]
    public var parameters: [MockParameter]
    public var isAsync: Bool
    public var throwing: MockThrows
    /// nil for `Void`.
    public var returnType: SwiftType?
    public var whereClause: [GenericRequirement]
    public var isStatic: Bool
    public var attributes: [SwiftAttribute]
    public var isMutating: Bool

    public init(
        name: String,
        genericParameters: [GenericParameter] = [],
        parameters: [MockParameter] = [],
        isAsync: Bool = false,
        throwing: MockThrows = .none,
        returnType: SwiftType? = nil,
        whereClause: [GenericRequirement] = [],
        isStatic: Bool = false,
        attributes: [SwiftAttribute] = [],
        isMutating: Bool = false
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.returnType = returnType
        self.whereClause = whereClause
        self.isStatic = isStatic
        self.attributes = attributes
        self.isMutating = isMutating
    }
}

/// A property requirement (`var x: T { get }`, `{ get set }`, `{ get async throws }`).
public struct MockProperty: Hashable, Sendable, Codable {
    public var name: String
    public var type: SwiftType
    public var isSettable: Bool
    public var isAsync: Bool
    public var throwing: MockThrows
    public var isStatic: Bool
    public var attributes: [SwiftAttribute]
    /// Where the declaration is in its file (UTF-8 offset): Mockolo orders the memberwise initializer's
    /// parameters by it.
    public var offset: Int
    /// What `@mockable(combine: name = …)` on the declaring protocol chose to back this property with, when it
    /// is a publisher (`PublisherPlan`); nil when the annotation says nothing about it.
    public var combine: MockCombineChoice?

    public init(
        name: String, type: SwiftType, isSettable: Bool = false, isAsync: Bool = false, throwing: MockThrows = .none,
        isStatic: Bool = false, attributes: [SwiftAttribute] = [], offset: Int = 0, combine: MockCombineChoice? = nil
    ) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isAsync = isAsync
        self.throwing = throwing
        self.isStatic = isStatic
        self.attributes = attributes
        self.offset = offset
        self.combine = combine
    }
}

/// A choice of Mockolo's `@mockable(combine: …)` argument for one `AnyPublisher` property (Mockolo 2.x,
/// Models/ParsedEntity.swift, `CombineType`).
public enum MockCombineChoice: Hashable, Sendable, Codable {
    /// `= PassthroughSubject` (also any value Mockolo does not recognise): a subject that holds no value.
    case passthroughSubject
    /// `= CurrentValueSubject`: a subject starting at the output type's obvious value.
    case currentValueSubject
    /// `= @Published name`: the mock's property `name` carries that property wrapper, and the publisher is its
    /// projection.
    case propertyWrapper(attribute: String, property: String)
}

/// A subscript requirement.
public struct MockSubscript: Hashable, Sendable, Codable {
    public var genericParameters: [GenericParameter]
    public var parameters: [MockParameter]
    public var returnType: SwiftType
    public var isSettable: Bool
    public var isStatic: Bool
    public var whereClause: [GenericRequirement]

    public init(genericParameters: [GenericParameter] = [], parameters: [MockParameter], returnType: SwiftType, isSettable: Bool = false, isStatic: Bool = false, whereClause: [GenericRequirement] = []) {
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.whereClause = whereClause
    }
}

/// An initializer requirement.
public struct MockInitializer: Hashable, Sendable, Codable {
    public var parameters: [MockParameter]
    public var isFailable: Bool
    public var throwing: MockThrows
    public var isAsync: Bool

    public init(parameters: [MockParameter] = [], isFailable: Bool = false, throwing: MockThrows = .none, isAsync: Bool = false) {
        self.parameters = parameters
        self.isFailable = isFailable
        self.throwing = throwing
        self.isAsync = isAsync
    }
}
