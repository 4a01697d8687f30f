/// Sourcery's `swiftifyMethodName` (Templates/Templates/AutoMockable.stencil): the prefix of a method's mock
/// members is its declaration as Sourcery prints it, `name<Generics>(label name: Type, …)`, followed by its return
/// type (`Void` when none, with the `where` clause after it), each cleaned into snake case words and then camel
/// cased, the name's first letter lowered and the return type's raised. So overloads get different names as
/// long as their parameter or return types differ:
/// `sayHelloWith(name: String)` → `sayHelloWithNameStringVoid`, `f() -> (() -> any P)` → `f____AnyP`.
enum SourceryMethodName {
    static func prefix(of member: MockMember, protocolName: String) -> String {
        switch member {
        case .method(let method):
            let returnType = (method.returnType.map(spelled) ?? "Void") + whereSuffix(method.whereClause)
            let generics = GenericParameter.clause(method.genericParameters)
            return prefix(declaration: method.name + generics + parameterList(method.parameters), returnType: returnType)
        case .subscriptRequirement(let requirement):
            let generics = GenericParameter.clause(requirement.genericParameters)
            let returnType = spelled(requirement.returnType) + whereSuffix(requirement.whereClause)
            return prefix(declaration: "subscript" + generics + parameterList(requirement.parameters), returnType: returnType)
        case .initializer(let initializer):
            // Sourcery's return type of an initializer is the type it initializes: the protocol.
            return prefix(declaration: "init" + parameterList(initializer.parameters), returnType: protocolName + (initializer.isFailable ? "?" : ""))
        case .property(let property):
            return property.name.withoutBackticks
        case .ifConfig:
            return "if"
        }
    }

    /// The classic template's `swiftifyMethodName` of the selector: `(` and `:` become `_`, `)` and backticks go,
    /// then camel case at each `_` and the first word lowered: `capture(_:)` → `capture`,
    /// `start(analyticsConfiguration:)` → `startAnalyticsConfiguration`, `init(source:)` → `initSource`.
    static func selectorPrefix(of member: MockMember) -> String {
        var writer = CodeWriter(capacity: 64)
        MemberNaming.Selector(member).write(into: &writer)
        let selector = writer.text.replacing("(", with: "_").replacing(")", with: "").replacing(":", with: "_")
            .replacing("`", with: "")
        return snakeToCamelCase(selector).lowercasedFirstWord
    }

    /// `lowerFirstLetter(clean(declaration)) + upperFirstLetter(clean(returnType))`.
    static func prefix(declaration: String, returnType: String) -> String {
        lowerFirstLetter(snakeToCamelCase(clean(declaration))) + upperFirstLetter(snakeToCamelCase(clean(returnType)))
    }

    /// A type as Sourcery's `TypeName` spells it: without parentheses around a single type, which would
    /// otherwise add a leading `_` (`(() -> any P)` → `() -> any P` → `____AnyP`).
    private static func spelled(_ type: SwiftType) -> String {
        if case .tuple(let elements) = type, elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
            return elements[0].type.description
        }
        return type.description
    }

    /// ` where T: Hashable`, or nothing.
    private static func whereSuffix(_ requirements: [GenericRequirement]) -> String {
        requirements.isEmpty ? "" : " " + GenericRequirement.clause(requirements)
    }

    /// `(label name: Type, _ other: Type, _: Type)`, each parameter as Sourcery's `MethodParameter.asSource`.
    static func parameterList(_ parameters: [MockParameter]) -> String {
        "(" + parameters.map(parameterSource).joined(separator: ", ") + ")"
    }

    private static func parameterSource(_ parameter: MockParameter) -> String {
        let name = parameter.name == "_" ? "" : parameter.name.withoutBackticks
        let written = parameter.label.map { $0 == "_" ? nil : $0.withoutBackticks } ?? (name.isEmpty ? nil : name)
        let type = ": " + (parameter.isInout ? "inout " : "") + parameter.type.description + (parameter.isVariadic ? "..." : "")
        if written == name { return name + type }
        let labels = [written ?? "_", name.isEmpty ? nil : name].compactMap { $0 }.joined(separator: " ")
        return (labels.isEmpty ? "_" : labels) + type
    }

    /// The template's `cleanString` replacements, in its order, before `snakeToCamelCase`.
    static func clean(_ text: String) -> String {
        let replacements: [(String, String)] = [
            ("(", "_"), (")", ""), (":", "_"), ("`", ""), (" ", "_"), ("?", "_"), ("!", "_"), (",", "_"), ("->", "_"),
            ("@", "_"), (".", "_"), ("[", ""), ("]", ""), ("<", ""), (">", ""), ("&", ""),
        ]
        var result = text
        for (target, replacement) in replacements where result.contains(target) {
            result = result.replacing(target, with: replacement)
        }
        return result
    }

    /// StencilSwiftKit's `snakeToCamelCase`: words between `_` get their first letter raised, and leading
    /// underscores stay. A string without a lowercase ASCII letter (`URL`) is first split where a digit meets
    /// a capital, and each word is capitalized (`Url`).
    static func snakeToCamelCase(_ text: String) -> String {
        let leading = String(text.prefix { $0 == "_" })
        let hasLowercase = text.unicodeScalars.contains { $0 >= "a" && $0 <= "z" }
        let words: [String]
        if hasLowercase {
            words = text.split(separator: "_", omittingEmptySubsequences: false).map { upperFirstLetter(String($0)) }
        } else {
            words = splitDigitCapital(text).split(separator: "_", omittingEmptySubsequences: false).map { capitalized(String($0)) }
        }
        return leading + words.joined()
    }

    /// `V2X` → `V2_X`: the one rule of StencilSwiftKit's `snakecase` that applies to text without lowercase letters.
    private static func splitDigitCapital(_ text: String) -> String {
        var result = ""
        var previous: Character?
        for character in text {
            if let previous, previous.isASCII && previous.isNumber, character.isASCII && character.isUppercase { result.append("_") }
            result.append(character)
            previous = character
        }
        return result.replacing("-", with: "_")
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }

    static func upperFirstLetter(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(text.unicodeScalars.dropFirst())
    }

    static func lowerFirstLetter(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).lowercased() + String(text.unicodeScalars.dropFirst())
    }
}
