/// How one parameter appears in the mock: in the signature, in the handler's type, in the recorded
/// arguments, and as the expression passed on. Each is written from the parameter's spellings when
/// needed, so a parameter makes no strings of its own unless its type has attributes to drop.
///
/// A class: a member's lists pass each plan around several times, and sharing one costs a single
/// reference count where a copy would count each of its strings.
final class ParameterPlan: Sendable {
    /// The name used inside the mock (`argN` when the requirement wrote `_`).
    let name: String
    /// The label written before the name, when there is one to write.
    let label: String?
    /// The type as the mock spells it (`Self` resolved), without `inout` and `...`.
    let type: String
    let isInout: Bool
    let isVariadic: Bool
    /// Whether the type involves the member's generic parameters (or is opaque), so the handler and the
    /// recorded arguments see it as `Any`.
    let isErased: Bool
    let forms: ParameterTypeForms

    /// `inSubscript`: a subscript parameter has no label unless one is written, even one equal to its name.
    init(_ parameter: MockParameter, index: Int, context: MockContext, genericNames: Set<String>, inSubscript: Bool) {
        let name = parameter.name == "_" ? "arg\(index)" : parameter.name
        self.name = name
        type = context.resolved(parameter.type)
        let externalLabel = parameter.name == "_" ? (parameter.label ?? "_") : parameter.label
        if inSubscript {
            // Subscript parameters have no label unless one is written (`_` is the default).
            label = externalLabel == "_" ? nil : externalLabel
        } else {
            label = externalLabel == name ? nil : externalLabel
        }
        isInout = parameter.isInout
        isVariadic = parameter.isVariadic
        forms = ParameterTypeForms(type)
        isErased = TypeText.mentions(type, anyOf: genericNames)
    }

    /// Whether the handler receives the value; a non-escaping closure cannot become `Any`: it would escape.
    var isPassed: Bool { !(isErased && forms.isNonEscapingClosure) }

    /// Whether `…ArgValues` stores the value: a non-escaping closure cannot be stored (a variadic parameter
    /// is an array, which can).
    var isRecorded: Bool { (isVariadic && !isErased) || !forms.isNonEscapingClosure }

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
        writer.add(type)
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
            writer.add(forms.passed)
        }
    }

    /// The type stored in `…ArgValues` (only when `isRecorded`).
    func writeRecordType(into writer: inout CodeWriter) {
        if isErased {
            writer.add("Any")
        } else if isVariadic {
            writer.add("[")
            writer.add(forms.stored)
            writer.add("]")
        } else {
            writer.add(forms.stored)
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

    /// Names of a generic clause's parameters: `<T: Codable, each U>` → T, U.
    static func genericNames(_ clause: String?) -> Set<String> {
        guard let clause else { return [] }
        return ASCIIText.withPlainBytes(clause, genericNames(plain:)) ?? genericNames(characters: clause)
    }

    /// The reading over `Character`s, for text that is not plain ASCII (and to check the byte reading against).
    static func genericNames(characters clause: String) -> Set<String> {
        guard clause.count > 2 else { return [] }
        let inner = String(clause.dropFirst().dropLast())
        return Set(TypeText.splitTopLevel(inner, separator: ",").compactMap { part in
            TypeText.identifiers(in: TypeText.splitTopLevel(part, separator: ":")[0]).last
        })
    }

    /// The same reading over plain bytes: for each top-level part, the last identifier before its first
    /// top-level `:`.
    private static func genericNames(plain bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        guard bytes.count > 2 else { return [] }
        var names = Set<String>()
        var start = 1
        let end = bytes.count - 1
        func take(_ part: Range<Int>) {
            let part = ASCIIText.trimmed(bytes, part)
            var nameEnd = part.upperBound
            ASCIIText.walk(bytes, part) { index, depth in
                guard depth == 0 && bytes[index] == UInt8(ascii: ":") else { return false }
                nameEnd = index
                return true
            }
            var last: Range<Int>?
            TypeText.forEachIdentifier(bytes, in: part.lowerBound..<nameEnd) { last = $0; return false }
            if let last { names.insert(ASCIIText.string(bytes, last)) }
        }
        ASCIIText.walk(bytes, start..<end) { index, depth in
            if depth == 0 && bytes[index] == UInt8(ascii: ",") {
                take(start..<index)
                start = index + 1
            }
            return false
        }
        take(start..<end)
        return names
    }
}
