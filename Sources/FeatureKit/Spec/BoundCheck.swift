/// A `min` or `max` on a number type whose own range already decides it: every value meets it (`min(0)` on a
/// `UInt32`, `max(255)` on a `UInt8`) or none does (`min(300)` on a `UInt8`).
///
/// Such a rule cannot be proved: the generated Validator's check of it could never be true (`value < 0` on an
/// unsigned number, which Swift 6 rejects as code that will never be executed), and the generated tests could not
/// write the value that breaks it (`256` is no `UInt8` literal). So it is refused here, with what to write instead.
enum BoundCheck {
    /// The smallest and largest value of each bounded number type, as written (a Double cannot spell
    /// `Int64.max`) and as a rule's bound compares them.
    static let ranges: [String: (lowest: String, highest: String)] = [
        "Int8": ("-128", "127"), "UInt8": ("0", "255"), "Int16": ("-32768", "32767"), "UInt16": ("0", "65535"),
        "Int32": ("-2147483648", "2147483647"), "UInt32": ("0", "4294967295"),
        "Int": ("-9223372036854775808", "9223372036854775807"), "Int64": ("-9223372036854775808", "9223372036854775807"),
        "UInt": ("0", "18446744073709551615"), "UInt64": ("0", "18446744073709551615"),
        "Float": ("-3.4028235e+38", "3.4028235e+38"),
    ]

    static func problem(with rule: FieldRule, type: TypeRef) -> (message: String, hint: String)? {
        guard case .named(let name) = type, let (lowest, highest) = ranges[name],
              let lower = Double(lowest), let upper = Double(highest) else { return nil }
        let range = lower...upper
        let integer = KnownTypes.integers.contains(name)
        switch rule {
        case .min(let x):
            let bound = integer ? x.rounded(.up) : x
            if bound <= range.lowerBound {
                return ("rule `\(rule)` says nothing for `\(name)`: every \(name) is at least \(lowest)",
                        "leave `\(rule)` out" + (integer && range.lowerBound == 0 ? " (an unsigned number is never below 0)" : ""))
            }
            if bound > range.upperBound {
                return ("rule `\(rule)` leaves no value: the largest \(name) is \(highest)", "lower it to at most \(highest), or use a wider type")
            }
        case .max(let x):
            let bound = integer ? x.rounded(.down) : x
            if bound >= range.upperBound {
                return ("rule `\(rule)` says nothing for `\(name)`: every \(name) is at most \(highest)", "leave `\(rule)` out")
            }
            if bound < range.lowerBound {
                return ("rule `\(rule)` leaves no value: the smallest \(name) is \(lowest)", "raise it to at least \(lowest), or use a wider type")
            }
        default:
            break
        }
        return nil
    }
}
