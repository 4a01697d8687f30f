/// Protocols as Mockolo's users write them, one per way the mocks of an earlier scaffold failed them (issue 21),
/// with the names, handler types and initializers Mockolo's own mock of each offers.
enum MockoloDropInFixtures {
    static let all: [DropInFixture] = [
        keywordParameters, whereClauseOverloads, implicitlyUnwrapped, shadowedGenerics, throwsNever,
        associatedTypesWithWhere, associatedTypesAsTypealiases, nested, overriddenName, memberwiseInitializer,
        handlerTypes, overloadOrder,
    ]

    /// Keywords as parameter names, used in the mock's body.
    static let keywordParameters = DropInFixture(
        name: "KeywordParameters",
        source: """
            /// @mockable
            protocol RangeFinder {
                func max(for values: [Int]) -> Int
                func first(throws: Bool) -> String
                func scan(in: String, default: Int)
                func pick(from switch: Int, _ repeat: Bool)
                init(in: Int)
            }
            """,
        declares: ["RangeFinderMock.maxCallCount", "RangeFinderMock.firstCallCount", "RangeFinderMock.scanCallCount",
                   "RangeFinderMock.pickCallCount", "RangeFinderMock.init(in:)"],
        handlers: ["RangeFinderMock.maxHandler": "([Int]) -> Int", "RangeFinderMock.firstHandler": "(Bool) -> String",
                   "RangeFinderMock.scanHandler": "(String, Int) -> ()", "RangeFinderMock.pickHandler": "(Int, Bool) -> ()"]
    )

    /// Overloads told apart by their `where` clauses only: the second takes its first label.
    static let whereClauseOverloads = DropInFixture(
        name: "WhereClauseOverloads",
        source: """
            /// @mockable
            protocol Connector {
                func connect<T>(_ endpoint: T) where T: Hashable
                func connect<T>(_ endpoint: T) where T: Identifiable
            }
            """,
        declares: ["ConnectorMock.connectCallCount", "ConnectorMock.connectEndpointCallCount"],
        handlers: ["ConnectorMock.connectHandler": "(Any) -> ()", "ConnectorMock.connectEndpointHandler": "(Any) -> ()"]
    )

    /// `T!` is allowed at the top of a declaration only; the handler takes and returns the wrapped type.
    static let implicitlyUnwrapped = DropInFixture(
        name: "ImplicitlyUnwrapped",
        source: """
            /// @mockable
            protocol LegacyStore {
                func save(_ value: String!, tags: [String]!)
                func load() -> String!
                var owner: String! { get set }
            }
            """,
        declares: ["LegacyStoreMock.saveCallCount", "LegacyStoreMock.loadCallCount", "LegacyStoreMock.owner", "LegacyStoreMock.ownerSetCallCount"],
        handlers: ["LegacyStoreMock.saveHandler": "(String, [String]) -> ()", "LegacyStoreMock.loadHandler": "() -> String"],
        initializers: ["LegacyStoreMock": "owner: String! = nil"]
    )

    /// A method's generic parameter named like a constrained associated type (the mock's generic parameter).
    static let shadowedGenerics = DropInFixture(
        name: "ShadowedGenerics",
        source: """
            /// @mockable
            protocol KeyedCache {
                associatedtype Key: Hashable
                func store<Key>(_ item: Key, under name: String)
                func lookup(_ key: Key) -> Int
            }
            """,
        declares: ["KeyedCacheMock.storeCallCount", "KeyedCacheMock.lookupCallCount"],
        handlers: ["KeyedCacheMock.storeHandler": "(Any, String) -> ()", "KeyedCacheMock.lookupHandler": "(Key) -> Int"],
        declarations: ["KeyedCacheMock": "<Key: Hashable>: KeyedCache"]
    )

    /// A getter that declares it throws nothing.
    static let throwsNever = DropInFixture(
        name: "ThrowsNever",
        source: """
            /// @mockable
            protocol WallClock {
                var now: Int { get throws(Never) }
                func tick() throws(Never) -> Int
            }
            """,
        declares: ["WallClockMock.nowHandler", "WallClockMock.tickCallCount"],
        handlers: ["WallClockMock.nowHandler": "() throws(Never) -> Int", "WallClockMock.tickHandler": "() throws(Never) -> Int"],
        initializers: ["WallClockMock": "now: Int = 0"]
    )

    /// A `where` clause makes every associated type a generic parameter, in name order.
    static let associatedTypesWithWhere = DropInFixture(
        name: "AssociatedTypesWithWhere",
        source: """
            struct CatalogEntry: Identifiable { let id: String }

            /// @mockable
            protocol Catalog {
                associatedtype Item: Identifiable where Item.ID == String
                associatedtype Filter
                func items(matching filter: Filter) -> [Item]
            }

            protocol Paged {
                associatedtype Page
            }

            /// @mockable
            protocol NumberedPages: Paged where Page == Int {
                func page(at index: Int) -> Page
            }
            """,
        declares: ["CatalogMock.itemsCallCount", "NumberedPagesMock.pageCallCount"],
        handlers: ["CatalogMock.itemsHandler": "(Filter) -> [Item]", "NumberedPagesMock.pageHandler": "(Int) -> Page"],
        declarations: ["CatalogMock": "<Filter, Item: Identifiable>: Catalog where Item.ID == String", "NumberedPagesMock": ": NumberedPages"]
    )

