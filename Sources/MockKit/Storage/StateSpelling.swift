/// A state variable's name: the member's prefix and a fixed suffix (`fetch` + `CallCount`). Both parts are
/// written as they are, so no name is joined into a string of its own.
struct StateName {
    let prefix: String
    let suffix: StaticString
    /// `_` first: private backing values (`_name`), and the locked storage behind public state.
    let isUnderscored: Bool

    init(_ prefix: String, _ suffix: StaticString, underscored: Bool = false) {
        self.prefix = prefix
        self.suffix = suffix
        isUnderscored = underscored
    }

    /// The name with `_` first.
    var underscored: StateName { StateName(prefix, suffix, underscored: true) }
}

/// How a piece of state's type is spelled. Most are printed types; the recorded-arguments lists and
/// handler closures are written from their parts where they appear.
enum StateType {
    /// A type spelled out.
    case text(String)
    /// `[Element]` of a member's recorded arguments.
    case recordings(RecordedArguments)
    /// `(handler type)?`.
    case handler(HandlerSignature)
}

extension CodeWriter {
    mutating func add(_ name: StateName) {
        if name.isUnderscored { add("_") }
        add(name.prefix)
        add(name.suffix)
    }

    mutating func add(_ type: StateType) {
        switch type {
        case .text(let text):
            add(text)
        case .recordings(let recorded):
            add("[")
            recorded.writeElementType(into: &self)
            add("]")
        case .handler(let signature):
            add("(")
            signature.write(into: &self)
            add(")?")
        }
    }
}
