import ScaffoldCore

/// Context of the composition root: the values `scaffold init` and `scaffold feature` both print (so the
/// text outside the markers is the same whichever created the file), and a feature's `registration`:
/// its repository, one factory per UseCase, view model and view, wired as the plan decided.
struct CompositionRootContext {
    let plan: Plan

    /// What the root template prints outside any feature region.
    static func rootValues(typeName: String, roots: ProjectRoots) -> [String: Any] {
        [
            "rootType": typeName,
            "rootVariable": Naming.lowerFirst(typeName),
            "module": roots.module,
        ]
    }

    var values: [String: Any] {
        guard let root = plan.artifacts.first(where: { $0.kind == .compositionRoot }) else { return [:] }
        return Self.rootValues(typeName: root.name, roots: plan.roots).merging(["registration": registration])
    }

    var repositoryVariable: String { Naming.lowerFirst(plan.names.entity) + plan.repositoryRole }

    var registration: [String: Any] {
        let names = plan.names
        return [
            "repositoryVariable": repositoryVariable,
            "repositoryType": "any \(names.repositoryProtocol)",
            "repositoryDefault": plan.storage == .dataSource
                ? "\(names.repository)(dataSource: \(names.dataSource)())"
                : "\(names.repository).shared",
            "useCases": plan.useCases.map { useCase -> [String: Any] in
                [
                    "factory": "make\(useCase.baseName)",
                    "type": "any \(useCase.protocolName)",
                    "construction": "\(useCase.implementationName)(" + useCaseArguments(useCase) + ")",
                ]
            },
            "viewModels": viewModels,
            "views": views,
        ].merging(CoordinatorRegistration(plan: plan, repositoryVariable: repositoryVariable).values)
    }

    /// The feature's own repository, and under a composition root (seed 002) every other one it coordinates,
    /// which that feature's region of the same root holds; elsewhere the others keep their defaults.
    private func useCaseArguments(_ useCase: PlannedUseCase) -> String {
        var arguments = ["repository: \(repositoryVariable)"]
        if plan.injection == .compositionRoot {
            for other in useCase.repositories.dropFirst() {
                let variable = Naming.lowerFirst(other) + plan.repositoryRole
                arguments.append("\(variable): \(variable)")
            }
        }
        return arguments.joined(separator: ", ")
    }

    private var viewModels: [[String: Any]] {
        let names = plan.names
        var result: [[String: Any]] = []
        if plan.listViewModel != nil {
            result.append(viewModel(names.listViewModel, parameters: "", leading: [], wired: plan.listViewModel))
        }
        if plan.formViewModel != nil {
            let entity = names.entityVariable
            result.append(viewModel(
                names.formViewModel, parameters: "\(entity): \(names.entity)? = nil", leading: ["\(entity): \(entity)"],
                wired: plan.formViewModel
            ))
        }
        return result
    }

    private var views: [[String: Any]] {
        let names = plan.names
        let entity = names.entityVariable
        var result: [[String: Any]] = []
        if plan.listViewModel != nil {
            result.append(["factory": "make\(names.listView)", "type": names.listView, "parameters": "",
                           "viewModel": "make\(names.listViewModel)()", "isList": true,
                           "property": Naming.lowerFirst(names.listViewModel)])
        }
        if plan.formViewModel != nil {
            result.append(["factory": "make\(names.formView)", "type": names.formView,
                           "parameters": "\(entity): \(names.entity)? = nil",
                           "viewModel": "make\(names.formViewModel)(\(entity): \(entity))", "isList": false])
        }
        return result
    }

    /// A view model factory; its arguments follow the view model's init, whose dependencies come in first-use order.
    private func viewModel(_ type: String, parameters: String, leading: [String], wired: [String]?) -> [String: Any] {
        let base = ViewModelContext(plan: plan)
        var seen: Set<String> = []
        var arguments = leading
        for operation in base.operations(wired) {
            let call = base.call(for: operation)
            guard seen.insert(call.variable).inserted else { continue }
            if let useCase = plan.useCases.first(where: { $0.operation == operation.name }) {
                arguments.append("\(call.variable): make\(useCase.baseName)()")
            } else {
                arguments.append("\(call.variable): \(repositoryVariable)")
            }
        }
        return [
            "factory": "make\(type)", "type": type, "parameters": parameters, "arguments": commaSeparatedLines(arguments),
            "isList": type == plan.names.listViewModel, "property": Naming.lowerFirst(type),
        ]
    }
}