    /// Without a `where` clause: unconstrained associated types are `Any`, defaults and chosen types are used.
    static let associatedTypesAsTypealiases = DropInFixture(
        name: "AssociatedTypesAsTypealiases",
        source: """
            /// @mockable(typealias: Receipt = Bool)
            protocol Inbox {
                associatedtype Message
                associatedtype Sender = String
                associatedtype Receipt
                typealias Batch = [Int]
                func receive(_ message: Message, from sender: Sender) -> Receipt
            }
            """,
        declares: ["InboxMock.Message", "InboxMock.Sender", "InboxMock.Receipt", "InboxMock.Batch", "InboxMock.receiveCallCount"],
        handlers: ["InboxMock.receiveHandler": "(Message, Sender) -> Receipt"],
        declarations: ["InboxMock": ": Inbox"]
    )

    /// A protocol declared in a type: its mock in an extension of that type.
    static let nested = DropInFixture(
        name: "Nested",
        source: """
            enum Checkout {
                /// @mockable
                protocol PaymentSheet {
                    func present(amount: Int)
                }
            }
            """,
        declares: ["PaymentSheetMock.presentCallCount"],
        handlers: ["PaymentSheetMock.presentHandler": "(Int) -> ()"]
    )

    /// `@mockable(override: name = …)` names the mock.
    static let overriddenName = DropInFixture(
        name: "OverriddenName",
        source: """
            /// @mockable(override: name = FakeTimeSource)
            protocol TimeSource {
                func tick()
            }
            """,
        declares: ["FakeTimeSource.tickCallCount"],
        handlers: ["FakeTimeSource.tickHandler": "() -> ()"]
    )

    /// The memberwise initializer: parents' and own properties by their place in the file, defaults where the type
    /// has one, `@escaping` closures, no static or optional-closure property.
    static let memberwiseInitializer = DropInFixture(
        name: "MemberwiseInitializer",
        source: """
            protocol Account {
                var id: String { get }
                var balance: Double { get set }
            }

            /// @mockable
            protocol PremiumAccount: Account {
                var tier: Int { get }
                var onChange: (() -> Void)? { get set }
                var refresh: () -> Void { get }
                static var shared: Int { get }
                var rate: Double { get async throws }
                var tags: [String] { get }
            }
            """,
        declares: ["PremiumAccountMock.balanceSetCallCount", "PremiumAccountMock.rateHandler", "PremiumAccountMock.init()"],
        handlers: ["PremiumAccountMock.rateHandler": "() async throws -> Double"],
        initializers: ["PremiumAccountMock": "id: String = \"\", balance: Double = 0.0, tier: Int = 0, refresh: @escaping () -> Void, "
            + "rate: Double = 0.0, tags: [String] = [String]()"]
    )

    /// What a handler sees of generic, opaque and rethrowing members.
    static let handlerTypes = DropInFixture(
        name: "HandlerTypes",
        source: """
            /// @mockable
            protocol Transformer {
                func optional<T>(_ value: T?) -> T?
                func opaque(_ shape: some Equatable) -> Int
                func forEachValue<T>(_ body: (T) -> Void)
                func retry(_ attempt: () throws -> Void) rethrows
                func build<T>(_ make: () throws -> T) rethrows -> T
                func pair<T>(_ values: [T], fallback: @escaping () -> T)
            }
            """,
        declares: ["TransformerMock.optionalCallCount", "TransformerMock.opaqueCallCount", "TransformerMock.forEachValueCallCount",
                   "TransformerMock.retryCallCount", "TransformerMock.buildCallCount", "TransformerMock.pairCallCount"],
        handlers: [
            "TransformerMock.optionalHandler": "(Any?) -> Any?",
            "TransformerMock.opaqueHandler": "(any Equatable) -> Int",
            "TransformerMock.forEachValueHandler": "(Any) -> ()",
            "TransformerMock.retryHandler": "(() throws -> Void) throws -> ()",
            "TransformerMock.buildHandler": "(() throws -> Any) throws -> Any",
            "TransformerMock.pairHandler": "(Any, @escaping () -> Any) -> ()",
        ]
    )

    /// An inherited overload: the protocol's own requirement keeps the shorter names.
    static let overloadOrder = DropInFixture(
        name: "OverloadOrder",
        source: """
            protocol BaseRenderer {
                func updateState(_ state: Int)
                func reset(_ value: Int)
            }

            /// @mockable
            protocol StyledRenderer: BaseRenderer {
                func updateState(_ state: Int, style: String)
                func reset(_ value: Int, animated: Bool)
            }
            """,
        declares: ["StyledRendererMock.updateStateCallCount", "StyledRendererMock.updateStateIntCallCount",
                   "StyledRendererMock.resetCallCount", "StyledRendererMock.resetValueCallCount"],
        handlers: ["StyledRendererMock.updateStateHandler": "(Int, String) -> ()", "StyledRendererMock.updateStateIntHandler": "(Int) -> ()",
                   "StyledRendererMock.resetHandler": "(Int, Bool) -> ()", "StyledRendererMock.resetValueHandler": "(Int) -> ()"]
    )
}
