/// How one parameter appears in the mock: in the signature, in the handler's type, in the recorded
/// arguments, and as the expression passed on. Its type is printed once for each form it takes.
///
/// `@escaping` and `@autoclosure` describe how a closure is passed, not what it is: the stored form drops
/// both, the form passed to a handler drops `@autoclosure` (inside the mock the argument is the plain
/// closure). Neither keeps specifiers (`sending`).
///
/// A class: a member's lists pass each plan around several times, and sharing one costs a single
/// reference count where a copy would count each of its strings.
final class ParameterPlan: Sendable {
    /// The name used inside the mock (`argN` when the requirement wrote `_`).
    let name: String
    /// The label written before the name, when there is one to write.
    let label: String?
    /// The type as the mock spells it (`Self` resolved), without `inout` and `...`.
    let type: SwiftType
    /// `type` printed, as the signature spells it.
    let typeText: String
    /// The type as the handler receives it.
    let passedText: String
    /// The type as `…ArgValues` stores it.
    let storedText: String
    let isInout: Bool
    let isVariadic: Bool
    /// Whether the type involves the member's generic parameters (or is opaque), so the handler and the
    /// recorded arguments see it as `Any`.
    let isErased: Bool
    /// A function type without `@escaping`: such a value can be neither stored nor made `Any`.
    let isNonEscapingClosure: Bool

    /// `inSubscript`: a subscript parameter has no label unless one is written, even one equal to its name.
    init(_ parameter: MockParameter, index: Int, context: MockContext, genericNames: Set<String>, inSubscript: Bool) {
        let name = parameter.name == "_" ? "arg\(index)" : parameter.name
        self.name = name
        let type = context.resolved(parameter.type)
        self.type = type
        typeText = type.description
        if case .attributed = type {
            passedText = type.removingSpecifiers(andAttributes: ["autoclosure"]).description
            storedText = type.removingSpecifiers(andAttributes: ["escaping", "autoclosure"]).description
        } else {
            (passedText, storedText) = (typeText, typeText)
        }
        isNonEscapingClosure = type.isNonEscapingClosure
        let externalLabel = parameter.name == "_" ? (parameter.label ?? "_") : parameter.label
        if inSubscript {
            // Subscript parameters have no label unless one is written (`_` is the default).
            label = externalLabel == "_" ? nil : externalLabel
        } else {
            label = externalLabel == name ? nil : externalLabel
        }
        isInout = parameter.isInout
        isVariadic = parameter.isVariadic
        isErased = type.mentions(anyOf: genericNames)
    }

    /// Whether the handler receives the value; a non-escaping closure cannot become `Any`: it would escape.
    var isPassed: Bool { !(isErased && isNonEscapingClosure) }

    /// Whether `…ArgValues` stores the value: a non-escaping closure cannot be stored (a variadic parameter
    /// is an array, which can).
    var isRecorded: Bool { (isVariadic && !isErased) || !isNonEscapingClosure }

    /// An `inout` generic value, held as `Any` while the handler runs and cast back to `type` after.
    var isErasedInout: Bool { isErased && isInout }

    /// `label name: inout Type...` as the signature needs it.
    func writeDeclaration(into writer: inout CodeWriter) {
        if let label {
            writer.add(label)
            writer.add(" ")
        }
        writer.add(name)
        writer.add(isInout ? ": inout " : ": ")
        writer.add(typeText)
        if isVariadic { writer.add("...") }
    }

    /// The handler's parameter type (only when `isPassed`).
    func writeHandlerType(into writer: inout CodeWriter) {
        if isErased {
            writer.add(isInout ? "inout Any" : "Any")
        } else if isVariadic {
            writeRecordType(into: &writer)
        } else {
            if isInout { writer.add("inout ") }
            writer.add(passedText)
        }
    }

    /// The type stored in `…ArgValues` (only when `isRecorded`).
    func writeRecordType(into writer: inout CodeWriter) {
        if isErased {
            writer.add("Any")
        } else if isVariadic {
            writer.add("[")
            writer.add(storedText)
            writer.add("]")
        } else {
            writer.add(storedText)
        }
    }

    /// The argument passed to the handler (`&value` for `inout`; only when `isPassed`).
    func writeHandlerArgument(into writer: inout CodeWriter) {
        guard isInout else { return writer.add(name) }
        writer.add("&")
        if isErased { writeErasedName(into: &writer) } else { writer.add(name) }
    }

    /// The local holding an `inout` generic value as `Any` while the handler runs.
    func writeErasedName(into writer: inout CodeWriter) {
        writer.add(name.withoutBackticks)
        writer.add("Erased")
    }
}
