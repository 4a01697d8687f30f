import Yams

/// A YAML node with its key path and file, so every diagnostic about it has a location; the typed reads of the
/// spec and the configuration (which report a wrong kind of value instead of trapping) are built on it.
public struct YAMLNode {
    public let node: Node
    /// `fields[1].type`, `mocks.sources[1]`; empty for the document root.
    public let keyPath: String
    public let file: String

    /// One `key: value` pair of a mapping, the key's node kept for locating "unknown key" problems.
    public typealias Entry = (key: String, keyNode: YAMLNode, value: YAMLNode)

    public var location: SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    public func child(_ node: Node, key: String) -> YAMLNode {
        YAMLNode(node: node, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", file: file)
    }

    /// A mapping's key itself, where it stands, under the mapping's key path: for reporting a key that is not text.
    public func keyNode(_ key: Node) -> YAMLNode {
        YAMLNode(node: key, keyPath: keyPath, file: file)
    }

    public func element(_ node: Node, at index: Int) -> YAMLNode {
        YAMLNode(node: node, keyPath: "\(keyPath)[\(index)]", file: file)
    }

    /// `key:` with nothing after it, `~` or `null` (but not a quoted empty string).
    public var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// What was found, for messages: "a list", "a mapping", "nothing" or the quoted text.
    public var found: String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar): return isNull ? "nothing" : "`\(Self.abbreviated(scalar.string))`"
        }
    }

    /// The node written back in flow style (`[String: Int]`), for hints when YAML read a type as a list.
    public var flowText: String {
        switch node {
        case .scalar(let scalar): return scalar.string
        case .alias: return ""
        case .sequence(let sequence):
            return "[" + sequence.map { YAMLNode($0, file: file).flowText }.joined(separator: ", ") + "]"
        case .mapping(let mapping):
            return mapping.map {
                YAMLNode($0.key, file: file).flowText + ": " + YAMLNode($0.value, file: file).flowText
            }.joined(separator: ", ")
        }
    }

    public func report(_ message: String, hint: String, into diagnostics: inout DiagnosticCollector) {
        diagnostics.error(message, at: location, keyPath: keyPath, hint: hint)
    }

    /// Keeps messages readable when the input is junk (a 100 000-character value is shown by its start).
    public static func abbreviated(_ text: String) -> String {
        text.count > 60 ? text.prefix(57) + "..." : text
    }
}

extension YAMLNode {
    /// A node not reached through a parent: a document's root, or (with its key path) one an OpenAPI reader finds
    /// by its JSON pointer. In an extension, so that Swift still writes the memberwise initializer of a child.
    public init(_ node: Node, file: String, keyPath: String = "") {
        self.init(node: node, keyPath: keyPath, file: file)
    }
}
