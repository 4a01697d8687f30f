/// What one inference concluded: values with their evidence, and questions it could not answer.
public struct Findings: Sendable, Hashable {
    public var inferences: [Inference] = []
    public var questions: [Question] = []
    /// Things worth knowing that map to no key (`view models are named …Store`).
    public var observations: [String] = []

    public init(inferences: [Inference] = [], questions: [Question] = [], observations: [String] = []) {
        self.inferences = inferences
        self.questions = questions
        self.observations = observations
    }

    public static func + (lhs: Findings, rhs: Findings) -> Findings {
        Findings(
            inferences: lhs.inferences + rhs.inferences, questions: lhs.questions + rhs.questions,
            observations: lhs.observations + rhs.observations
        )
    }

    /// The value inferred for `key`, if any.
    public func value(_ key: String) -> String? {
        inferences.first { $0.key == key }?.value
    }
}
