import ScaffoldCore

/// Context of the list and form view models and their tests: state declarations per style,
/// dependencies (a UseCase or the repository, as decided) and one call per wired operation.
struct ViewModelContext {
    let plan: Plan

    func call(for operation: OperationSpec) -> OperationCall {
        OperationCall(operation: operation, plan: plan)
    }

    func operations(_ wired: [String]?) -> [OperationSpec] {
        let names = Set(wired ?? [])
        return plan.spec.operations.filter { names.contains($0.name) }
    }

    /// Unique dependencies in first-use order, as init parameters, stored properties and test doubles.
    func dependencies(_ calls: [OperationCall]) -> [Dependency] {
        var seen: Set<String> = []
        return calls.filter { seen.insert($0.variable).inserted }.map {
            Dependency(variable: $0.variable, type: $0.type, defaultValue: $0.defaultValue, mockType: $0.mockType)
        }
    }

    /// One thing a view model is given: a UseCase (or the repository, as decided), as an init parameter, a stored
    /// property and a test double.
    struct Dependency: TemplateContext {
        /// The parameter and property name.
        var variable: String
        /// Its type.
        var type: String
        /// The production value it defaults to where the preset gives defaults.
        var defaultValue: String
        /// The test double's type.
        var mockType: String
        /// The composition root's factory of a referenced entity's list UseCase; absent for the view model's own.
        var factory: String?
    }

    /// State lines for the style: `@Published private(set) var x` (flat, ObservableObject), plain `var` inside `State`.
    func stateLines(_ properties: [(declaration: String, publiclySettable: Bool)]) -> [TemplateLine] {
        let nested = plan.style.state == .nested
        let published = plan.style.observation == .observableObject
        return properties.map { property in
            if nested { return TemplateLine(text: property.declaration) }
            let access = property.publiclySettable ? "" : "private(set) "
            return TemplateLine(text: (published ? "@\(q("Published")) " : "") + access + property.declaration)
        }
    }

    func stateStorage(settable: Bool) -> String {
        (plan.style.observation == .observableObject ? "@\(q("Published")) " : "") + (settable ? "" : "private(set) ") + "var state = State()"
    }

    func classDeclaration(_ name: String) -> String {
        var conformances: [String] = []
        if plan.style.observation == .observableObject { conformances.append(q("ObservableObject")) }
        if plan.viewModelProtocol { conformances.append("ViewModel") }
        return "final class \(name)" + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {"
    }

    /// A private stored property that is no view state: `@ObservationIgnored` under Observation.
    func privateStorage(_ declaration: String) -> String {
        (plan.style.observation == .observable ? "@\(q("ObservationIgnored")) " : "") + "private " + declaration
    }

    /// Dependencies get production defaults, except under a composition root (seed 002: constructor injection only).
    func initParameters(_ leading: [String], _ dependencies: [Dependency]) -> [TemplateLine] {
        let defaults = plan.injection == .initializerDefaults
        return TemplateLine.commaSeparated(leading + dependencies.map {
            "\($0.variable): \($0.type)" + (defaults ? " = \($0.defaultValue)" : "")
        })
    }

    func testArguments(_ leading: [String], _ dependencies: [Dependency]) -> String {
        (leading + dependencies.map { "\($0.variable): \($0.variable)" }).joined(separator: ", ")
    }

    /// A framework name as generated code spells it here.
    func q(_ name: String) -> String { plan.frameworkNames.spell(name) }

    /// `String(localized: "Could not load wallets: \(error.localizedDescription)")` for `doing` (`load wallets`).
    func failureMessage(_ doing: String, error: String = "error") -> String {
        "\(q("String"))(localized: \"Could not \(doing): \\(\(error).localizedDescription)\")"
    }
}

extension ViewModelContext {
    var statePrefix: String { plan.style.state == .nested ? "state." : "" }
}
