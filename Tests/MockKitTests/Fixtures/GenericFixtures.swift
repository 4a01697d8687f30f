@testable import MockKit

/// Generic methods, `some`/`any`, associated types, `Self`, inheritance.
enum GenericFixtures {
    static let all = [genericMethods, opaqueAndExistential, associatedTypes, selfRequirements, staticsInGenericMock, inheritance]

    static let genericMethods = MockFixture(
        name: "Codec",
        source: """
        protocol Codec {
            func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T
            func store<T>(_ value: T, key: String) where T: Sendable & Equatable
            func first<T>(of items: [T]) -> T?
            func swap<T>(_ value: inout T, with other: T)
            func all<Element>(matching filter: (Element) -> Bool) -> [Element]
        }
        """,
        proto: MockableProtocol(name: "Codec", members: [
            method("decode", [param("type", "T.Type", label: "_"), param("bytes", "[UInt8]", label: "from")],
                   returns: "T", throwing: .throwing, generics: "<T: Decodable>"),
            method("store", [param("value", "T", label: "_"), param("key", "String")], generics: "<T>",
                   whereClause: "where T: Sendable & Equatable"),
            method("first", [param("items", "[T]", label: "of")], returns: "T?", generics: "<T>"),
            method("swap", [param("value", "T", label: "_", isInout: true), param("other", "T", label: "with")], generics: "<T>"),
            method("all", [param("filter", "(Element) -> Bool", label: "matching")], returns: "[Element]", generics: "<Element>"),
        ]),
        exercise: """
        let mock = CodecMock()
        mock.decodeHandler = { _, bytes in bytes.count }
        let count: Int = try mock.decode(Int.self, from: [1, 2])
        check(count == 2 && mock.decodeArgValues.first?.bytes == [1, 2])
        mock.store(5, key: "k")
        check(mock.storeArgValues.first?.value as? Int == 5)
        let none: Int? = mock.first(of: [1])
        check(none == nil, "Optional generic return defaults to nil")
        mock.firstHandler = { items in (items as? [Int])?.last }
        check(mock.first(of: [1, 2]) == 2)
        var value = 1
        mock.swapHandler = { value, other in value = other }
        mock.swap(&value, with: 9)
        check(value == 9 && mock.swapArgValues.first?.value as? Int == 1)
        let all: [String] = mock.all { _ in true }
        check(all.isEmpty && mock.allCallCount == 1)
        """
    )

    static let opaqueAndExistential = MockFixture(
        name: "Registry",
        source: """
        protocol Registry {
            func register(_ item: some Hashable)
            func describe(_ item: any CustomStringConvertible) -> String
            func services() -> [any Sendable]
        }
        """,
        proto: MockableProtocol(name: "Registry", members: [
            method("register", [param("item", "some Hashable", label: "_")]),
            method("describe", [param("item", "any CustomStringConvertible", label: "_")], returns: "String"),
            method("services", returns: "[any Sendable]"),
        ]),
        exercise: """
        let mock = RegistryMock()
        mock.register(42)
        check(mock.registerArgValues.first as? Int == 42)
        mock.describeHandler = { $0.description }
        check(mock.describe(7) == "7" && mock.describeArgValues.first?.description == "7")
        check(mock.services().isEmpty)
        """
    )

    static let associatedTypes = MockFixture(
        name: "Repository",
        source: """
        protocol Repository {
            associatedtype Entity: Identifiable & Sendable
            associatedtype Query
            func find(_ query: Query) async -> [Entity]
            func save(_ entity: Entity) throws
            var latest: Entity? { get }
        }
        struct Note: Identifiable, Sendable, Equatable { var id: Int }
        """,
        proto: MockableProtocol(
            name: "Repository",
            associatedTypes: [MockAssociatedType(name: "Entity", constraints: ["Identifiable", "Sendable"]), MockAssociatedType(name: "Query")],
            members: [
                method("find", [param("query", "Query", label: "_")], returns: "[Entity]", isAsync: true),
                method("save", [param("entity", "Entity", label: "_")], throwing: .throwing),
                property("latest", "Entity?"),
            ]
        ),
        exercise: """
        // Mockolo's rule: the constrained associated type is a generic parameter, the other a `typealias` to `Any`.
        let mock = RepositoryMock<Note>()
        mock.findHandler = { query in [Note(id: (query as? String)?.count ?? 0)] }
        check(await mock.find("abc") == [Note(id: 3)] && mock.findArgValues.map { $0 as? String } == ["abc"])
        try mock.save(Note(id: 1))
        check(mock.saveArgValues == [Note(id: 1)] && mock.latest == nil)
        func use<R: Repository>(_ repository: R) -> R.Entity? { repository.latest }
        mock.latest = Note(id: 2)
        check(use(mock) == Note(id: 2))
        """
    )

    static let selfRequirements = MockFixture(
        name: "Shape",
        source: """
        protocol Shape {
            associatedtype Unit: Numeric
            func copy() -> Self
            func merged(with other: Self) -> Self
            func measure() -> Self.Unit
        }
        """,
        proto: MockableProtocol(name: "Shape", associatedTypes: [MockAssociatedType(name: "Unit", constraints: ["Numeric"])], members: [
            method("copy", returns: "Self"),
            method("merged", [param("other", "Self", label: "with")], returns: "Self"),
            method("measure", returns: "Self.Unit"),
        ]),
        exercise: """
        let mock = ShapeMock<Double>()
        mock.copyReturnValue = mock
        check(mock.copy() === mock)
        mock.mergedHandler = { $0 }
        let other = ShapeMock<Double>()
        check(mock.merged(with: other) === other && mock.mergedArgValues.first === other)
        mock.measureReturnValue = 2.5
        check(mock.measure() == 2.5)
        """
    )

    static let staticsInGenericMock = MockFixture(
        name: "Provider",
        source: """
        protocol Provider {
            associatedtype Value: Equatable
            static func make() -> Value
            static var current: Value? { get set }
        }
        """,
        proto: MockableProtocol(name: "Provider", associatedTypes: [MockAssociatedType(name: "Value", constraints: ["Equatable"])], members: [
            method("make", returns: "Value", isStatic: true),
            property("current", "Value?", settable: true, isStatic: true),
        ]),
        exercise: """
        ProviderMock<Int>.makeHandler = { 4 }
        check(ProviderMock<Int>.make() == 4)
        ProviderMock<Int>.current = 5
        check(ProviderMock<Int>.current == 5 && ProviderMock<Int>.currentSetCallCount == 1)
        ProviderMock<Int>.resetStatics()
        check(ProviderMock<Int>.current == nil)
        """
    )

    static let inheritance = MockFixture(
        name: "Employee",
        source: """
        protocol Named { var name: String { get } }
        protocol Aged { func age(at year: Int) -> Int }
        protocol Employee: Named, Aged { func promote() }
        """,
        proto: MockableProtocol(name: "Employee", inheritedTypes: ["Named", "Aged"], members: [
            property("name", "String"),
            method("age", [param("year", "Int", label: "at")], returns: "Int"),
            method("promote"),
        ]),
        exercise: """
        let mock = EmployeeMock()
        mock.name = "n"
        mock.ageHandler = { 2024 - $0 }
        let named: any Named = mock
        check(named.name == "n" && mock.age(at: 2000) == 24)
        mock.promote()
        check(mock.promoteCallCount == 1)
        """
    )
}
