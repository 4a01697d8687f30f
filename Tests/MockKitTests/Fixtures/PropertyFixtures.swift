@testable import MockKit

/// Properties, effectful getters, subscripts, statics and initializers.
enum PropertyFixtures {
    static let all = [properties, effectfulGetters, subscripts, statics, initializers, asyncInitializer]

    static let properties = MockFixture(
        name: "Settings",
        source: """
        struct Profile: Equatable { var name: String }
        protocol Settings {
            var name: String { get }
            var volume: Int { get set }
            var profile: Profile { get }
            var nickname: String? { get set }
            var formatter: (Int) -> String { get set }
        }
        """,
        proto: MockableProtocol(name: "Settings", members: [
            property("name", "String"),
            property("volume", "Int", settable: true),
            property("profile", "Profile"),
            property("nickname", "String?", settable: true),
            property("formatter", "(Int) -> String", settable: true),
        ]),
        exercise: """
        let mock = SettingsMock()
        check(mock.name == "" && mock.nameGetCallCount == 1)
        mock.name = "stubbed"
        check(mock.name == "stubbed")
        mock.volume = 3
        mock.volume += 1
        check(mock.volume == 4 && mock.volumeSetCallCount == 2 && mock.volumeGetCallCount == 2)
        mock.profile = Profile(name: "p")
        check(mock.profile == Profile(name: "p"))
        check(mock.nickname == nil)
        mock.formatter = { "#\\($0)" }
        check(mock.formatter(1) == "#1")
        """
    )

    static let effectfulGetters = MockFixture(
        name: "TokenSource",
        source: """
        struct TokenError: Error {}
        protocol TokenSource {
            var token: String { get async throws }
            var score: Int { get async }
            var expiry: Double { get throws }
        }
        """,
        proto: MockableProtocol(name: "TokenSource", members: [
            property("token", "String", isAsync: true, throwing: .throwing),
            property("score", "Int", isAsync: true),
            property("expiry", "Double", throwing: .throwing),
        ]),
        exercise: """
        let mock = TokenSourceMock()
        check(try await mock.token == "")
        mock.tokenHandler = { "abc" }
        check(try await mock.token == "abc")
        mock.tokenHandler = nil
        mock.tokenError = TokenError()
        do { _ = try await mock.token; preconditionFailure("error expected") } catch is TokenError {}
        check(mock.tokenGetCallCount == 3)
        mock.scoreReturnValue = 5
        check(await mock.score == 5)
        mock.expiryReturnValue = 1.5
        check(try mock.expiry == 1.5)
        """
    )

    static let subscripts = MockFixture(
        name: "Grid",
        source: """
        protocol Grid {
            subscript(row: Int, column: Int) -> String { get set }
            subscript(key key: String) -> Int? { get }
            subscript<T>(typed key: String) -> T? { get }
        }
        """,
        proto: MockableProtocol(name: "Grid", members: [
            subscriptMember([param("row", "Int", label: "_"), param("column", "Int", label: "_")], returns: "String", settable: true),
            subscriptMember([param("key", "String", label: "key")], returns: "Int?"),
            subscriptMember([param("key", "String", label: "typed")], returns: "T?", generics: "<T>"),
        ]),
        exercise: """
        let mock = GridMock()
        mock.subscriptHandler = { row, column in "\\(row),\\(column)" }
        check(mock[1, 2] == "1,2" && mock.subscriptArgValues.first?.column == 2)
        mock[3, 4] = "x"
        check(mock.subscriptSetCallCount == 1 && mock.subscriptSetArgValues.first?.newValue == "x")
        check(mock[key: "a"] == nil)
        mock.subscriptKeyReturnValue = 4
        check(mock[key: "a"] == 4)
        mock.subscriptTypedHandler = { key in key.count }
        let typed: Int? = mock[typed: "abc"]
        check(typed == 3 && mock.subscriptTypedArgValues == ["abc"])
        """
    )

    static let statics = MockFixture(
        name: "Factory",
        source: """
        protocol Factory {
            static var defaultName: String { get set }
            static var shared: Self { get }
            static func make(id: Int) -> Self
            static subscript(index: Int) -> Int { get }
            func build() -> String
        }
        """,
        proto: MockableProtocol(name: "Factory", members: [
            property("defaultName", "String", settable: true, isStatic: true),
            property("shared", "Self", isStatic: true),
            method("make", [param("id", "Int")], returns: "Self", isStatic: true),
            subscriptMember([param("index", "Int")], returns: "Int", isStatic: true),
            method("build", returns: "String"),
        ]),
        exercise: """
        FactoryMock.defaultName = "n"
        check(FactoryMock.defaultName == "n" && FactoryMock.defaultNameSetCallCount == 1)
        let made = FactoryMock()
        FactoryMock.shared = made
        check(FactoryMock.shared === made)
        FactoryMock.makeHandler = { _ in made }
        check(FactoryMock.make(id: 3) === made && FactoryMock.makeArgValues == [3])
        FactoryMock.subscriptReturnValue = 8
        check(FactoryMock[1] == 8 && FactoryMock.subscriptArgValues == [1])
        FactoryMock.resetStatics()
        check(FactoryMock.makeCallCount == 0 && FactoryMock.defaultName == "")
        check(made.build() == "" && made.buildCallCount == 1)
        """
    )

    static let initializers = MockFixture(
        name: "Connection",
        source: """
        protocol Connection {
            init(host: String, port: Int)
            init?(url: String)
            init(options: [String: Int]) throws
            func close()
        }
        """,
        proto: MockableProtocol(name: "Connection", members: [
            initializer([param("host", "String"), param("port", "Int")]),
            initializer([param("url", "String")], isFailable: true),
            initializer([param("options", "[String: Int]")], throwing: .throwing),
            method("close"),
        ]),
        exercise: """
        func make<C: Connection>(_ type: C.Type) -> C { C(host: "h", port: 1) }
        let mock = make(ConnectionMock.self)
        check(mock.initCallCount == 1 && mock.initArgValues.first?.port == 1)
        let failable = ConnectionMock(url: "u")
        check(failable?.initUrlArgValues == ["u"])
        let throwing = try ConnectionMock(options: ["a": 1])
        check(throwing.initOptionsArgValues == [["a": 1]] && ConnectionMock().initCallCount == 0)
        """
    )

    static let asyncInitializer = MockFixture(
        name: "Session",
        source: """
        protocol Session {
            init() async throws
            var id: Int { get }
        }
        """,
        proto: MockableProtocol(name: "Session", members: [
            initializer(throwing: .throwing, isAsync: true),
            property("id", "Int"),
        ]),
        exercise: """
        let mock = try await SessionMock()
        mock.id = 2
        check(mock.id == 2)
        """
    )
}
