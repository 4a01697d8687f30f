/// One entry of an operation's `sets:`: a field of the entity and the value the operation gives it.
public struct FieldAssignment: Codable, Hashable, Sendable {
    public var field: String
    public var value: AssignedValue
}

/// What `sets:` may give a field: a literal of its type, the current date, the flipped Bool, or nothing.
public enum AssignedValue: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Swift source of a literal of the field's type (`true`, `0`, `"Done"`, `[]`).
    case literal(String)
    /// `now`: the date the UseCase's clock gives (a Date field).
    case now
    /// `toggle`: the Bool field flipped.
    case toggle
    /// `nil`: an optional field cleared.
    case clear

    /// The spelling a spec uses, for `plan` and messages.
    public var description: String {
        switch self {
        case .literal(let text): return text
        case .now: return "now"
        case .toggle: return "toggle"
        case .clear: return "nil"
        }
    }
}

/// One entry of an operation's `reads:`: a field of the entity that names another entity by its id,
/// which must exist in that entity's repository before the operation writes.
public struct EntityReference: Codable, Hashable, Sendable {
    public var field: String
    public var entity: String
}
