/// What the renderer asks of a type to decide how a mock stores, passes and defaults a value.
extension SwiftType {
    /// The type under its specifiers and attributes: `@escaping () -> Void` → `() -> Void`.
    var unattributed: SwiftType {
        if case .attributed(_, _, let base) = self { return base.unattributed }
        return self
    }

    /// The attributes in front of the type (`@escaping`, `@Sendable`), outermost first.
    var leadingAttributes: [SwiftAttribute] {
        guard case .attributed(_, let attributes, let base) = self else { return [] }
        return attributes + base.leadingAttributes
    }

    /// A function type, attributes and parentheses aside: `(A) async -> B`, `@Sendable () -> Void`, `(() -> Void)`;
    /// not `(() -> Void)?`.
    var isFunction: Bool {
        switch unattributed {
        case .function: return true
        case .tuple(let elements): return elements.count == 1 && elements[0].label == nil && !elements[0].isVariadic && elements[0].type.isFunction
        default: return false
        }
    }

    /// A closure parameter the callee may not keep: a function type without `@escaping`.
    var isNonEscapingClosure: Bool {
        isFunction && !leadingAttributes.contains { $0.name == "escaping" && $0.arguments == nil }
    }

    /// `T?`, `T!` or `Optional<T>` (`Swift.Optional<T>`), attributes aside.
    var isOptional: Bool {
        switch unattributed {
        case .optional, .implicitlyUnwrapped: true
        case .named("Optional", let arguments), .member(.named("Swift", arguments: []), "Optional", let arguments): arguments.count == 1
        default: false
        }
    }

    /// What an Optional wraps, outside parentheses: `(() -> Void)?` → `() -> Void`; nil for other types.
    var optionalWrapped: SwiftType? {
        var wrapped: SwiftType
        switch unattributed {
        case .optional(let inner), .implicitlyUnwrapped(let inner): wrapped = inner
        case .named("Optional", let arguments) where arguments.count == 1: wrapped = arguments[0]
        default: return nil
        }
        while case .tuple(let elements) = wrapped, elements.count == 1, elements[0].label == nil { wrapped = elements[0].type }
        return wrapped
    }

    /// How state of this type holds "no value yet" (see `StateVar.optional`).
    enum Optionality: Equatable {
        /// Already Optional.
        case optional
        /// `T!`, which a stored property spells `T?`: the Optional it stands for.
        case implicitlyUnwrapped(SwiftType)
        /// Needs the `?`: this Optional, in parentheses where the `?` would bind to part of the type.
        case nonOptional(SwiftType)
    }

    var optionality: Optionality {
        if case .implicitlyUnwrapped(let wrapped) = self { return .implicitlyUnwrapped(.optional(wrapped)) }
        if isOptional { return .optional }
        return .nonOptional(madeOptional)
    }

    /// `T?`, with `T` in parentheses where the suffix would bind to only part of it: a function type, attributes,
    /// `some`/`any`, a composition or a pack.
    var madeOptional: SwiftType {
        switch self {
        case .function, .attributed, .someOrAny, .composition, .packElement, .packExpansion: .optional(.tuple([TupleElement(self)]))
        default: .optional(self)
        }
    }

    /// The type without its specifiers (`sending`, `borrowing`, …) and without the attributes named in `removed`,
    /// the other attributes kept: how a mock passes or stores a parameter's value.
    func removingSpecifiers(andAttributes removed: Set<String>) -> SwiftType {
        guard case .attributed(_, let attributes, let base) = self else { return self }
        let kept = attributes.filter { !removed.contains($0.name) }
        let rest = base.removingSpecifiers(andAttributes: removed)
        guard !kept.isEmpty else { return rest }
        if case .attributed(_, let inner, let innerBase) = rest { return .attributed(specifiers: [], attributes: kept + inner, innerBase) }
        return .attributed(specifiers: [], attributes: kept, rest)
    }

    /// Whether the type names one of `names` (a generic parameter, as `T`, `T.Element` or `[T]`) or is opaque
    /// (`some P`): then a handler must see the value as `Any`.
    func mentions(anyOf names: Set<String>) -> Bool {
        var found = false
        // `visit` stops at the first find, so `found` is false in here. Most requirements are not generic: with
        // no names, no name is spelled without backticks (it runs for every parameter of every mock).
        visit { type in
            switch type {
            case .named(let name, _): found = !names.isEmpty && names.contains(name.withoutBackticks)
            case .someOrAny("some", _): found = true
            default: break
            }
            return !found
        }
        return found
    }

    /// Calls `body` on the type and every type inside it, outermost first, until `body` returns false. A member
    /// type's name is not visited on its own: `Foo.T` does not name a generic parameter `T`.
    func visit(_ body: (SwiftType) -> Bool) {
        _ = visitAll(body)
    }

    private func visitAll(_ body: (SwiftType) -> Bool) -> Bool {
        guard body(self) else { return false }
        return children.allSatisfy { $0.visitAll(body) }
    }

