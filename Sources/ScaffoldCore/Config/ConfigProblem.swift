/// What is wrong with one configuration value and what to write instead; the reader adds where.
struct ConfigProblem: Error, Equatable, Sendable {
    var message: String
    var hint: String
}
