@testable import MockKit

/// Methods: plain, async, throws, typed throws, rethrows, overloads, attributes, operators.
enum MethodFixtures {
    static let all = [basic, asyncThrowing, typedThrows, rethrowing, overloads, attributes]

    static let basic = MockFixture(
        name: "Greeter",
        source: """
        protocol Greeter {
            func greet(name: String, times: Int) -> String
            func reset()
            mutating func advance()
            func ignore(_: Int)
        }
        """,
        proto: MockableProtocol(name: "Greeter", members: [
            method("greet", [param("name", "String"), param("times", "Int")], returns: "String"),
            method("reset"),
            method("advance", isMutating: true),
            method("ignore", [param("_", "Int")]),
        ]),
        exercise: """
        let mock = GreeterMock()
        check(mock.greet(name: "a", times: 1) == "", "String default")
        mock.greetReturnValue = "stub"
        check(mock.greet(name: "b", times: 2) == "stub")
        mock.greetHandler = { name, times in String(repeating: name, count: times) }
        check(mock.greet(name: "c", times: 3) == "ccc")
        check(mock.greetCallCount == 3)
        check(mock.greetArgValues.map(\\.name) == ["a", "b", "c"])
        check(mock.greetArgValues.last?.times == 3)
        var calls = 0
        mock.resetHandler = { calls += 1 }
        mock.reset()
        mock.advance()
        check(calls == 1 && mock.resetCallCount == 1 && mock.advanceCallCount == 1)
        mock.ignore(4)
        check(mock.ignoreArgValues == [4])
        """
    )

    static let asyncThrowing = MockFixture(
        name: "UserLoader",
        source: """
        struct UserRecord: Equatable, Sendable { var id: Int }
        struct LoaderFailure: Error {}
        final class Draft { var text = "" }
        protocol UserLoader {
            func load(id: Int) async throws -> UserRecord
            func list() async throws -> [UserRecord]
            func save(_ user: UserRecord, force: Bool) async throws
            func count() async -> Int
            func submit(_ draft: Draft) async -> Bool
        }
        """,
        proto: MockableProtocol(name: "UserLoader", members: [
            method("load", [param("id", "Int")], returns: "UserRecord", isAsync: true, throwing: .throwing),
            method("list", returns: "[UserRecord]", isAsync: true, throwing: .throwing),
            method("save", [param("user", "UserRecord", label: "_"), param("force", "Bool")], isAsync: true, throwing: .throwing),
            method("count", returns: "Int", isAsync: true),
            method("submit", [param("draft", "Draft", label: "_")], returns: "Bool", isAsync: true),
        ]),
        exercise: """
        let mock = UserLoaderMock()
        do {
            _ = try await mock.load(id: 1)
            preconditionFailure("unstubbed load must throw")
        } catch let error as UserLoaderMock.MockError {
            check(error == .notStubbed("load(id:)"))
        }
        mock.loadReturnValue = UserRecord(id: 7)
        check(try await mock.load(id: 2) == UserRecord(id: 7))
        mock.loadError = LoaderFailure()
        do {
            _ = try await mock.load(id: 3)
            preconditionFailure("stubbed error must be thrown")
        } catch is LoaderFailure {}
        mock.loadHandler = { id in UserRecord(id: id * 10) }
        check(try await mock.load(id: 4) == UserRecord(id: 40), "handler wins over error")
        check(mock.loadArgValues == [1, 2, 3, 4])
        check(try await mock.list().isEmpty)
        try await mock.save(UserRecord(id: 5), force: true)
        check(mock.saveArgValues.first?.user == UserRecord(id: 5) && mock.saveArgValues.first?.force == true)
        mock.countReturnValue = 9
        check(await mock.count() == 9)
        mock.submitHandler = { draft in draft.text == "ready" }
        let draft = Draft()
        draft.text = "ready"
        check(await mock.submit(draft), "a non-Sendable argument reaches an async handler")
        """
    )

