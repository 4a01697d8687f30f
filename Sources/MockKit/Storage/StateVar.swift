/// One piece of recorded or stubbed state (`fetchCallCount`, `fetchHandler`, a property's backing value).
struct StateVar {
    let name: StateName
    let type: StateType
    /// The value before any call or stub; `nil` for Optional types.
    let initial: String
    /// Public state is part of the mock's API; private state backs a requirement (`_name` for `name`).
    let isPublic: Bool
    /// Whether the type was made Optional only to mean "not stubbed yet": reading nil is a test error.
    var isUnsetWhenNil = false
    /// A property wrapper on the declaration (`@Published`, from `@mockable(combine:)`).
    var wrapper: String?

    static func count(_ name: StateName, type: String = "Int") -> StateVar {
        StateVar(name: name, type: .text(type), initial: "0", isPublic: true)
    }

    static func list(_ name: StateName, of recorded: RecordedArguments) -> StateVar {
        StateVar(name: name, type: .recordings(recorded), initial: "[]", isPublic: true)
    }

    /// A handler is a function type, so it is always made Optional in parentheses.
    static func handler(_ name: StateName, _ signature: HandlerSignature) -> StateVar {
        StateVar(name: name, type: .handler(signature), initial: "nil", isPublic: true, isUnsetWhenNil: true)
    }

    /// Optional state: handlers, errors, and values that have no obvious default.
    static func optional(_ name: StateName, _ type: SwiftType, isPublic: Bool = true) -> StateVar {
        switch type.optionality {
        case .implicitlyUnwrapped(let optional):
            // A stored `T!` cannot be spelled in every position (`nil as T!`); `T?` behaves the same here.
            StateVar(name: name, type: .text(optional.description), initial: "nil", isPublic: isPublic)
        case .optional:
            StateVar(name: name, type: .text(type.description), initial: "nil", isPublic: isPublic)
        case .nonOptional(let optional):
            StateVar(name: name, type: .text(optional.description), initial: "nil", isPublic: isPublic, isUnsetWhenNil: true)
        }
    }

    /// State of the given type, with its obvious default, or Optional when there is none (`shadowed`: see
    /// `DefaultValue`).
    static func value(_ name: StateName, _ type: SwiftType, isPublic: Bool, shadowed: Set<String> = []) -> StateVar {
        guard let initial = DefaultValue.expression(for: type, shadowed: shadowed), initial != "nil" else {
            return .optional(name, type, isPublic: isPublic)
        }
        return StateVar(name: name, type: .text(type.description), initial: initial, isPublic: isPublic)
    }

    /// The declaration's type annotation and initializer: `: [Int] = []`, ` = 0`, `: Int?`.
    func writeAnnotationAndInitializer(into writer: inout CodeWriter) {
        if case .text(let text) = type, text == "Int" && initial == "0" { return writer.add(" = 0") }
        writer.add(": ")
        writer.add(type)
        // A wrapped Optional gets no implicit `nil`: the wrapper is initialized with it.
        guard initial != "nil" || wrapper != nil else { return }
        writer.add(" = ")
        writer.add(initial)
    }
}

/// A change to state made while recording a call; the storage decides how to make it safely.
enum StateOp {
    case increment(StateVar)
    case append(StateVar, RecordedArguments)
    case assign(StateVar, String)

    var state: StateVar {
        switch self {
        case .increment(let state), .append(let state, _), .assign(let state, _): state
        }
    }
}
