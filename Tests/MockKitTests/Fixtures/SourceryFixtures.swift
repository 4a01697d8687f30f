@testable import MockKit

/// Protocols whose mocks use the `sourcery` flavour, exercised in the names of Sourcery's AutoMockable template
/// (Templates/Tests/Expected/AutoMockable.expected): a team moving from Sourcery keeps its tests as they are.
/// They join the other fixtures' module, so both isolation modes compile them.
enum SourceryFixtures {
    static let all = [plain, sendable, mainActor, parser, actor]

    static let plain = MockFixture(
        name: "AccountService",
        source: """
        struct AccountError: Error {}

        protocol AccountService {
            var name: String { get }
            var nickname: String? { get set }
            var balance: Int { get async throws }
            func loadConfiguration() -> String?
            func save(configuration: String)
            func transfer(_ amount: Int, to account: String) throws -> Bool
            func fetch(id: Int) async -> String
        }
        """,
        proto: MockableProtocol(name: "AccountService", members: [
            property("name", "String"),
            property("nickname", "String?", settable: true),
            property("balance", "Int", isAsync: true, throwing: .throwing),
            method("loadConfiguration", returns: "String?"),
            method("save", [param("configuration", "String")]),
            method("transfer", [param("amount", "Int", label: "_"), param("account", "String", label: "to")], returns: "Bool", throwing: .throwing),
            method("fetch", [param("id", "Int")], returns: "String", isAsync: true),
        ]),
        exercise: """
        let mock = AccountServiceMock()
        mock.underlyingName = "n"
        check(mock.name == "n")
        mock.nickname = "x"
        check(mock.nickname == "x" && mock.underlyingNickname == "x")
        check(!mock.balanceCalled)
        mock.underlyingBalance = 7
        check(try await mock.balance == 7 && mock.balanceCallsCount == 1 && mock.balanceCalled)
        mock.balanceClosure = { 9 }
        check(try await mock.balance == 9)
        mock.balanceThrowableError = AccountError()
        do { _ = try await mock.balance; check(false, "the getter throws the stubbed error") } catch { check(error is AccountError) }
        mock.loadConfigurationStringReturnValue = "c"
        check(mock.loadConfiguration() == "c" && mock.loadConfigurationStringCallsCount == 1 && mock.loadConfigurationStringCalled)
        mock.loadConfigurationStringClosure = { nil }
        check(mock.loadConfiguration() == nil)
        mock.save(configuration: "a")
        mock.save(configuration: "b")
        check(mock.saveConfigurationStringVoidCallsCount == 2)
        check(mock.saveConfigurationStringVoidReceivedConfiguration == "b")
        check(mock.saveConfigurationStringVoidReceivedInvocations == ["a", "b"])
        mock.transferAmountIntToAccountStringBoolReturnValue = true
        check(try mock.transfer(5, to: "x"))
        check(mock.transferAmountIntToAccountStringBoolReceivedArguments?.amount == 5)
        check(mock.transferAmountIntToAccountStringBoolReceivedArguments?.account == "x")
        mock.transferAmountIntToAccountStringBoolThrowableError = AccountError()
        do { _ = try mock.transfer(1, to: "y"); check(false, "the method throws the stubbed error") } catch { check(error is AccountError) }
        check(mock.transferAmountIntToAccountStringBoolReceivedInvocations.map(\\.account) == ["x", "y"])
        mock.fetchIdIntStringClosure = { "u\\($0)" }
        check(await mock.fetch(id: 3) == "u3" && mock.fetchIdIntStringReceivedId == 3)
        """,
        naming: .sourcery
    )

