import ScaffoldCore

/// Which preset (architecture document) the app follows, from its layer folders, named as `check` reads them
/// (`LayerFolderName`: `domain`, `DomainLayer`, `SwiftDataDomain`):
/// `Domain` with `Data` or `Presentation` is seed 002's Clean Architecture (`clean`); `Features/<Name>/` is seed 004's
/// (`features`); UseCases or repositories beside view models are seed 000's layers (`layered`); view models
/// without UseCases are seed 003's MVVM (`mvvm`).
struct PresetInference {
    let inventory: Inventory
    /// The module's folder; folders of the whole repository count too (layers may be packages of their own).
    let sources: String

    func infer(override: String?) -> Findings {
        if let override {
            return Findings(inferences: [Inference(key: "preset", value: override, reason: "given with --preset")])
        }
        let domain = folders(named: ["Domain"])
        let data = folders(named: ["Data"])
        let presentation = folders(named: ["Presentation", "UI"])
        if let domain = domain.first, let other = (data + presentation).first {
            return preset("clean", "layer folders \(name(domain)) and \(name(other)) (seed 002's Domain, Data, Presentation)", [domain, other])
        }
        if let features = folders(named: ["features"]).first(where: hasSubfolders) {
            return preset("features", "a \(name(features)) folder with one folder per feature (seed 004's Features/<Name>/)", [features])
        }
        // A preview's or test's `MockFetchOrdersUseCase` is no UseCase layer.
        let types = inventory.ownTypes(under: sources)
        let useCases = types.filter(\.isUseCase)
        let repositories = types.filter(\.isRepositoryProtocol)
        if !useCases.isEmpty || !repositories.isEmpty {
            let evidence = (useCases + repositories).prefix(3).map(\.evidence)
            return preset("layered", "\(counted(useCases.count, "UseCase")) and \(counted(repositories.count, "repository protocol")) beside view models (seed 000's layers)", evidence)
        }
        let viewModels = types.filter(\.isViewModel)
        if !viewModels.isEmpty {
            return preset("mvvm", "\(counted(viewModels.count, "view model")) and no UseCase or repository layer (seed 003's MVVM)", viewModels.prefix(3).map(\.evidence))
        }
        return Findings(
            inferences: [Inference(key: "preset", value: "layered", reason: "no layer folders or view models to go by; the default preset")],
            questions: [Question(
                key: "preset", question: "which architecture document does the app follow? Adopt found no layer folders or view models",
                suggestion: ["preset: mvvm"]
            )]
        )
    }

    private func preset(_ name: String, _ reason: String, _ evidence: [Evidence]) -> Findings {
        Findings(inferences: [Inference(key: "preset", value: name, reason: reason, evidence: evidence)])
    }

    private func preset(_ name: String, _ reason: String, _ folders: [String]) -> Findings {
        preset(name, reason, folders.map { Evidence(file: $0, detail: "folder \(self.name($0))") })
    }

    /// Folders whose last component is named for one of the layer `names` (`domain`, `DomainLayer`, `SwiftDataDomain`:
    /// `LayerFolderName`, as `check` places files), under the module first, then anywhere.
    private func folders(named names: [String]) -> [String] {
        let layers = names.map(LayerFolderName.init)
        let matching = inventory.folders.filter { folder in
            let last = folder.split(separator: "/").last ?? Substring(folder)
            return layers.contains { $0.matches(last) }
        }
        return matching.filter { $0.hasPrefix(sources + "/") } + matching.filter { !$0.hasPrefix(sources + "/") }
    }

    private func hasSubfolders(_ folder: String) -> Bool {
        inventory.folders.contains { $0.hasPrefix(folder + "/") }
    }

    private func name(_ folder: String) -> String {
        (folder.split(separator: "/").last.map(String.init) ?? folder) + "/"
    }
}
