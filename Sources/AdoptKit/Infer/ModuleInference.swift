/// Which module a feature goes into, and its source folder: of the repository's app-code targets (SwiftPM regular
/// and executable targets, Xcode application targets), the one holding the most screens — views and view models —
/// with the `@main` App as a tie-breaker. A repository with layers in several modules is said so: scaffold writes a
/// feature into one module.
struct ModuleInference {
    struct Candidate: Hashable {
        var name: String
        var folder: String
        /// `SwiftPM target App (Package.swift:12)`.
        var origin: Evidence
        var views: Int
        var viewModels: Int
        var hasApp: Bool
        var files: Int

        var score: Int { views + viewModels + (hasApp ? 5 : 0) }
    }

    let inventory: Inventory

    func candidates() -> [Candidate] {
        var result: [Candidate] = []
        let folderSet = Set(inventory.folders)
        for package in inventory.packages {
            for target in package.targets where target.kind == .regular || target.kind == .executable {
                let manifest = join(package.folder, "Package.swift")
                result.append(candidate(target.name, package.folder(of: target), Evidence(
                    file: manifest, line: target.line, detail: "SwiftPM \(target.kind == .executable ? "executable " : "")target \(target.name)")))
            }
        }
        for project in inventory.xcodeProjects {
            for target in project.targets where target.kind == .application || target.kind == .framework {
                guard let folder = project.folder(of: target, among: folderSet) else { continue }
                result.append(candidate(target.name, folder, Evidence(
                    file: join(project.path, "project.pbxproj"), detail: "Xcode \(target.kind == .application ? "app" : "framework") target \(target.name)")))
            }
        }
        // No target whose folder adopt can find: the folder holding the `@main` App, named after the only Xcode app
        // target when there is one (its module), else after the folder.
        if result.isEmpty, let app = inventory.types.first(where: \.isApp), let top = app.file.split(separator: "/").first,
           app.file.contains("/") {
            let apps = inventory.xcodeProjects.flatMap(\.targets).filter { $0.kind == .application }
            let name = apps.count == 1 ? apps[0].name : String(top)
            result.append(candidate(name, String(top), Evidence(file: app.file, line: app.line, detail: "the folder of @main \(app.name)")))
        }
        return result.filter { $0.files > 0 }
    }

    private func candidate(_ name: String, _ folder: String, _ origin: Evidence) -> Candidate {
        let types = inventory.types(in: inventory.files(under: folder))
        return Candidate(
            name: name, folder: folder, origin: origin, views: types.filter(\.isView).count,
            viewModels: types.filter(\.isViewModel).count, hasApp: types.contains(where: \.isApp),
            files: inventory.files(under: folder).count
        )
    }

    func infer(module override: String?) -> Findings {
        let all = candidates()
        guard let best = all.max(by: { ($0.score, $0.files) < ($1.score, $1.files) }) else {
            return Findings(questions: [Question(
                key: "sources",
                question: "which folder holds the app's code? Adopt found no SwiftPM target or Xcode app target with Swift files in a folder of its own",
                suggestion: ["sources: App", "module: App"]
            )])
        }
        let module = override ?? Self.moduleName(best.name)
        var findings = Findings(inferences: [
            Inference(
                key: "module", value: module,
                reason: override == nil ? "\(best.origin.detail): \(counted(best.views, "view")), \(counted(best.viewModels, "view model"))\(best.hasApp ? ", the App it starts from" : "")"
                    : "given with --module", evidence: [best.origin]
            ),
            Inference(key: "sources", value: best.folder, reason: "\(counted(best.files, "Swift file")) in \(best.folder)/", evidence: [best.origin]),
        ])
        let others = all.filter { $0 != best && $0.files > 0 }
        // Screens in several modules (a module per feature): which one a new feature belongs to is the person's call.
        let withScreens = others.filter { $0.views + $0.viewModels > 0 }
        if override == nil, !withScreens.isEmpty {
            let list = withScreens.prefix(4).map { "\($0.name) (\($0.folder))" }.joined(separator: ", ")
            findings.questions.append(Question(
                key: "module",
                question: "which module does a new feature go into? Screens are in \(withScreens.count + 1) modules: \(best.name) (chosen, "
                    + "the most) and \(list)\(withScreens.count > 4 ? ", …" : ""); set `module` and `sources` to the one new features belong to",
                suggestion: ["module: \(withScreens[0].name)", "sources: \(withScreens[0].folder)"]
            ))
        }
        if !others.isEmpty {
            let list = others.prefix(6).map { "\($0.name) (\($0.folder))" }.joined(separator: ", ")
            findings.observations.append(
                "the app's code is in \(all.count) modules; features go into \(best.name) only (types internal, importing no other module "
                    + "of the app): \(list) are read for names but not written to"
            )
        }
        return findings
    }

    /// A target name as a Swift module name: what is not a letter, digit or `_` becomes `_` (Xcode's rule).
    static func moduleName(_ target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = name.first, first.isNumber { name = "_" + name }
        return name.isEmpty ? "App" : name
    }
}
