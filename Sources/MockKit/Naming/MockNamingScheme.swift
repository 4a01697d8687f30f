/// Which generator's member names a mock uses, so a team can swap generators without editing a test.
/// The names are documented in `Docs/Mocks.md` ("API flavours").
public enum MockNamingStyle: String, Sendable, Hashable, CaseIterable {
    /// Mockolo's names: `fetchCallCount`, `fetchArgValues`, `fetchHandler` (the default).
    case mockolo
    /// Sourcery 2.x's AutoMockable template's names: `fetchIdIntUserCallsCount`, `fetchIdIntUserReceivedId`,
    /// `fetchIdIntUserClosure`.
    case sourcery
    /// The AutoMockable template before Sourcery 2.x (and as many teams still keep it): names from the selector,
    /// `fetchIdCallsCount`, `fetchIdReceivedId`, `fetchIdClosure`.
    case sourceryClassic = "sourcery-classic"

    /// The naming scheme of the style for the mock of `protocolName`.
    func scheme(protocolName: String) -> any MockNamingScheme {
        switch self {
        case .mockolo: MockoloScheme()
        case .sourcery: SourceryScheme(protocolName: protocolName, prefixes: .declaration)
        case .sourceryClassic: SourceryScheme(protocolName: protocolName, prefixes: .selector)
        }
    }
}

/// The names one API flavour gives a mock's state: each member's prefix and the suffixes after it. The
/// renderers declare the same state whatever the flavour; only these names, and the few members a flavour adds
/// (`Called`, `Received<Arg>`), differ.
protocol MockNamingScheme: Sendable {
    /// Prefixes parallel to `members` (already flattened out of `#if` clauses), unique per namespace.
    func prefixes(for members: [MockMember]) -> [String]
    /// The suffixes after a member's prefix: its call count, arguments, closure, error, return value.
    var suffixes: StateSuffixes { get }
    /// Whether the last call's arguments have a member of their own (`Received<Arg>`, `ReceivedArguments`).
    var recordsLastCall: Bool { get }
    /// Whether a plain property counts its reads and writes (`nameGetCallCount`, `nameSetCallCount`).
    var countsPropertyAccess: Bool { get }
    /// The value behind a property: private `_name`, or public `underlyingName`.
    func propertyBacking(_ name: String) -> (name: StateName, isPublic: Bool)
    /// The value an effectful getter returns when no closure is set.
    func getterValue(prefix: String, name: String) -> StateName
    /// Whether a stubbed error is thrown before the closure is asked (Sourcery's order) or after (Mockolo's).
    var throwsBeforeHandler: Bool { get }
    /// The static method clearing static members' state.
    var resetStatics: String { get }
    /// Mockolo's rule for associated types: a `typealias` (to `Any`, the default type or the one
    /// `@mockable(typealias:)` names) where no constraint needs a generic parameter; otherwise every
    /// associated type is one of the mock's generic parameters, in declaration order.
    var namesAssociatedTypesWithTypealiases: Bool { get }
    /// Mockolo's `init(name: T = default, …)` over the mock's properties, and defaults on the parameters of
    /// initializer requirements.
    var hasMemberwiseInitializer: Bool { get }
    /// Mockolo's subjects behind `AnyPublisher` properties and its `@mockable(combine:)` choices (`PublisherPlan`);
    /// Sourcery's template has none, so there a publisher is a property like any other.
    var backsPublishers: Bool { get }
}
