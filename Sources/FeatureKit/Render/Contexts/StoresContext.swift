import ScaffoldCore

/// Seed 002's composition root gives every store by constructor (Rule 3: Constructor Injection): a feature's
/// region of `AppDependencies.init(stores:)` sets its repository for each kind of stores — the app's, a test's
/// (empty, in memory), a preview's (in memory, holding the sample entity) — so tests and previews build their
/// root with `AppDependencies(stores: …)`, and no Presentation file names a Data type.
struct StoresContext {
    let plan: Plan

    /// The argument a test's or a preview's root is made with.
    static let testArgument = "stores: .inMemory"
    static let previewArgument = "stores: .preview"

    /// The `switch stores { … }` of the feature's region in `init`, indented for its body.
    var storesSwitch: String {
        let names = plan.names
        let variable = UseCaseContext.repositoryVariable(names.entity, plan: plan)
        let memory = "\(names.repository)(dataSource: \(names.dataSource)())"
        let sample = PreviewContext(plan: plan).sample(indent: 4)
        let preview = [
            "            \(variable) = \(names.repository)(dataSource: \(names.dataSource)(records: [",
            "                \(names.mapper).dto(from: \(sample)),",
            "            ]))",
        ]
        var lines = ["        switch stores {"]
        if plan.storage == .jsonDataSource {
            lines += [
                "        case .app:",
                "            \(variable) = \(names.repository)(",
                "                dataSource: \(plan.fileDataSource)(folder: \(plan.fileDataSource).defaultFolder)",
                "            )",
                "        case .inMemory:",
                "            \(variable) = \(memory)",
            ]
        } else {
            // The local data source keeps entities in memory, the app's too (`persistence: memory`).
            lines += ["        case .app, .inMemory:", "            \(variable) = \(memory)"]
        }
        lines += ["        case .preview:"] + preview + ["        }"]
        return lines.joined(separator: "\n")
    }
}
