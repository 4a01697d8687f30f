@testable import MockKit

/// Publishers (`PublisherPlan`): subjects, `@mockable(combine:)` choices and wrapped properties in each kind of mock,
/// exercised through the Combine stand-in (Tests/Support/StandIns/Combine) on Linux.
enum CombineFixtures {
    static let all = [plain, locked, mainActor, actorProtocol, sourcery]

    private static func published(_ name: String) -> MockCombineChoice {
        .propertyWrapper(attribute: "@Published", property: name)
    }

    static let plain = MockFixture(
        name: "Feed",
        source: """
        import Combine

        struct Story: Equatable { var title: String }

        protocol Feed {
            var stories: AnyPublisher<[Story], Never> { get }
            var unread: AnyPublisher<Int, Error> { get }
            var latest: AnyPublisher<Story, Never> { get }
            var filter: String { get set }
            var filterPublisher: AnyPublisher<String?, Error> { get }
            var selected: Story { get set }
            var selectedPublisher: AnyPublisher<Story, Never> { get }
            static var refreshes: AnyPublisher<Void, Never> { get }
            func search(_ text: String) -> AnyPublisher<[Story], Error>
        }
        """,
        proto: MockableProtocol(name: "Feed", members: [
            property("stories", "AnyPublisher<[Story], Never>"),
            property("unread", "AnyPublisher<Int, Error>", combine: .currentValueSubject),
            property("latest", "AnyPublisher<Story, Never>", combine: .currentValueSubject),
            property("filter", "String", settable: true),
            property("filterPublisher", "AnyPublisher<String?, Error>", combine: published("filter")),
            property("selected", "Story", settable: true),
            property("selectedPublisher", "AnyPublisher<Story, Never>", combine: published("selected")),
            property("refreshes", "AnyPublisher<Void, Never>", isStatic: true),
            method("search", [param("text", "String", label: "_")], returns: "AnyPublisher<[Story], Error>"),
        ]),
        exercise: """
        var bag: [AnyCancellable] = []
        let mock = FeedMock()
        var stories: [[Story]] = []
        mock.stories.sink { stories.append($0) }.store(in: &bag)
        mock.storiesSubject.send([Story(title: "a")])
        check(stories == [[Story(title: "a")]] && mock.storiesGetCallCount == 1)
        var unread: [Int] = []
        mock.unread.sink(receiveCompletion: { _ in }, receiveValue: { unread.append($0) }).store(in: &bag)
        mock.unreadSubject.send(2)
        check(unread == [0, 2] && mock.unreadSubject.value == 2, "a CurrentValueSubject starts at the obvious value")
        var latest: [Story] = []
        mock.latest.sink { latest.append($0) }.store(in: &bag)
        check(latest.isEmpty, "no obvious value: a PassthroughSubject")
        mock.latestSubject.send(Story(title: "b"))
        check(latest == [Story(title: "b")])
        var filters: [String?] = []
        mock.filterPublisher.sink(receiveCompletion: { _ in }, receiveValue: { filters.append($0) }).store(in: &bag)
        mock.filter = "x"
        check(filters == ["", "x"] && mock.filterSetCallCount == 1 && mock.filter == "x", "setting the property publishes it")
        var projected: [String] = []
        mock.$filter.sink { projected.append($0) }.store(in: &bag)
        mock.filter = "y"
        check(projected == ["x", "y"] && filters == ["", "x", "y"] && mock.filterSetCallCount == 2, "`$filter` is the mock's, as in Mockolo's")
        var selections: [Story] = []
        mock.selectedPublisher.sink { selections.append($0) }.store(in: &bag)
        check(selections.isEmpty, "a property with no obvious value publishes nothing before it is set")
        mock.selected = Story(title: "c")
        check(selections == [Story(title: "c")])
        let replacement = PassthroughSubject<[Story], Never>()
        mock.stories = replacement.eraseToAnyPublisher()
        var replaced: [[Story]] = []
        mock.stories.sink { replaced.append($0) }.store(in: &bag)
        replacement.send([])
        mock.storiesSubject.send([Story(title: "to the first subscriber only")])
        check(replaced == [[]] && stories.count == 2, "an assigned publisher answers instead of the subject")
        var refreshes = 0
        FeedMock.refreshes.sink { refreshes += 1 }.store(in: &bag)
        FeedMock.refreshesSubject.send()
        check(refreshes == 1 && FeedMock.refreshesGetCallCount == 1)
        FeedMock.resetStatics()
        FeedMock.refreshesSubject.send()
        check(refreshes == 1, "resetStatics() makes a new static subject")
        let results = PassthroughSubject<[Story], Error>()
        mock.searchHandler = { _ in results.eraseToAnyPublisher() }
        var found: [[Story]] = []
        mock.search("a").sink(receiveCompletion: { _ in }, receiveValue: { found.append($0) }).store(in: &bag)
        results.send([Story(title: "d")])
        check(found == [[Story(title: "d")]] && mock.searchCallCount == 1 && mock.searchArgValues == ["a"],
              "a function returning a publisher is stubbed like any other")
        """,
        imports: ["Combine"]
    )

