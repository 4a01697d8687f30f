/// How a mock backs its publisher properties: Mockolo's rule (Mockolo 2.x, Templates/VariableTemplate.swift,
/// `applyCombineVariableTemplate`, and Templates/NominalTemplate.swift, `processCombineAliases`), so that tests
/// written against Mockolo's mocks find the same subjects:
///
/// - a property of type `AnyPublisher<Output, Failure>` (not Optional) is backed by `<name>Subject`, a
///   `PassthroughSubject<Output, Failure>`, whatever the annotation says or does not say;
/// - `@mockable(combine: name = CurrentValueSubject)` makes it a `CurrentValueSubject` starting at the output type's
///   obvious value, or still a `PassthroughSubject` when the type has none;
/// - `combine: name = @Published other` puts that property wrapper on the mock's property `other` and publishes
///   its projection (with `Failure` set, and `Optional` added or nil values skipped where the two types differ in
///   that); when the mock has no such property, `<name>Subject` again; `combine: all = …` speaks for every
///   publisher the annotation does not name;
/// - the wrapper sits on the mock's property itself when its type has an obvious value, so the projection
///   `$other` is the mock's, as in Mockolo (`VariableTemplate`: `@Published public var other = …`), else on its
///   private storage `_other` (Mockolo's `private var _other: T!`). A locked mock keeps it on the storage in both
///   cases: a stored property of its own would be read and written outside the lock.
///
/// Where the wrapper cannot work, the subject stands in, as it does in Mockolo for a property it cannot find: on a
/// static property (a wrapper such as `@Published` needs an instance), on one `async` or `throws` (no storage), on
/// another publisher, on one inside `#if` (the publisher may be compiled without it), and in actor mocks (their
/// properties are `nonisolated`, which a wrapped property cannot be).
/// Sourcery's template knows no Combine: in its flavours a publisher is a property like any other.
struct PublisherPlan {
    /// Each publisher property's backing, by the property's name.
    private(set) var backings: [String: PublisherBacking] = [:]
    /// The property wrapper each wrapped property carries, by that property's name.
    private(set) var wrappers: [String: String] = [:]
    /// The wrapped properties that carry their wrapper themselves (`@Published public var other = ""`), so that
    /// their projection (`$other`) is part of the mock's API, as in Mockolo's mocks.
    private(set) var exposed: Set<String> = []

    /// Nothing to back: Sourcery's flavours, or a mock without publishers.
    init() {}

    /// `properties` are the mock's, `#if` clauses included, each with its prefix and its type resolved; `outsideIf`
    /// the names of those declared outside `#if` blocks; `shadowed` as in `DefaultValue`.
    init(properties: [(property: MockProperty, prefix: String)], outsideIf: Set<String>, flavor: MockFlavor, shadowed: Set<String>) {
        let byName = Dictionary(properties.filter { outsideIf.contains($0.property.name) }.map { ($0.property.name, $0) },
                                uniquingKeysWith: { first, _ in first })
        for (property, _) in properties {
            guard let (output, failure) = Self.publisherTypes(property) else { continue }
            let subject = Self.subject(for: property, output: output, shadowed: shadowed)
            var source = subject
            if case .propertyWrapper(let attribute, let name) = property.combine, let target = byName[name],
               Self.canWrap(target.property, for: property, flavor: flavor) {
                let exposes = Self.exposesProjection(target.property, flavor: flavor, shadowed: shadowed)
                source = .projection(
                    backing: exposes ? .property(name) : .storage(prefix: target.prefix),
                    adaptation: .between(target.property.type, and: output, shadowed: shadowed)
                )
                if wrappers[name] == nil {
                    wrappers[name] = attribute
                    if exposes { exposed.insert(name) }
                }
            }
            backings[property.name] = PublisherBacking(output: output, failure: failure, isQualified: Self.isQualified(property.type), source: source)
        }
    }

    /// `Output` and `Failure` of a plain (stored, not effectful) property of type `AnyPublisher<Output, Failure>`.
    static func publisherTypes(_ property: MockProperty) -> (output: SwiftType, failure: SwiftType)? {
        guard !property.isAsync, property.throwing == .none else { return nil }
        switch property.type {
        case .named("AnyPublisher", let arguments) where arguments.count == 2,
             .member(.named("Combine", arguments: []), "AnyPublisher", let arguments) where arguments.count == 2:
            return (arguments[0], arguments[1])
        default:
            return nil
        }
    }

    /// Mockolo's `canBeInitParam` leaves a property of type `AnyPublisher` out of the memberwise initializer.
    static func isPublisher(_ type: SwiftType) -> Bool {
        type.declaredName == "AnyPublisher" && !type.isOptional
    }

