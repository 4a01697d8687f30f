/// Renders how state is declared, changed and read: plain stored properties for unshared mocks,
/// lock-protected storage for `Sendable` and actor mocks, and a locked global for static members.
struct MockStorage {
    let context: MockContext
    let isStatic: Bool

    private enum Kind { case plain, locked, statics }

    private var kind: Kind {
        if isStatic { return .statics }
        return context.flavor.isLocked ? .locked : .plain
    }

    private var unsafeModifier: String { context.flavor == .actor ? "nonisolated(unsafe) " : "" }
    private var accessorModifier: String { context.flavor == .actor ? "nonisolated " : "" }

    /// Declarations for one piece of state; static private state needs none (it lives in the global).
    func declaration(_ state: StateVar) -> [String] {
        switch kind {
        case .plain:
            return ["\(state.isPublic ? context.access : "private ")var \(state.name)\(state.annotationAndInitializer)"]
        case .locked:
            let stored = "\(unsafeModifier)private var \(storedName(state))\(state.annotationAndInitializer)"
            guard state.isPublic else { return [stored] }
            return [
                stored,
                "\(context.access)\(accessorModifier)var \(state.name): \(state.type) {",
                "    get { mockLocked { \(storedName(state)) } }",
                "    set { mockLocked { \(storedName(state)) = newValue } }",
                "}",
            ]
        case .statics:
            guard state.isPublic else { return [] }
            return [
                "\(context.access)static var \(state.name): \(state.type) {",
                "    get { \(read(state)) }",
                "    set { \(context.staticsName).set(\"\(state.name)\", newValue) }",
                "}",
            ]
        }
    }

    /// Statements making the changes; under a lock they form one critical section.
    func perform(_ operations: [StateOp]) -> [String] {
        switch kind {
        case .plain:
            return operations.map { statement($0, name: \.name) }
        case .locked:
            let statements = operations.map { statement($0, name: storedName) }
            if statements.count == 1 { return ["mockLocked { \(statements[0]) }"] }
            return ["mockLocked {"] + statements.map { "    " + $0 } + ["}"]
        case .statics:
            return operations.map(staticStatement)
        }
    }

    /// An expression reading the state.
    func read(_ state: StateVar) -> String {
        switch kind {
        case .plain: state.name
        case .locked: "mockLocked { \(storedName(state)) }"
        case .statics: "\(context.staticsName).value(\"\(state.name)\", default: \(typed(state)))"
        }
    }

    private func storedName(_ state: StateVar) -> String {
        state.isPublic ? "_" + state.name : state.name
    }

    private func statement(_ operation: StateOp, name: (StateVar) -> String) -> String {
        switch operation {
        case .increment(let state): "\(name(state)) += 1"
        case .append(let state, let value): "\(name(state)).append(\(value))"
        case .assign(let state, let value): "\(name(state)) = \(value)"
        }
    }

    private func staticStatement(_ operation: StateOp) -> String {
        let statics = context.staticsName
        switch operation {
        case .increment(let state):
            return "\(statics).update(\"\(state.name)\", default: \(typed(state))) { $0 += 1 }"
        case .append(let state, let value):
            return "\(statics).update(\"\(state.name)\", default: \(typed(state))) { $0.append(\(value)) }"
        case .assign(let state, let value):
            return "\(statics).set(\"\(state.name)\", \(value) as \(state.type))"
        }
    }

    /// The initial value with its type spelled out, so generic storage calls know what to cast to.
    private func typed(_ state: StateVar) -> String {
        "\(state.initial) as \(state.type)"
    }
}
