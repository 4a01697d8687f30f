/// How one parameter appears in the mock: in the signature, in the handler's type, in the recorded
/// arguments, and as the expression passed on. Its type is printed once for each form it takes.
///
/// The handler sees the value as Mockolo's handlers do (`SwiftType.erasingGenerics`): generic values as `Any`,
/// `some P` as `any P`, `T!` as `T`, `@escaping` and `@autoclosure` kept (an autoclosure is evaluated and passed
/// on as one). `…ArgValues` stores what the handler sees without `@escaping`, `T!` as `T?`; a closure the callee
/// may not keep cannot be stored, so it is handed to the handler only. Neither form keeps specifiers (`sending`).
///
/// A class: a member's lists pass each plan around several times, and sharing one costs a single
/// reference count where a copy would count each of its strings.
final class ParameterPlan: Sendable {
    /// The name used inside the mock (`argN` when the requirement wrote `_`).
    let name: String
    /// The name the requirement wrote (`_` for none).
    let sourceName: String
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
    /// Whether the handler sees another type than the signature's (a generic value as `Any`), so an `inout` value
    /// is handed over in a local of that type and cast back after.
    let isErased: Bool
    /// A closure the callee may not keep (a function type without `@escaping`): never stored.
    let isNonEscapingClosure: Bool
    /// A non-escaping closure the handler sees as `Any`: passed inside `withoutActuallyEscaping`.
    let needsEscaping: Bool
    /// `@autoclosure`: evaluated when handed on (`value()`).
    let isAutoclosure: Bool

    /// `inSubscript`: a subscript parameter has no label unless one is written, even one equal to its name.
    init(_ parameter: MockParameter, index: Int, context: MockContext, genericNames: Set<String>, inSubscript: Bool) {
        let name = parameter.name == "_" ? "arg\(index)" : parameter.name
        self.name = name
        sourceName = parameter.name
        let type = context.resolved(parameter.type)
        self.type = type
        typeText = type.description
        let handled = type.erasingGenerics(genericNames)
        isErased = handled != type
        let plain = handled.removingSpecifiers(andAttributes: []).implicitlyUnwrappedRemoved
        passedText = plain.description
        storedText = handled.removingSpecifiers(andAttributes: ["escaping", "autoclosure"]).implicitlyUnwrappedAsOptional.description
        isNonEscapingClosure = type.isNonEscapingClosure
        needsEscaping = isNonEscapingClosure && handled.unattributed == .any
        isAutoclosure = type.leadingAttributes.contains { $0.name == "autoclosure" }
        let externalLabel = parameter.name == "_" ? (parameter.label ?? "_") : parameter.label
        if inSubscript {
            // Subscript parameters have no label unless one is written (`_` is the default).
            label = externalLabel == "_" ? nil : externalLabel
        } else {
            label = externalLabel == name ? nil : externalLabel
        }
        isInout = parameter.isInout
        isVariadic = parameter.isVariadic
    }

    /// Whether `…ArgValues` stores the value: a non-escaping closure cannot be stored (a variadic parameter
    /// is an array, which can).
    var isRecorded: Bool { isVariadic || !isNonEscapingClosure }

    /// An `inout` value the handler sees as another type, held in a local of that type while the handler runs
    /// and cast back to `type` after.
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

    /// The handler's parameter type.
    func writeHandlerType(into writer: inout CodeWriter) {
        if isInout && !isVariadic { writer.add("inout ") }
        writeReceived(passedText, into: &writer)
    }

    /// The type stored in `…ArgValues` (only when `isRecorded`).
    func writeRecordType(into writer: inout CodeWriter) {
        writeReceived(storedText, into: &writer)
    }

    /// `type`, or `[type]` for a variadic parameter: the values arrive as an array.
    private func writeReceived(_ type: String, into writer: inout CodeWriter) {
        if isVariadic { writer.add("[") }
        writer.add(type)
        if isVariadic { writer.add("]") }
    }

    /// The argument passed to the handler: `&value` for `inout`, `value()` for an autoclosure.
    func writeHandlerArgument(into writer: inout CodeWriter) {
        guard isInout else {
            writer.add(name)
            if isAutoclosure { writer.add("()") }
            return
        }
        writer.add("&")
        if isErased { writeErasedName(into: &writer) } else { writer.add(name) }
    }

    /// The local holding an `inout` value as the handler sees it while the handler runs.
    func writeErasedName(into writer: inout CodeWriter) {
        writer.add(name.withoutBackticks)
        writer.add("Erased")
    }
}
