/// Renders how state is declared, changed and read: plain stored properties for unshared mocks,
/// lock-protected storage for `Sendable` and actor mocks, and a locked global for static members.
struct MockStorage {
    let context: MockContext
    private let kind: Kind

    private enum Kind { case plain, locked, statics }

    init(context: MockContext, isStatic: Bool) {
        self.context = context
        kind = isStatic ? .statics : context.flavor.isLocked ? .locked : .plain
    }

    private var unsafeModifier: String { context.flavor == .actor ? "nonisolated(unsafe) " : "" }
    private var accessorModifier: String { context.flavor == .actor ? "nonisolated " : "" }

    /// The declaration of a piece of state, its own block among `blocks`; static private state needs none
    /// (it lives in the global).
    func declare(_ state: StateVar, into writer: inout CodeWriter, blocks: inout Int) {
        let start = writer.mark
        declare(state, into: &writer)
        writer.endBlock(from: start, previousLines: &blocks)
    }

    private func declare(_ state: StateVar, into writer: inout CodeWriter) {
        if let wrapper = state.wrapper, kind != .statics {
            writer.add(wrapper)
            writer.add(" ")
        }
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
            let stored = storedName(state)
            writeAccessors(state, modifier: accessorModifier, into: &writer) { writer in
                writer.add("mockLocked { ")
                writer.add(stored)
                writer.add(" }")
            } setter: { writer in
                writer.add("mockLocked { ")
                writer.add(stored)
                writer.add(" = newValue }")
            }
        case .statics:
            guard state.isPublic else { return }
            writeAccessors(state, modifier: "static ", into: &writer) { writer in
                read(state, into: &writer)
            } setter: { writer in
                writer.add(context.staticsName)
                writer.add(".set(\"")
                writer.add(state.name)
                writer.add("\", newValue)")
            }
        }
    }

    /// The public face of state kept elsewhere (behind the lock, in the statics global): a computed property whose
    /// getter and setter are one line each.
    private func writeAccessors(
        _ state: StateVar, modifier: String, into writer: inout CodeWriter,
        getter: (inout CodeWriter) -> Void, setter: (inout CodeWriter) -> Void
    ) {
        writer.add(context.access, modifier, "var ")
        writer.add(state.name)
        writer.add(": ")
        writer.add(state.type)
        writer.line(" {")
        writer.add("    get { ")
        getter(&writer)
        writer.line(" }")
        writer.add("    set { ")
        setter(&writer)
        writer.line(" }")
        writer.line("}")
    }

    /// A read-only member computed from public state (`fetchCalled`, `fetchReceivedId`), its own block among
    /// `blocks`; it reads through the state's own accessors, so it needs no lock of its own.
    func declareDerived(
        _ name: StateName, type: StateType, into writer: inout CodeWriter, blocks: inout Int, value: (inout CodeWriter) -> Void
    ) {
        let start = writer.mark
        writer.add(context.access)
        writer.add(kind == .statics ? "static " : accessorModifier)
        writer.add("var ")
        writer.add(name)
        writer.add(": ")
        writer.add(type)
        writer.add(" { ")
        value(&writer)
        writer.add(" }")
        writer.endLine()
        writer.endBlock(from: start, previousLines: &blocks)
    }

    /// Statements making the changes (a member makes one or two); under a lock they form one critical section.
    func perform(_ first: StateOp, _ second: StateOp? = nil, into writer: inout CodeWriter) {
        switch kind {
        case .plain:
            statement(first, name: first.state.name, into: &writer)
            writer.endLine()
            guard let second else { return }
            statement(second, name: second.state.name, into: &writer)
            writer.endLine()
        case .locked:
            guard let second else {
                writer.add("mockLocked { ")
                statement(first, name: storedName(first.state), into: &writer)
                writer.add(" }")
                writer.endLine()
                return
            }
            writer.line("mockLocked {")
            writer.add("    ")
            statement(first, name: storedName(first.state), into: &writer)
            writer.endLine()
            writer.add("    ")
            statement(second, name: storedName(second.state), into: &writer)
            writer.endLine()
            writer.line("}")
        case .statics:
            staticStatement(first, into: &writer)
            writer.endLine()
            guard let second else { return }
            staticStatement(second, into: &writer)
            writer.endLine()
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

    /// An expression reading the projection of a wrapped property's private storage (`$_name`), added to the
    /// current line; a static property is never wrapped (`PublisherPlan`).
    func readProjection(of backing: StateName, into writer: inout CodeWriter) {
        if kind == .locked { writer.add("mockLocked { ") }
        writer.add("$")
        writer.add(backing)
        if kind == .locked { writer.add(" }") }
    }

    private func storedName(_ state: StateVar) -> StateName {
        state.isPublic ? state.name.underscored : state.name
    }

    private func statement(_ operation: StateOp, name: StateName, into writer: inout CodeWriter) {
        writer.add(name)
        switch operation {
        case .increment: writer.add(" += 1")
        case .append(_, let recorded):
            writer.add(".append(")
            recorded.writeValue(into: &writer)
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
        case .append(_, let recorded):
            writer.add(".update(\"")
            writer.add(state.name)
            writer.add("\", default: ")
            typed(state, into: &writer)
            writer.add(") { $0.append(")
            recorded.writeValue(into: &writer)
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