    private static func isQualified(_ type: SwiftType) -> Bool {
        if case .member = type { return true }
        return false
    }

    /// The subject Mockolo backs a publisher with when no wrapped property does.
    private static func subject(for property: MockProperty, output: SwiftType, shadowed: Set<String>) -> PublisherBacking.Source {
        guard property.combine == .currentValueSubject, let initial = DefaultValue.expression(for: output, shadowed: shadowed) else {
            return .subject(current: nil)
        }
        return .subject(current: initial)
    }

    /// Whether the wrapped property `target` is a stored property of the mock (Mockolo's layout when the type has an
    /// obvious value, `nil` included): not in a locked mock, whose state is reached only under its lock.
    private static func exposesProjection(_ target: MockProperty, flavor: MockFlavor, shadowed: Set<String>) -> Bool {
        !flavor.isLocked && DefaultValue.expression(for: target.type, shadowed: shadowed) != nil
    }

    /// Whether `target` can carry the wrapper `publisher` names: an instance property with storage that is no
    /// publisher itself, of a class mock, for an instance publisher.
    private static func canWrap(_ target: MockProperty, for publisher: MockProperty, flavor: MockFlavor) -> Bool {
        flavor != .actor && !publisher.isStatic && !target.isStatic && !target.isAsync && target.throwing == .none
            && publisherTypes(target) == nil
    }
}

/// What one publisher property returns when no test has assigned it a publisher of its own.
struct PublisherBacking {
    let output: SwiftType
    let failure: SwiftType
    /// Written `Combine.AnyPublisher`: the subject is spelled `Combine.` too.
    let isQualified: Bool
    let source: Source

    enum Source: Equatable {
        /// `<name>Subject`: a `CurrentValueSubject` starting at `current`, or a `PassthroughSubject` when nil.
        case subject(current: String?)
        /// The projection of the wrapped property (`$name` or `$_name`), adapted to the output.
        case projection(backing: Wrapped, adaptation: Adaptation)
    }

    /// Where a wrapped property's wrapper sits.
    enum Wrapped: Equatable {
        /// On the mock's property of that name: its projection is the mock's (`$name`).
        case property(String)
        /// On the private storage of the property whose prefix is given (`$_name`).
        case storage(prefix: String)
    }

    /// How the wrapped property's values become the publisher's output (Mockolo's `mapping`).
    enum Adaptation: Equatable {
        case none
        /// The property holds `T`, the publisher emits `T?`.
        case wrap
        /// The property holds `T?` (or has no obvious value, so its storage is Optional until set), the publisher
        /// emits `T`: nil is not emitted. Mockolo force-unwraps (`.map { $0! }`), which stops a test that subscribes
        /// before setting the property, since the projection emits the current value at once.
        case skipNil

        static func between(_ property: SwiftType, and output: SwiftType, shadowed: Set<String>) -> Adaptation {
            let stored = DefaultValue.expression(for: property, shadowed: shadowed)
            let storesOptional = stored == nil || property.isOptional
            switch (storesOptional, output.isOptional) {
            case (false, true): return .wrap
            case (true, false): return .skipNil
            default: return .none
            }
        }
    }

    /// `PassthroughSubject<Output, Failure>` or `CurrentValueSubject<Output, Failure>`.
    var subjectType: String {
        guard case .subject(let current) = source else { return "" }
        return (isQualified ? "Combine." : "") + (current == nil ? "PassthroughSubject" : "CurrentValueSubject") + "<\(output), \(failure)>"
    }

    /// The expression creating the subject: `PassthroughSubject<String, Never>()`.
    var subjectInitializer: String {
        guard case .subject(let current) = source else { return "" }
        return subjectType + "(" + (current ?? "") + ")"
    }

    /// What follows the projection: the adaptation, `Failure` (unless `Never`), then the type erasure.
    var projectionSuffix: String {
        guard case .projection(_, let adaptation) = source else { return ".eraseToAnyPublisher()" }
        var suffix = ""
        switch adaptation {
        case .none: break
        case .wrap: suffix += ".map { $0 }"
        case .skipNil: suffix += ".compactMap { $0 }"
        }
        if !failure.isNever { suffix += ".setFailureType(to: \(failure).self)" }
        return suffix + ".eraseToAnyPublisher()"
    }
}

private extension SwiftType {
    var isNever: Bool {
        switch self {
        case .named("Never", let arguments), .member(.named("Swift", arguments: []), "Never", let arguments): arguments.isEmpty
        default: false
        }
    }
}
