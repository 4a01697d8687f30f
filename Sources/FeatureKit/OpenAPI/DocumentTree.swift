import ScaffoldCore
import Yams

/// A place in an OpenAPI document as RFC 6901 spells it (`#/components/schemas/Book/properties/title`): what every
/// diagnostic about the document names as its key path, YAML or JSON alike.
struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
    var components: [String]

    init(_ components: [String] = []) { self.components = components }

    /// `#/components/schemas/Book` → its components; nil for anything but a pointer into this document.
    init?(reference: String) {
        guard reference.hasPrefix("#") else { return nil }
        let rest = reference.dropFirst()
        guard rest.isEmpty || rest.hasPrefix("/") else { return nil }
        components = rest.isEmpty ? [] : rest.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    func appending(_ more: String...) -> JSONPointer { JSONPointer(components + more) }

    /// `#/paths/~1books~1{id}/get`: `~` and `/` escaped as RFC 6901 says.
    var description: String {
        "#" + components.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }
}

/// The document's text as a YAML tree (JSON is read as YAML too), kept beside OpenAPIKit's model so that every
/// problem the model shows can be said at its `file:line:column`, and literals (`default:`) read as written.
struct DocumentTree {
    let root: Node
    let file: String

    /// The node at `pointer`, or nil when the document has none there.
    func node(at pointer: JSONPointer) -> Node? {
        var node = root
        for component in pointer.components {
            switch node {
            case .mapping(let mapping):
                guard let value = mapping.first(where: { $0.key.string == component })?.value else { return nil }
                node = value
            case .sequence(let sequence):
                guard let index = Int(component), sequence.indices.contains(index) else { return nil }
                node = sequence[index]
            default:
                return nil
            }
        }
        return node
    }

    /// Where `pointer` is written — a text value where it is, a mapping or list at its key (its own first line is its
    /// first entry's) — else where its nearest ancestor is (a value OpenAPIKit filled in has no place).
    func location(of pointer: JSONPointer) -> SourceLocation {
        var components = pointer.components
        while true {
            if let node = node(at: JSONPointer(components)) {
                var mark = node.mark
                if node.scalar == nil, let key = components.last, case .mapping(let parent)? = self.node(at: JSONPointer(components.dropLast())) {
                    mark = parent.first { $0.key.string == key }?.key.mark ?? mark
                }
                if let mark { return SourceLocation(file: file, line: max(1, mark.line), column: max(1, mark.column)) }
            }
            guard !components.isEmpty else { return SourceLocation(file: file, line: 1, column: 1) }
            components.removeLast()
        }
    }

    /// The node at `pointer` as the spec readers take it, its key path the pointer; nil when there is none.
    func specNode(at pointer: JSONPointer) -> SpecNode? {
        node(at: pointer).map { SpecNode($0, file: file, keyPath: pointer.description) }
    }

    /// A value read from the document, located at `pointer`.
    func located(_ value: String, at pointer: JSONPointer) -> Located<String> {
        Located(value: value, location: location(of: pointer), keyPath: pointer.description)
    }
}
