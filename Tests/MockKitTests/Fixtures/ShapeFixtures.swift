@testable import MockKit

/// Parameter and return shapes: closures, inout, variadics, tuples; `#if`; access levels.
enum ShapeFixtures {
    static let all = [closures, inoutParameters, variadics, tuples, ifConfig, publicProtocol, hashable, documentedExample, keywordName]

    static let keywordName = MockFixture(
        name: "KeywordName",
        source: """
        protocol `default` {
            func run() -> Int
        }
        """,
        proto: MockableProtocol(name: "`default`", members: [method("run", [], returns: "Int")]),
        exercise: """
        let mock = defaultMock()
        mock.runReturnValue = 4
        let value: any `default` = mock
        check(value.run() == 4 && mock.runCallCount == 1, "a protocol named in backticks gets a mock named without them")
        """
    )

    static let closures = MockFixture(
        name: "EventBus",
        source: """
        protocol EventBus {
            func subscribe(_ handler: @escaping (Int) -> Void)
            func perform(_ work: () -> Void)
            func load(completion: ((Result<String, any Error>) -> Void)?)
            func run(_ task: @escaping @Sendable () async -> Void)
            func log(_ message: @autoclosure () -> String)
        }
        """,
        proto: MockableProtocol(name: "EventBus", members: [
            method("subscribe", [param("handler", "@escaping (Int) -> Void", label: "_")]),
            method("perform", [param("work", "() -> Void", label: "_")]),
            method("load", [param("completion", "((Result<String, any Error>) -> Void)?")]),
            method("run", [param("task", "@escaping @Sendable () async -> Void", label: "_")]),
            method("log", [param("message", "@autoclosure () -> String", label: "_")]),
        ]),
        exercise: """
        let mock = EventBusMock()
        var received = 0
        mock.subscribe { received = $0 }
        mock.subscribeArgValues.first?(3)
        check(received == 3, "escaping closures are recorded and callable")
        mock.performHandler = { work in work() }
        var performed = false
        mock.perform { performed = true }
        check(performed && mock.performCallCount == 1)
        mock.loadHandler = { completion in completion?(.success("ok")) }
        var loaded = ""
        mock.load { if case .success(let value) = $0 { loaded = value } }
        check(loaded == "ok" && mock.loadArgValues.count == 1)
        mock.run { }
        check(mock.runArgValues.count == 1)
        var logged = ""
        mock.logHandler = { logged = $0() }
        mock.log("message")
        check(logged == "message")
        """
    )

    static let inoutParameters = MockFixture(
        name: "Normalizer",
        source: """
        protocol Normalizer {
            func increment(_ value: inout Int)
            func normalize(_ values: inout [String], by rule: String) -> Bool
        }
        """,
        proto: MockableProtocol(name: "Normalizer", members: [
            method("increment", [param("value", "Int", label: "_", isInout: true)]),
            method("normalize", [param("values", "[String]", label: "_", isInout: true), param("rule", "String", label: "by")],
                   returns: "Bool"),
        ]),
        exercise: """
        let mock = NormalizerMock()
        var number = 1
        mock.incrementHandler = { $0 += 1 }
        mock.increment(&number)
        check(number == 2 && mock.incrementArgValues == [1], "records the value passed in")
        var values = ["B"]
        mock.normalizeHandler = { values, rule in values = values.map { $0.lowercased() }; return rule == "lower" }
        check(mock.normalize(&values, by: "lower") && values == ["b"])
        """
    )

    static let variadics = MockFixture(
        name: "Logger",
        source: """
        protocol Logger {
            func log(_ messages: String..., level: Int)
            func sum(_ values: Int...) -> Int
        }
        """,
        proto: MockableProtocol(name: "Logger", members: [
            method("log", [param("messages", "String", label: "_", isVariadic: true), param("level", "Int")]),
            method("sum", [param("values", "Int", label: "_", isVariadic: true)], returns: "Int"),
        ]),
        exercise: """
        let mock = LoggerMock()
        mock.log("a", "b", level: 2)
        check(mock.logArgValues.first?.messages == ["a", "b"] && mock.logArgValues.first?.level == 2)
        mock.sumHandler = { $0.reduce(0, +) }
        check(mock.sum(1, 2, 3) == 6 && mock.sumArgValues == [[1, 2, 3]])
        """
    )

