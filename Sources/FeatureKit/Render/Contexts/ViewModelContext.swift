import ScaffoldCore

/// Context of the list and form view models and their tests: state declarations per style,
/// dependencies (a UseCase or the repository, as decided) and one call per wired operation.
struct ViewModelContext {
    let plan: Plan

    /// How a view model reaches one operation.
    struct Call {
        let operation: OperationSpec
        let variable: String
        let type: String
        let defaultValue: String
        let mockType: String
        /// `execute` for UseCases, the repository method otherwise (mock member prefix).
        let member: String
        let expression: (String) -> String
    }

    func call(for operation: OperationSpec) -> Call {
        let names = plan.names
        if let useCase = plan.useCases.first(where: { $0.operation == operation.name }) {
            return Call(
                operation: operation, variable: Naming.lowerFirst(useCase.baseName), type: "any \(useCase.protocolName)",
                defaultValue: "\(useCase.implementationName)()", mockType: useCase.protocolName + "Mock", member: "execute",
                expression: { argument in "try await \(Naming.lowerFirst(useCase.baseName)).execute(\(argument))" }
            )
        }
        let method = UseCaseSignature(kind: operation.kind, names: names).repositoryMethod
        return Call(
            operation: operation, variable: "repository", type: "any \(names.repositoryProtocol)",
            defaultValue: "\(names.repository).shared", mockType: names.repositoryProtocol + "Mock", member: method,
            expression: { argument in "try await repository.\(method)(\(argument))" }
        )
    }

    func operations(_ wired: [String]?) -> [OperationSpec] {
        let names = Set(wired ?? [])
        return plan.spec.operations.filter { names.contains($0.name) }
    }

    /// Unique dependencies in first-use order, as init parameters, stored properties and test doubles.
    func dependencies(_ calls: [Call]) -> [[String: Any]] {
        var seen: Set<String> = []
        return calls.filter { seen.insert($0.variable).inserted }.map {
            ["variable": $0.variable, "type": $0.type, "defaultValue": $0.defaultValue, "mockType": $0.mockType]
        }
    }

    /// State lines for the style: `@Published private(set) var x` (flat, ObservableObject), plain `var` inside `State`.
    func stateLines(_ properties: [(declaration: String, publiclySettable: Bool)]) -> [[String: Any]] {
        let nested = plan.style.state == .nested
        let published = plan.style.observation == .observableObject
        return properties.map { property in
            if nested { return ["text": property.declaration] }
            let access = property.publiclySettable ? "" : "private(set) "
            return ["text": (published ? "@Published " : "") + access + property.declaration]
        }
    }

    func stateStorage(settable: Bool) -> String {
        (plan.style.observation == .observableObject ? "@Published " : "") + (settable ? "" : "private(set) ") + "var state = State()"
    }

    func classDeclaration(_ name: String) -> String {
        var conformances: [String] = []
        if plan.style.observation == .observableObject { conformances.append("ObservableObject") }
        if plan.viewModelProtocol { conformances.append("ViewModel") }
        return "final class \(name)" + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {"
    }

    /// Dependencies get production defaults, except under a composition root (seed 002: constructor injection only).
    func initParameters(_ leading: [String], _ dependencies: [[String: Any]]) -> [[String: Any]] {
        let defaults = plan.injection == .initializerDefaults
        return commaSeparatedLines(leading + dependencies.map {
            "\($0["variable"]!): \($0["type"]!)" + (defaults ? " = \($0["defaultValue"]!)" : "")
        })
    }

    func testArguments(_ leading: [String], _ dependencies: [[String: Any]]) -> String {
        (leading + dependencies.map { "\($0["variable"]!): \($0["variable"]!)" }).joined(separator: ", ")
    }
}
