/// How one parameter appears in the mock: in the signature, in the handler's type, in the recorded
/// arguments, and as the expression passed on.
struct ParameterPlan {
    /// The name used inside the mock (`argN` when the requirement wrote `_`).
    let name: String
    /// `label name: inout Type...` as the signature needs it.
    let declaration: String
    /// The handler's parameter type; nil when the value cannot be passed on (see `Docs/Mocks.md`).
    let handlerType: String?
    /// The type stored in `…ArgValues`; nil when the value cannot be stored (a non-escaping closure).
    let recordType: String?
    /// The argument passed to the handler (`&value` for `inout`).
    let handlerArgument: String?
    /// For an `inout` generic value: the type it is cast back to after the handler changed it.
    let erasedInoutType: String?

    /// Attributes that describe how a closure is passed, not what it is; dropped where it is stored.
    private static let passingAttributes: Set<String> = ["@escaping", "@autoclosure"]

    /// `inSubscript`: a subscript parameter has no label unless one is written, even one equal to its name.
    init(_ parameter: MockParameter, index: Int, context: MockContext, genericNames: Set<String>, inSubscript: Bool) {
        let name = parameter.name == "_" ? "arg\(index)" : parameter.name
        self.name = name
        let type = context.resolved(parameter.type)
        let externalLabel = parameter.name == "_" ? (parameter.label ?? "_") : parameter.label
        let labelPart: String
        if inSubscript {
            // Subscript parameters have no label unless one is written (`_` is the default).
            labelPart = externalLabel.map { $0 == "_" ? "" : "\($0) " } ?? ""
        } else {
            labelPart = externalLabel.map { $0 == name ? "" : "\($0) " } ?? ""
        }
        declaration = "\(labelPart)\(name): \(parameter.isInout ? "inout " : "")\(type)\(parameter.isVariadic ? "..." : "")"

        let attributes = LeadingAttributes(type)
        let isNonEscaping = TypeText.isNonEscapingClosure(type)
        let storedType = attributes.removing(attributes: Self.passingAttributes)
        let isErased = TypeText.mentions(type, anyOf: genericNames)

        if isErased {
            // A non-escaping closure cannot become `Any`: it would let the closure escape.
            handlerType = isNonEscaping ? nil : (parameter.isInout ? "inout Any" : "Any")
            recordType = isNonEscaping ? nil : "Any"
        } else if parameter.isVariadic {
            handlerType = "[\(storedType)]"
            recordType = "[\(storedType)]"
        } else {
            // An `@autoclosure` parameter is passed on as the plain closure it is inside the mock.
            let passed = attributes.removing(attributes: ["@autoclosure"])
            handlerType = parameter.isInout ? "inout \(passed)" : passed
            recordType = isNonEscaping ? nil : storedType
        }
        erasedInoutType = isErased && parameter.isInout ? type : nil
        if handlerType == nil {
            handlerArgument = nil
        } else if parameter.isInout {
            handlerArgument = "&" + (isErased ? Self.erasedName(name) : name)
        } else {
            handlerArgument = name
        }
    }

    /// The local holding an `inout` generic value as `Any` while the handler runs.
    static func erasedName(_ name: String) -> String {
        name.withoutBackticks + "Erased"
    }

    /// Names of a generic clause's parameters: `<T: Codable, each U>` → T, U.
    static func genericNames(_ clause: String?) -> Set<String> {
        guard let clause, clause.count > 2 else { return [] }
        let inner = String(clause.dropFirst().dropLast())
        return Set(TypeText.splitTopLevel(inner, separator: ",").compactMap { part in
            TypeText.identifiers(in: TypeText.splitTopLevel(part, separator: ":")[0]).last
        })
    }
}

/// The parameters of one member, with the recorded-arguments shape derived from them.
struct ParameterList {
    let plans: [ParameterPlan]
    // Each is read several times per member (declarations, handler, recording), so each is built once.
    let declaration: String
    let handlerTypes: String
    let handlerArguments: String
    /// `…ArgValues` element type: the one type, a labeled tuple for several, nil for none.
    let recordType: String?
    /// The expression appended to `…ArgValues`.
    let recordValue: String?

    init(_ parameters: [MockParameter], context: MockContext, genericNames: Set<String>, inSubscript: Bool = false) {
        plans = parameters.enumerated().map {
            ParameterPlan($1, index: $0, context: context, genericNames: genericNames, inSubscript: inSubscript)
        }
        declaration = plans.map(\.declaration).joined(separator: ", ")
        handlerTypes = plans.compactMap(\.handlerType).joined(separator: ", ")
        handlerArguments = plans.compactMap(\.handlerArgument).joined(separator: ", ")
        let recorded = plans.filter { $0.recordType != nil }
        switch recorded.count {
        case 0:
            recordType = nil
            recordValue = nil
        case 1:
            recordType = recorded[0].recordType
            recordValue = recorded[0].name
        default:
            recordType = "(" + recorded.map { "\($0.name): \($0.recordType ?? "")" }.joined(separator: ", ") + ")"
            recordValue = "(" + recorded.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")"
        }
    }
}
