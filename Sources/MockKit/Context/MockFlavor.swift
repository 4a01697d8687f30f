/// How a mock keeps its recorded state, chosen from the protocol's isolation so that the mock
/// compiles in Swift 6 with complete concurrency checking.
enum MockFlavor: Equatable {
    /// `final class` with plain stored properties: protocols with no concurrency requirement.
    case plain
    /// A global-actor-isolated `final class` (the attribute, e.g. `@MainActor`): isolation protects the state.
    case isolated(String)
    /// `final class …: @unchecked Sendable` whose state sits behind an `NSLock`: `Sendable` protocols.
    case locked
    /// `actor` whose state is `nonisolated`, lock-protected storage: protocols refining `Actor`.
    case actor

    private static let actorTypes: Set<String> = ["Actor", "AnyActor", "_Concurrency.Actor"]
    private static let sendableTypes: Set<String> = ["Sendable", "Error", "Swift.Sendable", "Swift.Error"]

    /// The flavor for a protocol, from its inheritance and attributes (the parser carries those of
    /// ancestors that shape the mock — `Sendable`, `Actor`, global actors — into them).
    static func of(_ proto: MockableProtocol, inherited: Set<String>? = nil) -> MockFlavor {
        let inherited = inherited ?? MockContext.inheritedNames(proto)
        if !inherited.isDisjoint(with: actorTypes) { return .actor }
        if let globalActor = proto.attributes.first(where: isGlobalActor) {
            return .isolated(globalActor.description)
        }
        return inherited.isDisjoint(with: sendableTypes) ? .plain : .locked
    }

    /// Global actors are spelled `@SomethingActor` by convention (`@MainActor`, `@DatabaseActor`).
    static func isGlobalActor(_ attribute: SwiftAttribute) -> Bool {
        attribute.name.hasSuffix("Actor")
    }

    /// Whether state lives behind the mock's lock.
    var isLocked: Bool { self == .locked || self == .actor }

    /// Written before closures the mock stores, so calling them compiles under the mock's isolation. A
    /// global-actor-isolated mock's closures need none: they are set and called on its actor, and a closure
    /// written there takes its isolation (as in Mockolo's mocks, whose handler types these match).
    var closureAttribute: String {
        switch self {
        case .plain, .isolated: ""
        case .locked, .actor: "@Sendable "
        }
    }

    /// Written before members that must be callable without the mock's isolation.
    var nonisolatedModifier: String {
        switch self {
        case .plain, .locked: ""
        case .isolated, .actor: "nonisolated "
        }
    }
}
