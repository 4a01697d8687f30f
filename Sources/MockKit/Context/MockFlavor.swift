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

    /// The flavor for a protocol, looking at its own and its parents' inheritance and attributes.
    static func of(_ proto: MockableProtocol) -> MockFlavor {
        let inherited = Set(
            (proto.inheritedTypes + proto.parentInheritedTypes).flatMap { TypeText.splitTopLevel($0, separator: "&") }
        )
        if !inherited.isDisjoint(with: actorTypes) { return .actor }
        if let globalActor = (proto.attributes + proto.parentAttributes).first(where: isGlobalActor) {
            return .isolated(globalActor)
        }
        return inherited.isDisjoint(with: sendableTypes) ? .plain : .locked
    }

    /// Global actors are spelled `@SomethingActor` by convention (`@MainActor`, `@DatabaseActor`).
    static func isGlobalActor(_ attribute: String) -> Bool {
        let name = LeadingAttributes.name(of: attribute.trimmingSpaces)
        return name.hasPrefix("@") && name.hasSuffix("Actor")
    }

    /// Whether state lives behind the mock's lock.
    var isLocked: Bool { self == .locked || self == .actor }

    /// Written before closures the mock stores, so calling them compiles under the mock's isolation.
    var closureAttribute: String {
        switch self {
        case .plain: ""
        case .isolated(let globalActor): "\(globalActor) "
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
