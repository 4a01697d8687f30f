/// How a handler closure sees a member's values, by Mockolo's rules (Mockolo 2.x, Utils/SwiftType.swift,
/// `processTypeParams` and `toClosureType`), so a test's closure written for Mockolo's mock fits ours.
extension SwiftType {
    static let any = SwiftType.named("Any")

    /// The type a handler takes a parameter as, when `generics` are the member's generic parameters: a type naming
    /// one is `Any` (an Optional stays Optional: `T?` → `Any?`), a closure taking one is `Any` and one returning one
    /// returns `Any`, `some P` is `any P`; tuples and compositions element by element; anything else as written.
    func erasingGenerics(_ generics: Set<String>) -> SwiftType {
        switch self {
        case .someOrAny("some", let constraint):
            return .someOrAny("any", constraint)
        case .tuple(let elements):
            let erased = elements.map { $0.withType($0.type.erasingGenerics(generics)) }
            // `(Any)` reads better as `Any`.
            if erased.count == 1, erased[0].type == .any { return .any }
            return .tuple(erased)
        case .optional(let wrapped):
            return .optional(wrapped.erasingGenerics(generics))
        case .implicitlyUnwrapped(let wrapped):
            return .implicitlyUnwrapped(wrapped.erasingGenerics(generics))
        case .named("Optional", let arguments) where arguments.count == 1:
            return .named("Optional", arguments: [arguments[0].erasingGenerics(generics)])
        case .function(var function):
            if function.parameters.contains(where: { $0.type.erasingGenerics(generics) != $0.type }) { return .any }
            function.result = function.result.erasingGenerics(generics)
            return .function(function)
        case .attributed(let specifiers, let attributes, let base):
            let erased = base.erasingGenerics(generics)
            // A closure that became `Any` loses `@escaping` with its function type; `inout T` stays `inout Any`.
            if base.isFunction, erased == .any { return .any }
            return .attributed(specifiers: specifiers, attributes: attributes, erased)
        case .composition(let parts):
            return .composition(parts.map { $0.erasingGenerics(generics) })
        default:
            return namesAny(of: generics) ? .any : self
        }
    }

    /// Whether any name written in the type, member names included (`Foo.T`), is one of `names`: Mockolo's
    /// `includingIdentifiers`.
    func namesAny(of names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        var found = false
        visit { type in
            switch type {
            case .named(let name, _), .member(_, let name, _): found = names.contains(name.withoutBackticks)
            default: break
            }
            return !found
        }
        return found
    }

    /// `T!` as `T`: `!` is allowed only at the top of a declaration's type, not in a closure's.
    var implicitlyUnwrappedRemoved: SwiftType {
        if case .implicitlyUnwrapped(let wrapped) = self { return wrapped }
        return self
    }

    /// `T!` as `T?`, for a value stored where `!` cannot be written (an array's element, a tuple's).
    var implicitlyUnwrappedAsOptional: SwiftType {
        if case .implicitlyUnwrapped(let wrapped) = self { return .optional(wrapped) }
        return self
    }

    /// A function type that throws, attributes aside: a `rethrows` member's closure argument.
    var isThrowingFunction: Bool {
        if case .function(let function) = unattributed { return function.throwing != .none }
        return false
    }
}

/// What a handler returns for a member's result, and how the mock turns it back (Mockolo's `toClosureType`).
struct HandlerResult {
    /// The handler's result type as written in its signature.
    let type: SwiftType
    /// The member's result when the handler returns it erased (`Any`, `Any?`), to cast back to; nil otherwise.
    let castBack: SwiftType?

    /// `result` names `generics`: the handler returns `Any`, or `Any?` for an Optional (cast back from the
    /// Optional's wrapped type); `T!` returns the wrapped type.
    init(_ result: SwiftType, generics: Set<String>) {
        guard result.namesAny(of: generics) else {
            type = result.implicitlyUnwrappedRemoved
            castBack = nil
            return
        }
        switch result {
        case .optional, .named("Optional", _):
            type = .optional(.any)
        default:
            type = .any
        }
        castBack = result
    }
}

extension SwiftType {
    /// The type with the names in `renaming` replaced where they stand alone or begin a member type
    /// (`T`, `[T]`, `T.Element`).
    func renamingNames(_ renaming: [String: String]) -> SwiftType {
        let rename = { (type: SwiftType) in type.renamingNames(renaming) }
        switch self {
        case .named(let name, let arguments): return .named(renaming[name] ?? name, arguments: arguments.map(rename))
        case .member(let base, let name, let arguments): return .member(rename(base), name, arguments: arguments.map(rename))
        case .optional(let wrapped): return .optional(rename(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(rename(wrapped))
        case .array(let element): return .array(rename(element))
        case .dictionary(let key, let value): return .dictionary(key: rename(key), value: rename(value))
        case .inlineArray(let count, let element): return .inlineArray(count: rename(count), element: rename(element))
        case .tuple(let elements): return .tuple(elements.map { $0.withType(rename($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map { $0.withType(rename($0.type)) }
            function.throwing = function.throwing.mapErrorType(rename)
            function.result = rename(function.result)
            return .function(function)
        case .attributed(let specifiers, let attributes, let base): return .attributed(specifiers: specifiers, attributes: attributes, rename(base))
        case .someOrAny(let keyword, let constraint): return .someOrAny(keyword, rename(constraint))
        case .composition(let parts): return .composition(parts.map(rename))
        case .metatype(let base, let keyword): return .metatype(rename(base), keyword)
        case .packElement(let pack): return .packElement(rename(pack))
        case .packExpansion(let pattern): return .packExpansion(rename(pattern))
        case .suppressed(let type): return .suppressed(rename(type))
        case .value: return self
        }
    }
}

extension GenericParameter {
    func renamed(_ renaming: [String: String]) -> GenericParameter {
        GenericParameter(renaming[name] ?? name, specifier: specifier, constraint: constraint?.renamingNames(renaming))
    }
}

extension MockParameter {
    func renamed(_ renaming: [String: String]) -> MockParameter {
        var parameter = self
        parameter.type = type.renamingNames(renaming)
        return parameter
    }
}
