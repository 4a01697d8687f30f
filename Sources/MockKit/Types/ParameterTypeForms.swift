/// A parameter's type as the mock passes it on and stores it. `@escaping` and `@autoclosure` describe how a
/// closure is passed, not what it is: the stored form drops both, the form passed to a handler drops
/// `@autoclosure` (inside the mock the argument is the plain closure). Neither keeps specifiers (`sending`).
///
/// Nearly every type has no attributes, so both forms are the spelling itself and no string is made.
struct ParameterTypeForms {
    /// `LeadingAttributes(type).removing(attributes: ["@autoclosure"])`.
    let passed: String
    /// `LeadingAttributes(type).removing(attributes: ["@escaping", "@autoclosure"])`.
    let stored: String
    /// `TypeText.isNonEscapingClosure(type)`: such a value can be neither stored nor made `Any`.
    let isNonEscapingClosure: Bool

    init(_ type: String) {
        if let forms = ASCIIText.withPlainBytes(type, { Self(plain: $0, type) }) {
            self = forms
            return
        }
        let attributes = LeadingAttributes(type)
        passed = attributes.removing(attributes: ["@autoclosure"])
        stored = attributes.removing(attributes: ["@escaping", "@autoclosure"])
        isNonEscapingClosure = TypeText.isNonEscapingClosure(type)
    }

    /// One walk over the leading attributes decides all three; the forms are built only when they differ
    /// from the spelling.
    private init(plain bytes: UnsafeBufferPointer<UInt8>, _ type: String) {
        // `removing` joins the kept attributes and the rest with single spaces: the spelling is its own
        // result when it has no specifier, no surrounding space, and one space after each attribute.
        var isJoined = true
        var next = 0
        var hasEscaping = false, dropsEscaping = false, dropsAutoclosure = false
        let rest = LeadingAttributes.scan(bytes, attribute: { range in
            isJoined = isJoined && range.lowerBound == next && range.upperBound < bytes.count && bytes[range.upperBound] == UInt8(ascii: " ")
            next = range.upperBound + 1
            hasEscaping = hasEscaping || ASCIIText.equals(bytes, range, "@escaping")
            let name = LeadingAttributes.nameRange(bytes, range)
            dropsEscaping = dropsEscaping || ASCIIText.equals(bytes, name, "@escaping")
            dropsAutoclosure = dropsAutoclosure || ASCIIText.equals(bytes, name, "@autoclosure")
        }, specifier: { _ in isJoined = false })
        isJoined = isJoined && rest.lowerBound == next && rest.upperBound == bytes.count
        isNonEscapingClosure = !hasEscaping && ASCIIText.containsTopLevelArrow(bytes, rest)
        passed = isJoined && !dropsAutoclosure ? type : Self.removing(bytes, rest, escaping: false)
        stored = isJoined && !dropsAutoclosure && !dropsEscaping ? type : Self.removing(bytes, rest, escaping: true)
    }

    /// The kept attributes, each followed by a space, then the rest.
    private static func removing(_ bytes: UnsafeBufferPointer<UInt8>, _ rest: Range<Int>, escaping: Bool) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        _ = LeadingAttributes.scan(bytes, attribute: { range in
            let name = LeadingAttributes.nameRange(bytes, range)
            if ASCIIText.equals(bytes, name, "@autoclosure") || (escaping && ASCIIText.equals(bytes, name, "@escaping")) { return }
            result.append(contentsOf: bytes[range])
            result.append(UInt8(ascii: " "))
        }, specifier: { _ in })
        result.append(contentsOf: bytes[rest])
        return String(decoding: result, as: UTF8.self)
    }
}