    static let tuples = MockFixture(
        name: "Geometry",
        source: """
        protocol Geometry {
            func bounds() -> (min: Int, max: Int)
            func move(to point: (x: Double, y: Double))
            func pair() -> (String, Int)
        }
        """,
        proto: MockableProtocol(name: "Geometry", members: [
            method("bounds", returns: "(min: Int, max: Int)"),
            method("move", [param("point", "(x: Double, y: Double)", label: "to")]),
            method("pair", returns: "(String, Int)"),
        ]),
        exercise: """
        let mock = GeometryMock()
        check(mock.bounds() == (0, 0))
        mock.boundsReturnValue = (min: 1, max: 5)
        check(mock.bounds().max == 5)
        mock.move(to: (x: 1, y: 2))
        check(mock.moveArgValues.first?.y == 2 && mock.pair() == ("", 0))
        """
    )

    static let ifConfig = MockFixture(
        name: "Diagnostics",
        source: """
        protocol Diagnostics {
            func report() -> String
            #if NEVER_DEFINED_FLAG
            func legacy() -> TypeThatDoesNotExist
            #elseif canImport(Foundation)
            func dump() -> String
            #else
            func dumpFallback() -> String
            #endif
        }
        """,
        proto: MockableProtocol(name: "Diagnostics", members: [
            method("report", returns: "String"),
            .ifConfig([
                MockIfClause(directive: "#if NEVER_DEFINED_FLAG", members: [method("legacy", returns: "TypeThatDoesNotExist")]),
                MockIfClause(directive: "#elseif canImport(Foundation)", members: [method("dump", returns: "String")]),
                MockIfClause(directive: "#else", members: [method("dumpFallback", returns: "String")]),
            ]),
        ]),
        exercise: """
        let mock = DiagnosticsMock()
        mock.dumpReturnValue = "d"
        check(mock.report() == "" && mock.dump() == "d")
        """
    )

    static let publicProtocol = MockFixture(
        name: "PublicAPI",
        source: """
        public protocol PublicAPI: Sendable {
            func request(path: String) async throws -> [UInt8]
            var baseURL: String { get }
        }
        """,
        proto: MockableProtocol(name: "PublicAPI", accessLevel: "public", inheritedTypes: ["Sendable"], members: [
            method("request", [param("path", "String")], returns: "[UInt8]", isAsync: true, throwing: .throwing),
            property("baseURL", "String"),
        ]),
        exercise: """
        let mock: PublicAPIMock = PublicAPIMock()
        mock.requestReturnValue = [1]
        check(try await mock.request(path: "/") == [1] && mock.requestArgValues == ["/"])
        """
    )

    static let hashable = MockFixture(
        name: "Item",
        source: """
        protocol Item: Hashable, CustomStringConvertible {
            var id: Int { get }
        }
        """,
        proto: MockableProtocol(name: "Item", inheritedTypes: ["Hashable", "CustomStringConvertible"], members: [
            property("id", "Int"),
        ]),
        exercise: """
        let first = ItemMock()
        let second = ItemMock()
        check(first == first && first != second && Set([first, second, first]).count == 2)
        check(first.description == "ItemMock")
        """
    )

    /// The example of `Docs/Mocks.md`, so the documented API is compiled.
    static let documentedExample = MockFixture(
        name: "WalletRepository",
        source: """
        import Foundation
        struct Wallet: Equatable, Sendable { var id: Int; var name: String }
        enum ValidationError: Error { case emptyName }
        protocol WalletRepository: Sendable {
            func wallets() async throws -> [Wallet]
            func save(_ wallet: Wallet, overwrite: Bool) async throws
            var lastSync: Date? { get }
        }
        """,
        proto: MockableProtocol(name: "WalletRepository", inheritedTypes: ["Sendable"], members: [
            method("wallets", returns: "[Wallet]", isAsync: true, throwing: .throwing),
            method("save", [param("wallet", "Wallet", label: "_"), param("overwrite", "Bool")], isAsync: true, throwing: .throwing),
            property("lastSync", "Date?"),
        ]),
        exercise: """
        let repository = WalletRepositoryMock()
        repository.walletsReturnValue = [Wallet(id: 1, name: "Main")]
        check(try await repository.wallets().map(\\.name) == ["Main"] && repository.walletsCallCount == 1)
        repository.saveError = ValidationError.emptyName
        do { try await repository.save(Wallet(id: 2, name: "Travel"), overwrite: false) } catch {}
        check(repository.saveArgValues.map(\\.wallet.id) == [2] && repository.saveArgValues.last?.overwrite == false)
        repository.saveHandler = { wallet, _ in
            if wallet.name.isEmpty { throw ValidationError.emptyName }
        }
        try await repository.save(Wallet(id: 3, name: "Kept"), overwrite: true)
        check(repository.lastSync == nil && repository.saveCallCount == 2)
        """,
        imports: ["Foundation"]
    )
}
