@testable import MockKit

/// `@MainActor` and actor-constrained protocols: isolated class and actor mocks.
enum IsolationFixtures {
    static let all = [mainActor, mainActorExtras, actorProtocol, genericActor]

    static let mainActor = MockFixture(
        name: "ListViewModel",
        source: """
        @MainActor protocol ListViewModel {
            var title: String { get set }
            func load() async
            func select(index: Int) -> String?
            static func make() -> Self
        }
        """,
        proto: MockableProtocol(name: "ListViewModel", attributes: ["@MainActor"], members: [
            property("title", "String", settable: true),
            method("load", isAsync: true),
            method("select", [param("index", "Int")], returns: "String?"),
            method("make", returns: "Self", isStatic: true),
        ]),
        exercise: """
        let mock = ListViewModelMock()
        var loads = 0
        mock.loadHandler = { loads += 1 }
        await mock.load()
        check(loads == 1 && mock.loadCallCount == 1)
        mock.title = "t"
        check(mock.select(index: 2) == nil && mock.selectArgValues == [2] && mock.title == "t")
        ListViewModelMock.makeHandler = { mock }
        check(ListViewModelMock.make() === mock)
        """,
        onMainActor: true
    )

    static let mainActorExtras = MockFixture(
        name: "Selectable",
        source: """
        @MainActor protocol Selectable: Hashable {
            init(title: String)
            subscript(index: Int) -> String { get set }
            static var selectionCount: Int { get set }
            var subtitle: String { get async throws }
        }
        """,
        proto: MockableProtocol(name: "Selectable", inheritedTypes: ["Hashable"], attributes: ["@MainActor"], members: [
            initializer([param("title", "String")]),
            subscriptMember([param("index", "Int")], returns: "String", settable: true),
            property("selectionCount", "Int", settable: true, isStatic: true),
            property("subtitle", "String", isAsync: true, throwing: .throwing),
        ]),
        exercise: """
        let mock = SelectableMock(title: "t")
        check(mock.initArgValues == ["t"] && mock == mock && mock != SelectableMock())
        mock[0] = "a"
        mock.subscriptHandler = { "\\($0)" }
        check(mock[1] == "1" && mock.subscriptSetArgValues.first?.newValue == "a")
        SelectableMock.selectionCount += 1
        check(SelectableMock.selectionCount == 1)
        mock.subtitleHandler = { "s" }
        check(try await mock.subtitle == "s")
        """,
        onMainActor: true
    )

    static let actorProtocol = MockFixture(
        name: "Counter",
        source: """
        protocol Counter: Actor {
            func increment(by amount: Int) async -> Int
            func reset()
            var value: Int { get }
            static func shared() -> Self
            init(seed: Int)
            var history: [Int] { get async }
            subscript(index: Int) -> Int { get }
        }
        """,
        proto: MockableProtocol(name: "Counter", inheritedTypes: ["Actor"], members: [
            method("increment", [param("amount", "Int", label: "by")], returns: "Int", isAsync: true),
            method("reset"),
            property("value", "Int"),
            method("shared", returns: "Self", isStatic: true),
            initializer([param("seed", "Int")]),
            property("history", "[Int]", isAsync: true),
            subscriptMember([param("index", "Int")], returns: "Int"),
        ]),
        exercise: """
        let mock = CounterMock()
        mock.incrementHandler = { $0 * 2 }
        check(await mock.increment(by: 2) == 4)
        await mock.reset()
        mock.value = 3
        check(mock.value == 3 && mock.incrementArgValues == [2] && mock.resetCallCount == 1)
        CounterMock.sharedReturnValue = mock
        check(CounterMock.shared() === mock)
        let seeded = CounterMock(seed: 4)
        check(seeded.initArgValues == [4] && seeded.initCallCount == 1)
        seeded.historyReturnValue = [1]
        check(await seeded.history == [1] && seeded.historyGetCallCount == 1)
        seeded.subscriptHandler = { $0 + 1 }
        check(await seeded[1] == 2 && seeded.subscriptArgValues == [1])
        """
    )

    static let genericActor = MockFixture(
        name: "Cache",
        source: """
        protocol Cache: Actor, Hashable {
            associatedtype Key: Hashable & Sendable
            func value(for key: Key) -> String?
            func store(_ value: String, for key: Key) async throws
            func decode<T: Decodable & Sendable>(_ bytes: [UInt8]) async -> T?
        }
        """,
        proto: MockableProtocol(name: "Cache", inheritedTypes: ["Actor", "Hashable"],
                                associatedTypes: [MockAssociatedType(name: "Key", constraints: ["Hashable", "Sendable"])], members: [
            method("value", [param("key", "Key", label: "for")], returns: "String?"),
            method("store", [param("value", "String", label: "_"), param("key", "Key", label: "for")], isAsync: true, throwing: .throwing),
            method("decode", [param("bytes", "[UInt8]", label: "_")], returns: "T?", isAsync: true, generics: "<T: Decodable & Sendable>"),
        ]),
        exercise: """
        let mock = CacheMock<Int>()
        mock.valueHandler = { "\\($0)" }
        check(await mock.value(for: 1) == "1")
        try await mock.store("v", for: 2)
        check(mock.storeArgValues.first?.key == 2)
        mock.decodeHandler = { bytes in bytes.count }
        let decoded: Int? = await mock.decode([1, 2])
        check(decoded == 2 && mock == mock && Set([mock, CacheMock<Int>()]).count == 2)
        """
    )
}
