/// The names a template may use, as far as `[String: Any]` contexts let them be known: every key of the context it
/// is rendered with, at any depth (a name inside a section is looked up in the section's value, then in every
/// enclosing one, so depth does not matter), and every name the built-in template of the same name uses (a context
/// may leave out a key that is false or empty in this run, and the built-in template's use of it says it is one).
///
/// A feature's typed context parts reach it as the dictionary `MustacheEncoder` makes of them, nil left out, which is
/// why the built-in template's names count too.
struct TemplateVocabulary {
    private(set) var names: Set<String> = []

    init(context: Any, builtInNames: Set<String> = []) {
        names = builtInNames
        collect(context, depth: 0)
    }

    /// Keys of dictionaries, elements of arrays, stored properties of values (swift-mustache reads those through
    /// `Mirror`); the depth limit stops at reference cycles, which contexts do not have but objects might.
    private mutating func collect(_ value: Any, depth: Int) {
        guard depth < 12 else { return }
        if let dictionary = value as? [String: Any] {
            for (key, element) in dictionary {
                names.insert(key)
                collect(element, depth: depth + 1)
            }
            return
        }
        if value is String || value is Bool || value is any Numeric { return }
        if let array = value as? [Any] {
            for element in array { collect(element, depth: depth + 1) }
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            for child in mirror.children { collect(child.value, depth: depth + 1) }
        case .struct, .class:
            for child in mirror.children {
                if let label = child.label { names.insert(label) }
                collect(child.value, depth: depth + 1)
            }
        default:
            return
        }
    }
}
