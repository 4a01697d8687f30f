/// One problem found in the input: what, where, and what to do about it.
public struct Diagnostic: Codable, Hashable, Sendable {
    /// How bad a diagnostic is; errors stop generation, warnings do not.
    public enum Severity: String, Codable, Sendable { case error, warning, note }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// Spec key path such as `operations[2].useCase`; nil for problems outside a spec file.
    public var keyPath: String?
    public var hint: String?

    public init(
        _ severity: Severity = .error,
        _ message: String,
        at location: SourceLocation? = nil,
        keyPath: String? = nil,
        hint: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.keyPath = keyPath
        self.hint = hint
    }

    /// `file:line:col: error: message (at key.path)` followed by an indented hint line.
    public var rendered: String {
        var head = ""
        if let location { head += "\(location): " }
        head += "\(severity.rawValue): \(message)"
        if let keyPath, !keyPath.isEmpty { head += " (at \(keyPath))" }
        if let hint { head += "\n    hint: \(hint)" }
        return head
    }
}

/// Gathers every problem of a stage so all are reported at once, not the first only.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func add(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    public mutating func error(
        _ message: String, at location: SourceLocation? = nil, keyPath: String? = nil, hint: String? = nil
    ) {
        add(Diagnostic(.error, message, at: location, keyPath: keyPath, hint: hint))
    }

    public mutating func warning(
        _ message: String, at location: SourceLocation? = nil, keyPath: String? = nil, hint: String? = nil
    ) {
        add(Diagnostic(.warning, message, at: location, keyPath: keyPath, hint: hint))
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
