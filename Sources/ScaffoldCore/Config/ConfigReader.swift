import Yams

/// Reads the configuration's node tree into a `ProjectConfig`, reporting every problem rather than the first.
struct ConfigReader {
    var diagnostics = DiagnosticCollector()

    /// The configuration, or nil when any error was reported.
    mutating func read(_ root: ConfigNode) -> ProjectConfig? {
        let hint = "start with `preset: NAME` (\(ConfigSchema.presetList)); `scaffold init` writes a complete file"
        guard let entries = root.entries(hint, into: &diagnostics) else { return nil }
        var presetName: String?
        var module: String?
        var sources: String?
        var tests: String?
        var layout: [ArtifactKind: String] = [:]
        var style = StyleOverrides()
        var mocks: MocksDraft?
        var isolation: Isolation?
        var project: ProjectKind?
        var check = CheckSettings()
        var persistence: Persistence?
        for entry in entries {
            switch entry.key {
            case "preset": presetName = readPreset(entry.value)
            case "module": module = readModule(entry.value)
            case "sources": sources = readFolder(entry.value, role: "source root")
            case "tests": tests = readFolder(entry.value, role: "test root")
            case "layout": layout = readLayout(entry.value)
            case "style": style = readStyle(entry.value)
            case "mocks": mocks = readMocks(entry.value)
            case "isolation": isolation = readChoice(entry.value)
            case "project": project = readChoice(entry.value)
            case "check": check = readCheck(entry.value)
            case "persistence": persistence = readChoice(entry.value)
            default: root.reportUnknownKey(entry, known: ConfigSchema.topLevelKeys, into: &diagnostics)
            }
        }
        if !entries.contains(where: { $0.key == "preset" }) {
            diagnostics.error(
                "\(ProjectConfig.fileName) names no preset", at: root.location, keyPath: "preset",
                hint: "add `preset: NAME`; \(ConfigSchema.presetList)"
            )
        }
        guard !diagnostics.hasErrors, let presetName else { return nil }
        let roots = ProjectRoots(module: module ?? ProjectConfig.defaultModule, sources: sources, tests: tests)
        let defaults = MocksSettings(defaultsFor: roots)
        return ProjectConfig(
            presetName: presetName, module: roots.module, roots: roots, layoutOverrides: layout, styleOverrides: style,
            mocks: MocksSettings(
                sources: mocks?.sources ?? defaults.sources, output: mocks?.output ?? defaults.output,
                annotation: mocks?.annotation ?? defaults.annotation,
                markers: mocks?.markers ?? defaults.markers, markerName: mocks?.markerName ?? defaults.markerName,
                modules: mocks?.modules ?? [], flavor: mocks?.flavor ?? .mockolo, dropProtocolSuffix: mocks?.dropProtocolSuffix
            ),
            isolation: isolation ?? .nonisolated, project: project,
            check: check, persistence: persistence
        )
    }

    private mutating func readPreset(_ node: ConfigNode) -> String? {
        guard let name = node.text("write `preset: NAME`; \(ConfigSchema.presetList)", into: &diagnostics) else { return nil }
        if let problem = ConfigSchema.presetProblem(name) {
            node.report(problem.message, hint: problem.hint, into: &diagnostics)
            return nil
        }
        return name
    }

    private mutating func readModule(_ node: ConfigNode) -> String? {
        guard let name = node.text("write the app's module name, such as `module: App`", into: &diagnostics) else { return nil }
        if let problem = ModuleNameCheck.problem(with: name) {
            node.report(problem.message, hint: problem.hint, into: &diagnostics)
            return nil
        }
        return name
    }

    /// A folder inside the project, normalized (`./Sources/App/` → `Sources/App`).
    mutating func readFolder(_ node: ConfigNode, role: String) -> String? {
        let hint = "write a folder relative to the project root, such as `Sources/App`"
        guard let path = node.text(hint, into: &diagnostics) else { return nil }
        switch RelativePathCheck.normalized(path, role: role) {
        case .success(let normalized): return normalized
        case .failure(let problem):
            node.report(problem.message, hint: problem.hint, into: &diagnostics)
            return nil
        }
    }
}