    static let locked = MockFixture(
        name: "SignInSession",
        source: """
        import Combine

        protocol SignInSession: Sendable {
            var user: String? { get set }
            var userPublisher: AnyPublisher<String?, Never> { get }
            var events: AnyPublisher<Int, Never> { get }
            func refresh() -> Int
        }
        """,
        proto: MockableProtocol(name: "SignInSession", inheritedTypes: ["Sendable"], members: [
            property("user", "String?", settable: true),
            property("userPublisher", "AnyPublisher<String?, Never>", combine: published("user")),
            property("events", "AnyPublisher<Int, Never>"),
            method("refresh", returns: "Int"),
        ]),
        exercise: """
        var bag: [AnyCancellable] = []
        let mock = SignInSessionMock()
        mock.refreshHandler = { 7 }
        var seen: [Int] = []
        mock.userPublisher.sink { _ in seen.append(mock.refresh()) }.store(in: &bag)
        mock.user = "ann"
        check(seen == [7, 7], "a subscriber may call the mock while the property publishes")
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { mock.user = "\\(index)" }
            }
        }
        check(seen.count == 52 && mock.userSetCallCount == 51 && mock.refreshCallCount == 52)
        var events: [Int] = []
        mock.events.sink { events.append($0) }.store(in: &bag)
        mock.eventsSubject.send(1)
        check(events == [1])
        """,
        imports: ["Combine"]
    )

    static let mainActor = MockFixture(
        name: "Dashboard",
        source: """
        import Combine

        @MainActor protocol Dashboard {
            var title: String { get set }
            var titlePublisher: AnyPublisher<String, Never> { get }
            var counts: AnyPublisher<Int, Never> { get }
        }
        """,
        proto: MockableProtocol(name: "Dashboard", attributes: ["@MainActor"], members: [
            property("title", "String", settable: true),
            property("titlePublisher", "AnyPublisher<String, Never>", combine: published("title")),
            property("counts", "AnyPublisher<Int, Never>", combine: .currentValueSubject),
        ]),
        exercise: """
        var bag: [AnyCancellable] = []
        let mock = DashboardMock(title: "start")
        var titles: [String] = []
        mock.titlePublisher.sink { titles.append($0) }.store(in: &bag)
        mock.title = "next"
        check(titles == ["start", "next"], "the memberwise initializer's value is the first published")
        check(mock.titleSetCallCount == 1, "the memberwise initializer's value is not a counted set")
        var projected: [String] = []
        mock.$title.sink { projected.append($0) }.store(in: &bag)
        check(projected == ["next"], "`$title` is the mock's")
        var counts: [Int] = []
        mock.counts.sink { counts.append($0) }.store(in: &bag)
        mock.countsSubject.value = 3
        check(counts == [0, 3])
        """,
        onMainActor: true,
        imports: ["Combine"]
    )

    static let actorProtocol = MockFixture(
        name: "Ledger",
        source: """
        import Combine

        protocol Ledger: Actor {
            var names: [String] { get set }
            var namesPublisher: AnyPublisher<[String], Never> { get }
        }
        """,
        proto: MockableProtocol(name: "Ledger", inheritedTypes: ["Actor"], members: [
            property("names", "[String]", settable: true),
            property("namesPublisher", "AnyPublisher<[String], Never>", combine: published("names")),
        ]),
        exercise: """
        var bag: [AnyCancellable] = []
        let mock = LedgerMock()
        var received: [[String]] = []
        mock.namesPublisher.sink { received.append($0) }.store(in: &bag)
        mock.namesPublisherSubject.send(["a"])
        mock.names = ["b"]
        check(received == [["a"]], "an actor mock's publisher is its subject: a wrapped property cannot be nonisolated")
        """,
        imports: ["Combine"]
    )

    static let sourcery = MockFixture(
        name: "Headlines",
        source: """
        import Combine

        protocol Headlines {
            var stories: AnyPublisher<[String], Never> { get }
        }
        """,
        proto: MockableProtocol(name: "Headlines", members: [
            property("stories", "AnyPublisher<[String], Never>", combine: .currentValueSubject),
        ]),
        exercise: """
        var bag: [AnyCancellable] = []
        let mock = HeadlinesMock()
        let subject = CurrentValueSubject<[String], Never>(["a"])
        mock.underlyingStories = subject.eraseToAnyPublisher()
        var received: [[String]] = []
        mock.stories.sink { received.append($0) }.store(in: &bag)
        check(received == [["a"]], "Sourcery's flavours: a publisher is a property like any other")
        """,
        imports: ["Combine"],
        naming: .sourceryClassic
    )
}