    static let typedThrows = MockFixture(
        name: "KeyStore",
        source: """
        enum KeyStoreError: Error, Equatable { case missing, locked }
        protocol KeyStore {
            func value(for key: String) throws(KeyStoreError) -> Int
            func unlock() async throws(KeyStoreError)
        }
        """,
        proto: MockableProtocol(name: "KeyStore", members: [
            method("value", [param("key", "String", label: "for")], returns: "Int", throwing: .typed("KeyStoreError")),
            method("unlock", isAsync: true, throwing: .typed("KeyStoreError")),
        ]),
        exercise: """
        let mock = KeyStoreMock()
        check(try mock.value(for: "a") == 0)
        mock.valueError = .missing
        do {
            _ = try mock.value(for: "b")
            preconditionFailure("typed error expected")
        } catch {
            check(error == .missing, "typed catch: error is KeyStoreError")
        }
        mock.unlockHandler = { () throws(KeyStoreError) in throw .locked }
        do {
            try await mock.unlock()
            preconditionFailure("handler error expected")
        } catch {
            check(error == .locked)
        }
        check(mock.valueArgValues == ["a", "b"] && mock.unlockCallCount == 1)
        """
    )

    static let rethrowing = MockFixture(
        name: "Transformer",
        source: """
        protocol Transformer {
            func map(_ values: [Int], _ transform: (Int) throws -> String) rethrows -> [String]
        }
        """,
        proto: MockableProtocol(name: "Transformer", members: [
            method("map", [param("values", "[Int]", label: "_"), param("transform", "(Int) throws -> String", label: "_")],
                   returns: "[String]", throwing: .rethrowing),
        ]),
        exercise: """
        let mock = TransformerMock()
        check(mock.map([1]) { "\\($0)" } == [])
        mock.mapHandler = { values, transform in values.compactMap { try? transform($0) } }
        check(mock.map([1, 2]) { "\\($0)" } == ["1", "2"], "non-throwing closure: no try needed")
        check(mock.mapArgValues == [[1], [1, 2]], "the non-escaping closure is not recorded")
        """
    )

    static let overloads = MockFixture(
        name: "Finder",
        source: """
        protocol Finder {
            func fetch(id: Int) -> String
            func fetch(id: String) -> String
            func fetch(name: String) -> String
            func fetch() -> [String]
            func fetch(_ id: Int) -> String
        }
        """,
        proto: MockableProtocol(name: "Finder", members: [
            method("fetch", [param("id", "Int")], returns: "String"),
            method("fetch", [param("id", "String")], returns: "String"),
            method("fetch", [param("name", "String")], returns: "String"),
            method("fetch", returns: "[String]"),
            method("fetch", [param("id", "Int", label: "_")], returns: "String"),
        ]),
        exercise: """
        let mock = FinderMock()
        // Mockolo's names: the first overload keeps `fetch`, the others take one signature component more per level.
        mock.fetchHandler = { "int \\($0)" }
        mock.fetchIdHandler = { "string \\($0)" }
        mock.fetchNameReturnValue = "name"
        mock.fetchArrayStringReturnValue = ["all"]
        mock.fetchIdIntHandler = { "unlabeled \\($0)" }
        check(mock.fetch(id: 1) == "int 1" && mock.fetch(id: "x") == "string x")
        check(mock.fetch(name: "n") == "name" && mock.fetch() == ["all"] && mock.fetch(2) == "unlabeled 2")
        check(mock.fetchCallCount == 1 && mock.fetchIdArgValues == ["x"] && mock.fetchNameCallCount == 1)
        check(mock.fetchArrayStringCallCount == 1 && mock.fetchIdIntArgValues == [2])
        """
    )

    static let attributes = MockFixture(
        name: "Saver",
        source: """
        protocol Saver {
            @discardableResult func save(_ text: String) -> Bool
            func `default`(for key: String, in scope: Int) -> Int
            static func + (lhs: Self, rhs: Self) -> Self
        }
        """,
        proto: MockableProtocol(name: "Saver", members: [
            method("save", [param("text", "String", label: "_")], returns: "Bool", attributes: ["@discardableResult"]),
            method("`default`", [param("key", "String", label: "for"), param("scope", "Int", label: "in")], returns: "Int"),
            method("+", [param("lhs", "Self"), param("rhs", "Self")], returns: "Self", isStatic: true),
        ]),
        exercise: """
        let mock = SaverMock()
        mock.save("unused result, no warning")
        check(mock.saveArgValues == ["unused result, no warning"])
        mock.defaultReturnValue = 3
        check(mock.default(for: "k", in: 1) == 3 && mock.defaultArgValues.first?.scope == 1)
        SaverMock.operatorPlusHandler = { lhs, _ in lhs }
        let sum = mock + SaverMock()
        check(sum === mock && SaverMock.operatorPlusCallCount == 1)
        SaverMock.resetStatics()
        check(SaverMock.operatorPlusCallCount == 0)
        """
    )
}
