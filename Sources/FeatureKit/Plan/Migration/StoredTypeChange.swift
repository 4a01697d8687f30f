/// Whether a value another version stored as one type reads as this version's type, unchanged, with nothing but the
/// JSON decoder (issue 33: "a number type widened (`Int` → `Double`)"; design, "A feature lives on"). JSON keeps a
/// number as its digits, so a number reads as any type that holds every value of the old one: a wider integer of the
/// same sign, a signed integer wider than an unsigned one, `Double` or `Decimal` for any integer, `Float` for the
/// integers it holds exactly, `Double` for a `Float`. Not `Decimal` for a `Double`: a `Double` can be far larger
/// (`1e300`) than any `Decimal`, so such a record would not read. A `Character` reads as a `String`. A value reads as an optional of a type it reads as; `nil` reads as a non-optional only where a default
/// fills it in. Lists and dictionaries read element by element. Nothing else does: `String` → `Int`, a number →
/// `String`, `Bool` → a number — the stored text is not a value of the new type.
public enum StoredTypeChange {
    /// Bits of each integer type; `Int` and `UInt` are 64-bit on every platform the generated apps run on.
    static let integerBits: [String: (bits: Int, signed: Bool)] = [
        "Int8": (8, true), "Int16": (16, true), "Int32": (32, true), "Int64": (64, true), "Int": (64, true),
        "UInt8": (8, false), "UInt16": (16, false), "UInt32": (32, false), "UInt64": (64, false), "UInt": (64, false),
    ]

    /// Whether values stored as `old` read as `new`; `filled` says a default stands in for a missing value (`nil`).
    public static func reads(_ old: TypeRef, as new: TypeRef, filled: Bool = false) -> Bool {
        switch (old, new) {
        case (.optional(let old), .optional(let new)):
            return reads(old, as: new)
        case (.optional(let old), _):
            return filled && reads(old, as: new)
        case (_, .optional(let new)):
            return reads(old, as: new)
        case (.array(let old), .array(let new)):
            return reads(old, as: new)
        case (.dictionary(let oldKey, let oldValue), .dictionary(let newKey, let newValue)):
            // A dictionary's keys decide how it is encoded (an object for String and Int keys, a list of pairs
            // otherwise): they stay as they were.
            return oldKey == newKey && reads(oldValue, as: newValue)
        case (.named(let old), .named(let new)):
            return old == new || widens(old, to: new)
        default:
            return false
        }
    }

    /// Named types: a number into one that holds all its values, a `Character` into a `String`.
    static func widens(_ old: String, to new: String) -> Bool {
        if old == "Character" { return new == "String" }
        if let from = integerBits[old] {
            if let to = integerBits[new] {
                if from.signed == to.signed { return to.bits >= from.bits }
                return to.signed && to.bits > from.bits
            }
            switch new {
            case "Double", "Decimal": return true
            case "Float": return from.bits <= 16
            default: return false
            }
        }
        switch (old, new) {
        case ("Float", "Double"): return true
        default: return false
        }
    }
}