    /// The types directly inside this one, in the order they are written.
    var children: [SwiftType] {
        switch self {
        case .named(_, let arguments): arguments
        case .member(let base, _, let arguments): [base] + arguments
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .attributed(_, _, let wrapped),
             .someOrAny(_, let wrapped), .metatype(let wrapped, _), .packElement(let wrapped), .packExpansion(let wrapped),
             .suppressed(let wrapped):
            [wrapped]
        case .dictionary(let key, let value): [key, value]
        case .inlineArray(let count, let element): [count, element]
        case .tuple(let elements): elements.map(\.type)
        case .function(let function):
            function.parameters.map(\.type) + (function.throwing.errorType.map { [$0] } ?? []) + [function.result]
        case .composition(let parts): parts
        case .value: []
        }
    }

    /// `Self` as the mock spells it: `Self.Element` (an associated type) → `Element`, `Self` → the mock.
    func resolvingSelf(as mockName: String, associatedTypes: Set<String>) -> SwiftType {
        let resolve = { (type: SwiftType) in type.resolvingSelf(as: mockName, associatedTypes: associatedTypes) }
        switch self {
        case .named("Self", let arguments):
            return .named(mockName, arguments: arguments.map(resolve))
        case .named(let name, let arguments):
            return .named(name, arguments: arguments.map(resolve))
        case .member(.named("Self", arguments: []), let name, let arguments) where associatedTypes.contains(name):
            return .named(name, arguments: arguments.map(resolve))
        case .member(let base, let name, let arguments):
            return .member(resolve(base), name, arguments: arguments.map(resolve))
        case .optional(let wrapped): return .optional(resolve(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(resolve(wrapped))
        case .array(let element): return .array(resolve(element))
        case .dictionary(let key, let value): return .dictionary(key: resolve(key), value: resolve(value))
        case .inlineArray(let count, let element): return .inlineArray(count: resolve(count), element: resolve(element))
        case .tuple(let elements): return .tuple(elements.map { $0.withType(resolve($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map { $0.withType(resolve($0.type)) }
            function.throwing = function.throwing.mapErrorType(resolve)
            function.result = resolve(function.result)
            return .function(function)
        case .attributed(let specifiers, let attributes, let base): return .attributed(specifiers: specifiers, attributes: attributes, resolve(base))
        case .someOrAny(let keyword, let constraint): return .someOrAny(keyword, resolve(constraint))
        case .composition(let parts): return .composition(parts.map(resolve))
        case .metatype(let base, let keyword): return .metatype(resolve(base), keyword)
        case .packElement(let pack): return .packElement(resolve(pack))
        case .packExpansion(let pattern): return .packExpansion(resolve(pattern))
        case .suppressed(let type): return .suppressed(resolve(type))
        case .value: return self
        }
    }

    /// The words of the type in the order they are written (`[String: User.ID]` → String, User, ID;
    /// `(_ value: Int) async -> Void` → _, value, Int, async, Void): what tells overloads apart in member names.
    var words: [String] {
        var words: [String] = []
        addWords(to: &words)
        return words
    }

    private func addWords(to words: inout [String]) {
        switch self {
        case .named(let name, let arguments):
            words.append(name.withoutBackticks)
            for argument in arguments { argument.addWords(to: &words) }
        case .member(let base, let name, let arguments):
            base.addWords(to: &words)
            words.append(name.withoutBackticks)
            for argument in arguments { argument.addWords(to: &words) }
        case .tuple(let elements):
            for element in elements { element.addWords(to: &words) }
        case .function(let function):
            for parameter in function.parameters { parameter.addWords(to: &words) }
            if function.isAsync { words.append("async") }
            if function.throwing != .none { words.append("throws") }
            function.throwing.errorType?.addWords(to: &words)
            function.result.addWords(to: &words)
        case .attributed(let specifiers, let attributes, let base):
            words += specifiers + attributes.map(\.name)
            base.addWords(to: &words)
        case .someOrAny(let keyword, let constraint):
            words.append(keyword)
            constraint.addWords(to: &words)
        case .metatype(let base, let keyword):
            base.addWords(to: &words)
            words.append(keyword)
        case .packElement(let pack):
            words.append("each")
            pack.addWords(to: &words)
        case .packExpansion(let pattern):
            words.append("repeat")
            pattern.addWords(to: &words)
        case .value(let value):
            if let first = value.unicodeScalars.first, first.properties.isXIDStart || first == "_" { words.append(value) }
        case .optional, .implicitlyUnwrapped, .array, .dictionary, .inlineArray, .composition, .suppressed:
            for child in children { child.addWords(to: &words) }
        }
    }
}

extension SwiftType.TupleElement {
    func withType(_ type: SwiftType) -> SwiftType.TupleElement {
        var element = self
        element.type = type
        return element
    }

    fileprivate func addWords(to words: inout [String]) {
        if let label { words.append(label.withoutBackticks) }
        if let secondName { words.append(secondName.withoutBackticks) }
        type.addWords(to: &words)
    }
}

extension MockThrows {
    /// The error type of `throws(E)`.
    var errorType: SwiftType? {
        if case .typed(let type) = self { return type }
        return nil
    }

    func mapErrorType(_ transform: (SwiftType) -> SwiftType) -> MockThrows {
        if case .typed(let type) = self { return .typed(transform(type)) }
        return self
    }
}
