/// What a function body, getter or initial value does, as far as the architecture rules ask: whom it calls,
/// what it checks, where it stops on a failed check, and which local values it prepares.
public struct BodyFact: Codable, Hashable, Sendable {
    public var calls: [CallFact]
    /// Every check anywhere in the body (conditions, returns, closures).
    public var checks: [CheckFact]
    /// `guard`s and `if`s whose conditions hold checks, with what they do when the check fails.
    public var branches: [BranchFact]
    /// Local `let`/`var` values (and assigned ones, by their first name) and the functions their values call.
    public var bindings: [BindingFact]
    /// A string literal with `\(…)` somewhere in the body.
    public var interpolates: Bool

    public init(
        calls: [CallFact] = [], checks: [CheckFact] = [], branches: [BranchFact] = [], bindings: [BindingFact] = [],
        interpolates: Bool = false
    ) {
        self.calls = calls
        self.checks = checks
        self.branches = branches
        self.bindings = bindings
        self.interpolates = interpolates
    }
}

/// One call: `try await repository.create(wallet)` has the callee `["repository", "create"]`.
public struct CallFact: Codable, Hashable, Sendable {
    /// The called expression as names: `self.store.save` → `["self", "store", "save"]`, `Foo()` → `["Foo"]`;
    /// `()` stands for a call inside the chain, `[]` for a subscript, `?` for anything else.
    public var callee: [String]
    /// Position of the called name (the last one of `callee`).
    public var position: Position
    /// Argument labels, `_` for unlabeled ones (`String(format:_:)` → `["format", "_"]`).
    public var labels: [String]
    /// Every name the arguments mention (`Wallet(name: name)` → `Wallet`, `name`), trailing closures excluded.
    public var argumentNames: [String]
    /// The names of functions the arguments call (`title.trimmingCharacters(in: .whitespaces)` → `trimmingCharacters`).
    public var argumentCallees: [String]

    public init(callee: [String], position: Position, labels: [String] = [], argumentNames: [String] = [], argumentCallees: [String] = []) {
        self.callee = callee
        self.position = position
        self.labels = labels
        self.argumentNames = argumentNames
        self.argumentCallees = argumentCallees
    }

    /// The called function's own name: `create` for `repository.create(…)`.
    public var name: String { callee.last ?? "" }
}

/// An expression that tests a value the way validation does.
public struct CheckFact: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// `x.isEmpty`
        case isEmpty
        /// `x.count >= 3`: a length against a number.
        case countComparison
        /// `amount > 0`: a value against a number.
        case valueComparison
        /// `email.contains("@")`, `hasPrefix`, `hasSuffix` with a literal.
        case textMatch
        /// A regex literal, `Regex(…)`, `wholeMatch`/`firstMatch`, `range(of:options: .regularExpression)`, `NSPredicate(format:)`.
        case regex
    }

    public var kind: Kind
    /// The value tested, by its last property name (`name` for `state.name.isEmpty`); empty when unknown.
    public var subject: String
    public var position: Position

    public init(kind: Kind, subject: String, position: Position) {
        self.kind = kind
        self.subject = subject
        self.position = position
    }
}

/// A `guard` (or an `if`) whose conditions hold checks, and what it does when they fail.
public struct BranchFact: Codable, Hashable, Sendable {
    public var isGuard: Bool
    /// The `guard` or `if` keyword.
    public var position: Position
    public var checks: [CheckFact]
    /// The exit (`else` of a guard, body of an if) throws.
    public var exitThrows: Bool
    /// What the exit assigns text to, by last name (`errorMessage` for `self.errorMessage = "Name is required"`,
    /// also with `String(localized:)`).
    public var exitTextTargets: [String]

    public init(isGuard: Bool, position: Position, checks: [CheckFact], exitThrows: Bool, exitTextTargets: [String]) {
        self.isGuard = isGuard
        self.position = position
        self.checks = checks
        self.exitThrows = exitThrows
        self.exitTextTargets = exitTextTargets
    }
}

/// `let trimmed = title.trimmingCharacters(in: .whitespaces)`: a local name and what its value calls.
public struct BindingFact: Codable, Hashable, Sendable {
    public var name: String
    public var callees: [String]

    public init(name: String, callees: [String]) {
        self.name = name
        self.callees = callees
    }
}
