/// How a type is spelled in a mock: one space after a comma, a colon or an attribute, around `->` and `&`,
/// none inside brackets (`[String: Int]`, `(Int) async throws -> [User]`, `@escaping @Sendable () -> Void`).
extension SwiftType: CustomStringConvertible {
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case .named(let name, let arguments):
            text += name
            Self.write(arguments, to: &text)
        case .member(let base, let name, let arguments):
            base.write(to: &text)
            text += "."
            text += name
            Self.write(arguments, to: &text)
        case .optional(let wrapped):
            wrapped.write(to: &text)
            text += "?"
        case .implicitlyUnwrapped(let wrapped):
            wrapped.write(to: &text)
            text += "!"
        case .array(let element):
            Self.write([element], between: "[", and: "]", separator: "", to: &text)
        case .dictionary(let key, let value):
            Self.write([key, value], between: "[", and: "]", separator: ": ", to: &text)
        case .inlineArray(let count, let element):
            Self.write([count, element], between: "[", and: "]", separator: " of ", to: &text)
        case .tuple(let elements):
            Self.write(elements, to: &text)
        case .function(let function):
            function.write(to: &text)
        case .attributed(let specifiers, let attributes, let base):
            for specifier in specifiers { text += specifier + " " }
            for attribute in attributes { text += attribute.description + " " }
            base.write(to: &text)
        case .someOrAny(let keyword, let constraint):
            text += keyword + " "
            constraint.write(to: &text)
        case .composition(let parts):
            for (index, part) in parts.enumerated() {
                if index > 0 { text += " & " }
                part.write(to: &text)
            }
        case .metatype(let base, let keyword):
            base.write(to: &text)
            text += "." + keyword
        case .packElement(let pack):
            text += "each "
            pack.write(to: &text)
        case .packExpansion(let pattern):
            text += "repeat "
            pattern.write(to: &text)
        case .suppressed(let type):
            text += "~"
            type.write(to: &text)
        case .value(let value):
            text += value
        }
    }

    /// `<A, B>`; nothing for no arguments.
    private static func write(_ arguments: [SwiftType], to text: inout String) {
        guard !arguments.isEmpty else { return }
        write(arguments, between: "<", and: ">", separator: ", ", to: &text)
    }

    /// Types between brackets, `separator` between them: generic arguments `<A, B>` and the sugared collections,
    /// `[Element]`, `[Key: Value]`, `[3 of Element]`.
    private static func write(_ types: [SwiftType], between open: String, and close: String, separator: String, to text: inout String) {
        text += open
        for (index, type) in types.enumerated() {
            if index > 0 { text += separator }
            type.write(to: &text)
        }
        text += close
    }

    /// `(a: A, B...)`
    fileprivate static func write(_ elements: [TupleElement], to text: inout String) {
        text += "("
        for (index, element) in elements.enumerated() {
            if index > 0 { text += ", " }
            if let label = element.label {
                text += label
                if let secondName = element.secondName { text += " " + secondName }
                text += ": "
            }
            element.type.write(to: &text)
            if element.isVariadic { text += "..." }
        }
        text += ")"
    }
}

extension SwiftType.FunctionType {
    /// `(A, B) async throws(E) -> C`
    func write(to text: inout String) {
        SwiftType.write(parameters, to: &text)
        if isAsync { text += " async" }
        switch throwing {
        case .none: break
        case .throwing: text += " throws"
        case .typed(let error):
            text += " throws("
            error.write(to: &text)
            text += ")"
        case .rethrowing: text += " rethrows"
        }
        text += " -> "
        result.write(to: &text)
    }
}
