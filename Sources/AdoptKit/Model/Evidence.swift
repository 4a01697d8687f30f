/// Where adopt saw something: a file (and line), and what it saw there.
public struct Evidence: Codable, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var detail: String

    public init(file: String, line: Int? = nil, detail: String) {
        self.file = file
        self.line = line
        self.detail = detail
    }

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
    public var evidence: [Evidence]

    public init(key: String, value: String, reason: String, evidence: [Evidence] = []) {
        self.key = key
        self.value = value
        self.reason = reason
        self.evidence = evidence
    }
}

/// What adopt could not tell: written into `.scaffold.yml` as a commented key with the question above it.
public struct Question: Codable, Hashable, Sendable {
    public var key: String
    public var question: String
    /// The commented lines to uncomment once answered (`compositionRoot:`, `  type: AppContainer`).
    public var suggestion: [String]

    public init(key: String, question: String, suggestion: [String] = []) {
        self.key = key
        self.question = question
        self.suggestion = suggestion
    }
}

/// `1 view model`, `3 view models`: a count with its noun.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}
