/// A template's context as a type: its stored properties are the variables (and sections) the template may print,
/// each with a `///` line saying what it holds, and listed with its meaning and an example in Docs/Templates.md
/// (`TemplateContextDocsTests` keeps the two lists equal). A nested value a section walks (a list's element, an
/// object's fields) is a `TemplateContext` too.
///
/// Conforming types hold values only, no `Plan`: everything stored is something a template can read.
protocol TemplateContext {}

extension TemplateContext {
    /// What swift-mustache renders: the stored properties by name, made in this one place (`MustacheValues`).
    var values: [String: Any] { MustacheValues.dictionary(of: self) }
}

/// Turns typed contexts into the dictionaries and arrays swift-mustache looks names up in. A property that is nil is
/// left out, so a section over it renders nothing and an inverted section renders, as Mustache does for a missing name.
enum MustacheValues {
    static func dictionary(of context: some TemplateContext) -> [String: Any] {
        var values: [String: Any] = [:]
        for child in Mirror(reflecting: context).children {
            if let inlined = child.value as? any InlinedContexts {
                for part in inlined.contexts { values.merge(dictionary(of: part)) { _, new in new } }
                continue
            }
            guard let label = child.label, let value = convert(child.value) else { continue }
            values[label] = value
        }
        return values
    }

    /// Nested contexts become dictionaries, arrays of them arrays of dictionaries; nil becomes nothing.
    private static func convert(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return convert(wrapped)
        }
        if let context = value as? any TemplateContext { return dictionary(of: context) }
        if let contexts = value as? [any TemplateContext] { return contexts.map { dictionary(of: $0) } }
        return value
    }

    /// The names a context type declares, at every depth (`fields.declaration`), as read from one value of it: what
    /// Docs/Templates.md must list. Nested names are read from the elements of a list and from optionals that hold a
    /// value, so the value read should have each.
    static func names(of context: some TemplateContext, prefix: String = "") -> [String] {
        var names: [String] = []
        for child in Mirror(reflecting: context).children {
            if let inlined = child.value as? any InlinedContexts {
                for part in inlined.contexts {
                    for name in self.names(of: part, prefix: prefix) where !names.contains(name) { names.append(name) }
                }
                continue
            }
            guard let label = child.label else { continue }
            names.append(prefix + label)
            for nested in contexts(in: child.value) {
                for name in self.names(of: nested, prefix: prefix + label + ".") where !names.contains(name) {
                    names.append(name)
                }
            }
        }
        return names
    }

    fileprivate static func contexts(in value: Any) -> [any TemplateContext] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.flatMap { contexts(in: $0.value) } }
        if let context = value as? any TemplateContext { return [context] }
        return value as? [any TemplateContext] ?? []
    }
}

/// A nested context whose names a template reads among those of the context holding it (`{{noneLabel}}` inside
/// `{{#controls}}`, not `{{#picker}}{{noneLabel}}{{/picker}}`): one type serves where it is a list's element and
/// where its names join another's. Absent (nil) adds no names.
@propertyWrapper
struct Inlined<Value>: InlinedContexts {
    var wrappedValue: Value

    var contexts: [any TemplateContext] { MustacheValues.contexts(in: wrappedValue) }
}

/// What `MustacheValues` reads of an `Inlined` property, whatever its type.
protocol InlinedContexts {
    var contexts: [any TemplateContext] { get }
}

/// One line a template prints as is (`{{#lines}}{{text}}{{/lines}}`); commas between arguments are decided in Swift.
struct TemplateLine: TemplateContext, Hashable {
    /// The line's text.
    var text: String

    /// One line per text, in order.
    static func lines(_ texts: [String]) -> [TemplateLine] {
        texts.map { TemplateLine(text: $0) }
    }
}
