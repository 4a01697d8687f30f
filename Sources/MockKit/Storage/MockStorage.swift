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

    /// Declarations for each piece of state, each its own block; static private state needs none (it lives
    /// in the global).
    func declare(_ states: [StateVar], into writer: inout CodeWriter, blocks: inout Int) {
        for state in states {
            let start = writer.mark
            declare(state, into: &writer)
            writer.endBlock(from: start, previousLines: &blocks)
        }
    }

    private func declare(_ state: StateVar, into writer: inout CodeWriter) {
        switch kind {
        case .plain:
            writer.add(state.isPublic ? context.access : "private ")
            writer.add("var ")
            writer.add(state.name)
            state.writeAnnotationAndInitializer(into: &writer)
            writer.endLine()
        case .locked:
            writer.add(unsafeModifier)
            writer.add("private var ")
            writer.add(storedName(state))
            state.writeAnnotationAndInitializer(into: &writer)
            writer.endLine()
            guard state.isPublic else { return }
            writer.add(context.access)
            writer.add(accessorModifier)
            writer.add("var ")
            writer.add(state.name)
            writer.line(": ", state.type, " {")
            writer.line("    get { mockLocked { ", storedName(state), " } }")
            writer.line("    set { mockLocked { ", storedName(state), " = newValue } }")
            writer.line("}")
        case .statics:
            guard state.isPublic else { return }
            writer.add(context.access)
            writer.add("static var ")
            writer.add(state.name)
            writer.add(": ")
            writer.add(state.type)
            writer.add(" {")
            writer.endLine()
            writer.add("    get { ")
            read(state, into: &writer)
            writer.add(" }")
            writer.endLine()
            writer.line("    set { ", context.staticsName, ".set(\"", state.name, "\", newValue) }")
            writer.line("}")
        }
    }

    /// Statements making the changes; under a lock they form one critical section.
    func perform(_ operations: [StateOp], into writer: inout CodeWriter) {
        switch kind {
        case .plain:
            for operation in operations {
                statement(operation, name: operation.state.name, into: &writer)
                writer.endLine()
            }
        case .locked:
            if operations.count == 1 {
                writer.add("mockLocked { ")
                statement(operations[0], name: storedName(operations[0].state), into: &writer)
                writer.add(" }")
                writer.endLine()
                return
            }
            writer.line("mockLocked {")
            for operation in operations {
                writer.add("    ")
                statement(operation, name: storedName(operation.state), into: &writer)
                writer.endLine()
            }
            writer.line("}")
        case .statics:
            for operation in operations {
                staticStatement(operation, into: &writer)
                writer.endLine()
            }
        }
    }

    /// An expression reading the state, added to the current line.
    func read(_ state: StateVar, into writer: inout CodeWriter) {
        switch kind {
        case .plain:
            writer.add(state.name)
        case .locked:
            writer.add("mockLocked { ")
            writer.add(storedName(state))
            writer.add(" }")
        case .statics:
            writer.add(context.staticsName)
            writer.add(".value(\"")
            writer.add(state.name)
            writer.add("\", default: ")
            typed(state, into: &writer)
            writer.add(")")
        }
    }

    private func storedName(_ state: StateVar) -> String {
        state.isPublic ? "_" + state.name : state.name
    }

    private func statement(_ operation: StateOp, name: String, into writer: inout CodeWriter) {
        writer.add(name)
        switch operation {
        case .increment: writer.add(" += 1")
        case .append(_, let value):
            writer.add(".append(")
            writer.add(value)
            writer.add(")")
        case .assign(_, let value):
            writer.add(" = ")
            writer.add(value)
        }
    }

    private func staticStatement(_ operation: StateOp, into writer: inout CodeWriter) {
        let state = operation.state
        writer.add(context.staticsName)
        switch operation {
        case .increment:
            writer.add(".update(\"")
            writer.add(state.name)
            writer.add("\", default: ")
            typed(state, into: &writer)
            writer.add(") { $0 += 1 }")
        case .append(_, let value):
            writer.add(".update(\"")
            writer.add(state.name)
            writer.add("\", default: ")
            typed(state, into: &writer)
            writer.add(") { $0.append(")
            writer.add(value)
            writer.add(") }")
        case .assign(_, let value):
            writer.add(".set(\"")
            writer.add(state.name)
            writer.add("\", ")
            writer.add(value)
            writer.add(" as ")
            writer.add(state.type)
            writer.add(")")
        }
    }

    /// The initial value with its type spelled out, so generic storage calls know what to cast to.
    private func typed(_ state: StateVar, into writer: inout CodeWriter) {
        writer.add(state.initial)
        writer.add(" as ")
        writer.add(state.type)
    }
}