    static let sendable = MockFixture(
        name: "TokenStore",
        source: """
        protocol TokenStore: Sendable {
            static func make(_ seed: Int) -> String
            func store(_ token: String, for user: Int) async
            var current: String { get set }
        }
        """,
        proto: MockableProtocol(name: "TokenStore", inheritedTypes: ["Sendable"], members: [
            method("make", [param("seed", "Int", label: "_")], returns: "String", isStatic: true),
            method("store", [param("token", "String", label: "_"), param("user", "Int", label: "for")], isAsync: true),
            property("current", "String", settable: true),
        ]),
        exercise: """
        let mock = TokenStoreMock()
        await withTaskGroup(of: Void.self) { group in
            for user in 0..<50 { group.addTask { await mock.store("t", for: user) } }
        }
        check(mock.storeTokenStringForUserIntVoidCallsCount == 50 && mock.storeTokenStringForUserIntVoidCalled)
        check(Set(mock.storeTokenStringForUserIntVoidReceivedInvocations.map(\\.user)) == Set(0..<50))
        check(mock.storeTokenStringForUserIntVoidReceivedArguments?.token == "t")
        mock.current = "c"
        check(mock.underlyingCurrent == "c")
        TokenStoreMock.makeSeedIntStringReturnValue = "m"
        check(TokenStoreMock.make(4) == "m" && TokenStoreMock.makeSeedIntStringReceivedSeed == 4)
        check(TokenStoreMock.makeSeedIntStringCallsCount == 1)
        TokenStoreMock.reset()
        check(TokenStoreMock.makeSeedIntStringCallsCount == 0 && !TokenStoreMock.makeSeedIntStringCalled)
        check(TokenStoreMock.makeSeedIntStringReceivedInvocations.isEmpty)
        """,
        naming: .sourcery
    )

    static let mainActor = MockFixture(
        name: "GreetingScreen",
        source: """
        @MainActor
        protocol GreetingScreen {
            func show(title: String, animated: Bool)
            var isVisible: Bool { get }
        }
        """,
        proto: MockableProtocol(name: "GreetingScreen", attributes: ["@MainActor"], members: [
            method("show", [param("title", "String"), param("animated", "Bool")]),
            property("isVisible", "Bool"),
        ]),
        exercise: """
        let mock = GreetingScreenMock()
        mock.show(title: "Hi", animated: true)
        check(mock.showTitleStringAnimatedBoolVoidCalled)
        check(mock.showTitleStringAnimatedBoolVoidReceivedArguments?.title == "Hi")
        check(mock.showTitleStringAnimatedBoolVoidReceivedArguments?.animated == true)
        mock.underlyingIsVisible = true
        check(mock.isVisible)
        """,
        onMainActor: true,
        naming: .sourcery
    )

    static let parser = MockFixture(
        name: "SourceParser",
        source: """
        protocol SourceParser {
            init(source: String)
            func parse(_: String) -> Int
            func parse(_ data: [UInt8]) -> Int
        }
        """,
        proto: MockableProtocol(name: "SourceParser", members: [
            .initializer(MockInitializer(parameters: [param("source", "String")])),
            method("parse", [param("_", "String", label: "_")], returns: "Int"),
            method("parse", [param("data", "[UInt8]", label: "_")], returns: "Int"),
        ]),
        exercise: """
        let parser = SourceParserMock(source: "s")
        check(parser.initSourceStringSourceParserReceivedSource == "s")
        check(parser.initSourceStringSourceParserReceivedInvocations == ["s"])
        parser.parseStringIntReturnValue = 2
        check(parser.parse("x") == 2 && parser.parseStringIntReceived == "x")
        parser.parseDataUInt8IntClosure = { $0.count }
        check(parser.parse([1, 2, 3]) == 3 && parser.parseDataUInt8IntReceivedData == [1, 2, 3])
        """,
        naming: .sourcery
    )

    static let actor = MockFixture(
        name: "Downloader",
        source: """
        protocol Downloader: Actor {
            init(session: String)
            func download(url: String) async throws -> Int
            var progress: Double { get }
            subscript(index: Int) -> String { get set }
        }
        """,
        proto: MockableProtocol(name: "Downloader", inheritedTypes: ["Actor"], members: [
            initializer([param("session", "String")]),
            method("download", [param("url", "String")], returns: "Int", isAsync: true, throwing: .throwing),
            property("progress", "Double"),
            subscriptMember([param("index", "Int")], returns: "String", settable: true),
        ]),
        exercise: """
        let mock = DownloaderMock(session: "s")
        check(mock.initSessionStringDownloaderReceivedSession == "s" && mock.initSessionStringDownloaderCallsCount == 1)
        mock.downloadUrlStringIntReturnValue = 4
        check(try await mock.download(url: "u") == 4)
        check(mock.downloadUrlStringIntCalled && mock.downloadUrlStringIntReceivedUrl == "u")
        mock.underlyingProgress = 0.5
        check(mock.progress == 0.5)
        mock.subscriptIndexIntStringReturnValue = "x"
        check(await mock[1] == "x" && mock.subscriptIndexIntStringReceivedIndex == 1)
        """,
        naming: .sourcery
    )
}
