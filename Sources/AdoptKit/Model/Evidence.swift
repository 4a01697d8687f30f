/// Where adopt saw something: a file (and line), and what it saw there.
public struct Evidence: Codable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int? = nil
    public var detail: String

    public var description: String {
        "\(detail) (\(file)\(line.map { ":\($0)" } ?? ""))"
    }
}

/// One value adopt decided for a configuration key, why, and from what.
public struct Inference: Codable, Hashable, Sendable {
    /// The configuration key (`preset`, `layout.useCase`, `style.implementationName`, `compositionRoot.type`).
    public var key: String
    public var value: String
    /// One line: `3 of 3 implementations are named …Impl`.
    public var reason: String
    /// The files it read it from, the first few.
    public var evidence: [Evidence] = []
}

/// What adopt could not tell: written into `.scaffold.yml` as a commented key with the question above it.
public struct Question: Codable, Hashable, Sendable {
    public var key: String
    public var question: String
    /// The commented lines to uncomment once answered (`compositionRoot:`, `  type: AppContainer`).
    public var suggestion: [String] = []
}

/// `1 view model`, `3 view models`: a count with its noun.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
