import Foundation

/// Protocols exposing Combine publishers (Tests/Fixtures/Mocks/Combine, one file per construct of Mockolo's Combine
/// fixtures), with the subjects, property wrappers and names Mockolo's mocks of them offer, and code a Mockolo user's
/// test would contain (`<Name>Use.swift`), which must type-check with the mocks.
enum CombineDropInFixtures {
    static let all: [DropInFixture] = [subjects, publishedProperties, optionalPublished, inheritedChoices, isolation]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Mocks/Combine")

    private static func fixture(_ name: String) -> (source: String, use: String) {
        let read = { (file: String) in
            (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "#error(\"\(file) is missing\")"
        }
        return (read("\(name).swift"), read("\(name)Use.swift"))
    }

    /// Every `AnyPublisher` property gets `<name>Subject`; `combine:` picks the subject.
    static let subjects = DropInFixture(
        name: "PublisherSubjects",
        source: fixture("PublisherSubjects").source,
        use: fixture("PublisherSubjects").use,
        declares: ["MailboxMock.init()", "MailboxMock.messages", "MailboxMock.messagesSubject", "MailboxMock.settings",
                   "MailboxMock.settingsSubject", "MailboxMock.cursor", "MailboxMock.cursorSubject", "TickerMock.prices",
                   "TickerMock.pricesSubject", "TickerMock.symbol", "TickerMock.symbolSetCallCount",
                   "TickerMock.quotesCallCount", "TickerMock.quotesHandler"],
        handlers: ["TickerMock.quotesHandler": "(String) -> AnyPublisher<Double, Error>"],
        initializers: ["TickerMock": "symbol: String = \"\""],
        publishers: [
            "MailboxMock.messages": "PassthroughSubject<String, Never>()",
            "MailboxMock.settings": "CurrentValueSubject<Dictionary<String, Bool>, Never>(Dictionary<String, Bool>())",
            "MailboxMock.cursor": "PassthroughSubject<Cursor, Never>()",
            "TickerMock.prices": "PassthroughSubject<Double, Error>()",
        ]
    )

    /// `@Published` and a custom wrapper on the properties named; a subject where the property does not exist.
    static let publishedProperties = DropInFixture(
        name: "PublishedProperties",
        source: fixture("PublishedProperties").source,
        use: fixture("PublishedProperties").use,
        declares: ["SearchModelMock.query", "SearchModelMock.querySetCallCount", "SearchModelMock.queryPublisher",
                   "SearchModelMock.pagePublisher", "SearchModelMock.pagePublisherSubject", "SearchModelMock.hitsPublisher",
                   "SearchModelMock.hitsPublisherSubject", "SearchModelMock.selection", "SearchModelMock.selectionSetCallCount",
                   "SearchModelMock.selectionPublisher", "SearchModelMock.init(query:selection:)"],
        initializers: ["SearchModelMock": "query: String = \"\", selection: Selection"],
        publishers: [
            "SearchModelMock.queryPublisher": "@Published query",
            "SearchModelMock.pagePublisher": "PassthroughSubject<Int, Never>()",
            "SearchModelMock.hitsPublisher": "PassthroughSubject<Hits, Error>()",
            "SearchModelMock.selectionPublisher": "@Tracked selection",
        ]
    )

    /// Optional on one side, both or neither.
    static let optionalPublished = DropInFixture(
        name: "OptionalPublished",
        source: fixture("OptionalPublished").source,
        use: fixture("OptionalPublished").use,
        declares: ["ProfileEditorMock.nameSetCallCount", "ProfileEditorMock.ageSetCallCount", "ProfileEditorMock.draftSetCallCount",
                   "ProfileEditorMock.badgeSetCallCount"],
        initializers: ["ProfileEditorMock": "name: String? = nil, age: Int = 0, draft: Draft? = nil, badge: Badge? = nil"],
        publishers: [
            "ProfileEditorMock.namePublisher": "@Published name",
            "ProfileEditorMock.agePublisher": "@Published age",
            "ProfileEditorMock.draftPublisher": "@Published draft",
            "ProfileEditorMock.badgePublisher": "@Published badge",
        ]
    )

    /// Each protocol's choices go with its properties into its children's mocks.
    static let inheritedChoices = DropInFixture(
        name: "InheritedChoices",
        source: fixture("InheritedChoices").source,
        use: fixture("InheritedChoices").use,
        declares: ["NamedMock.displayName", "ScoredMock.scorePublisherSubject", "ScoredMock.ratingPublisherSubject",
                   "PlayerMock.ratingPublisherSubject", "PlayerMock.displayNamePublisher", "PlayerMock.scoreSetCallCount"],
        initializers: ["NamedMock": "displayName: String = \"\"", "PlayerMock": "displayName: String = \"\", score: Int = 0"],
        publishers: [
            "ScoredMock.scorePublisher": "PassthroughSubject<Int, Error>()",
            "ScoredMock.ratingPublisher": "PassthroughSubject<Double, Never>()",
            "PlayerMock.scorePublisher": "@Published score",
            "PlayerMock.ratingPublisher": "PassthroughSubject<Double, Never>()",
            "PlayerMock.displayNamePublisher": "@Published displayName",
        ]
    )

    /// Publishers in `Sendable`, `@MainActor`, actor, static and `#if` positions; `Combine.AnyPublisher` spelled out.
    static let isolation = DropInFixture(
        name: "PublisherIsolation",
        source: fixture("PublisherIsolation").source,
        use: fixture("PublisherIsolation").use,
        declares: ["JukeboxMock.nowPlayingSubject", "JukeboxMock.failuresSubject", "JukeboxMock.launchesSubject",
                   "TrackScreenMock.countsSubject", "TrackScreenMock.optionalStream", "RosterMock.namesPublisherSubject",
                   "MetronomeMock.ticksSubject"],
        initializers: ["JukeboxMock": "volume: Int = 0, title: String? = nil", "TrackScreenMock": "state: Track, optionalStream: AnyPublisher<Int, Never>? = nil"],
        publishers: [
            "JukeboxMock.volumePublisher": "@Published volume",
            "JukeboxMock.titlePublisher": "@Published title",
            "JukeboxMock.nowPlaying": "CurrentValueSubject<Track?, Never>(nil)",
            "JukeboxMock.failures": "Combine.PassthroughSubject<URLError, Never>()",
            "JukeboxMock.launches": "PassthroughSubject<Date, Never>()",
            "TrackScreenMock.statePublisher": "@Published state",
            "TrackScreenMock.counts": "CurrentValueSubject<Int, Never>(0)",
            "RosterMock.namesPublisher": "PassthroughSubject<[String], Never>()",
            "MetronomeMock.ticks": "CurrentValueSubject<Int, Never>(0)",
        ]
    )
}
