/// What the list and form view models declare alike, as the preset's style has it: the class line, the state
/// properties, and the dependencies (a UseCase or the repository, as decided) with their initializer and test arguments.
struct ViewModelContext: Encodable {
    /// The view model's class declaration line, with its conformances.
    var classDeclaration: String
    /// Its state properties, one a line, as the style declares them.
    var stateLines: [TemplateLine]
    /// The nested state's stored property: the form's draft is set from outside, the list's state is not.
    var stateStorage: String
    /// What the view model is given.
    var dependencies: [Dependency]
    /// Its initializer parameters, one a line: the form's entity, then the dependencies.
    var initParameters: [TemplateLine]
    /// The tests' arguments making it.
    var testArguments: String
    /// The operations it offers only once their UseCase is written, each a `Bool` it is given (`UnwrittenOffer`).
    @Flagged var offers: [UnwrittenOffer]
    /// The tests' factory's parameters for them, each true unless a test says otherwise: `offersWithdraw: Bool = true`.
    var offerParameters: String

    /// `leading` are the parameters (and test arguments) before the dependencies: the form's edited entity.
    init(plan: Plan, name: String, state: [(declaration: String, publiclySettable: Bool)], dependencies: [Dependency], offers: [UnwrittenOffer] = [], leading: (String, String)? = nil) {
        let published = plan.style.observation == .observableObject
        let conformances = (published ? [plan.q("ObservableObject")] : []) + (plan.viewModelProtocol ? ["ViewModel"] : [])
        classDeclaration = "final class \(name)" + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {"
        // `@Published private(set) var x` (flat, ObservableObject), plain `var` inside a nested `State`.
        stateLines = TemplateLine.lines(state.map { property in
            // A documentation line, or a declaration inside the nested `State`, reads as it is.
            if plan.style.state == .nested || property.declaration.hasPrefix("///") { return property.declaration }
            return (published ? "@\(plan.q("Published")) " : "") + (property.publiclySettable ? "" : "private(set) ") + property.declaration
        })
        stateStorage = (published ? "@\(plan.q("Published")) " : "") + (leading == nil ? "private(set) " : "") + "var state = State()"
        self.dependencies = dependencies
        // Dependencies get production defaults, except under a composition root (seed 002: constructor injection only).
        let defaults = plan.initializerDefaults
        let flag = plan.q("Bool")
        initParameters = TemplateLine.commaSeparated((leading.map { [$0.0] } ?? []) + dependencies.map {
            "\($0.variable): \($0.type)" + (defaults ? " = \($0.defaultValue)" : "")
        } + offers.map { "\($0.variable): \(flag)" + (defaults ? " = \($0.source)" : "") })
        testArguments = ((leading.map { [$0.1] } ?? []) + (dependencies.map(\.variable) + offers.map(\.variable)).map { "\($0): \($0)" })
            .joined(separator: ", ")
        self.offers = offers
        offerParameters = offers.map { "\($0.variable): \(flag) = true" }.joined(separator: ", ")
    }

    /// The dependencies of the operations a view model calls, once each in first-use order.
    static func dependencies(_ plan: Plan, _ wired: [String]?) -> [Dependency] {
        unique(plan.operations(wired).map { OperationCall(operation: $0, plan: plan).dependency })
    }

    /// Each dependency once, by its variable, in first-use order.
    static func unique(_ dependencies: [Dependency]) -> [Dependency] {
        var seen: Set<String> = []
        return dependencies.filter { seen.insert($0.variable).inserted }
    }
}
