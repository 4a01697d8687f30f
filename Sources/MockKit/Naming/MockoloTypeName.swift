/// A type as Mockolo spells it inside member names (its `SwiftType.displayName`, Mockolo 2.x,
/// Sources/MockoloFramework/Utils/SwiftType.swift): nominal names capitalized and followed by their generic
/// arguments (`Result<User, Error>` → `ResultUserError`), `[T]` → `ArrayT`, `[K: V]` → `DictionaryKV`,
/// `T?` → `OptionalT`, `A.B` → `AB`, `T.Type` → `TType`, tuples → labels capitalized with their types, closures →
/// their argument and result types, `P & Q` → `PQ`; `any`, `some`, `inout`, attributes and `...` leave no trace,
/// and `()` is empty.
///
/// Deviation: Mockolo writes `T!` as `!T`, which is no identifier; here it is `T`.
enum MockoloTypeName {
    static func displayName(_ type: SwiftType) -> String {
        switch type {
        case .named(let name, let arguments):
            return name.withoutBackticks.capitalizedFirst + arguments.map(displayName).joined()
        case .member(let base, let name, let arguments):
            return displayName(base) + name.withoutBackticks.capitalizedFirst + arguments.map(displayName).joined()
        case .optional(let wrapped):
            return "Optional" + displayName(wrapped)
        case .implicitlyUnwrapped(let wrapped):
            return displayName(wrapped)
        case .array(let element):
            return "Array" + displayName(element)
        case .dictionary(let key, let value):
            return "Dictionary" + displayName(key) + displayName(value)
        case .inlineArray(let count, let element):
            // Mockolo keeps the written text (`[3 of Int]`), which is no identifier: the parts instead.
            return displayName(count) + displayName(element)
        case .tuple(let elements):
            return elements.map { element in
                (element.label.map { $0 == "_" ? "" : $0.withoutBackticks.capitalizedFirst } ?? "") + displayName(element.type)
            }.joined()
        case .function(let function):
            return function.parameters.map { displayName($0.type) }.joined() + displayName(function.result)
        case .attributed(_, _, let base), .someOrAny(_, let base), .packElement(let base), .packExpansion(let base), .suppressed(let base):
            return displayName(base)
        case .composition(let parts):
            return parts.map(displayName).joined()
        case .metatype(let base, let kind):
            return displayName(base) + kind.capitalizedFirst
        case .value(let text):
            return text
        }
    }
}
