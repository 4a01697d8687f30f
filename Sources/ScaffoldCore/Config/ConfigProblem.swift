/// What is wrong with one configuration value and what to write instead; the reader adds where.
public struct ConfigProblem: Error, Equatable, Sendable {
    public var message: String
    public var hint: String
}
