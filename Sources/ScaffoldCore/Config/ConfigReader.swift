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
        var sources: [String]?
        var tests: String?
        var layout: [ArtifactKind: String] = [:]
        var style = StyleOverrides()
        var mocks: MocksDraft?
        var isolation: Isolation?
        var project: ProjectKind?
        var check = CheckSettings()
        var persistence: Persistence?
        var adopted: Bool?
        var compositionRoot: (root: ExistingApp.DeclaredType?, property: String?) = (nil, nil)
        var rootView: ExistingApp.DeclaredType?
        var remote: RemoteSettings?
        for entry in entries {
            switch entry.key {
            case "preset": presetName = readPreset(entry.value)
            case "module": module = readModule(entry.value)
            case "sources": sources = readSourceFolders(entry.value)
            case "tests": tests = readFolder(entry.value, role: "test root")
            case "layout": layout = readLayout(entry.value)
            case "style": style = readStyle(entry.value)
            case "mocks": mocks = readMocks(entry.value)
            case "isolation": isolation = readChoice(entry.value)
            case "project": project = readChoice(entry.value)
            case "check": check = readCheck(entry.value)
            case "persistence": persistence = readChoice(entry.value)
            case "adopted": adopted = readFlag(entry.value)
            case "compositionRoot": compositionRoot = readCompositionRoot(entry.value)
            case "rootView": rootView = readRootView(entry.value)
            case "remote": remote = readRemote(entry.value)
            default: root.reportUnknownKey(entry, known: ConfigSchema.topLevelKeys, into: &diagnostics)
            }
        }
        if !entries.contains(where: { $0.key == "preset" }) {
            diagnostics.error(
                "\(ProjectConfig.fileName) names no preset", at: root.location, keyPath: "preset",
                hint: "add `preset: NAME`; \(ConfigSchema.presetList)"
            )
        }
        checkNamePatterns(style, presetName: presetName, in: root)
        guard !diagnostics.hasErrors, let presetName else { return nil }
        // A composition root or root view of the app's own makes it adopted even without `adopted: true`.
        let existingApp = adopted == true || compositionRoot.root != nil || rootView != nil
            ? ExistingApp(compositionRoot: compositionRoot.root, rootProperty: compositionRoot.property, rootView: rootView) : nil
        let roots = ProjectRoots(module: module ?? ProjectConfig.defaultModule, sources: sources?.first, tests: tests)
        let defaults = MocksSettings(defaultsFor: roots)
        var config = ProjectConfig(
            presetName: presetName, module: roots.module, roots: roots, layoutOverrides: layout, styleOverrides: style,
            mocks: MocksSettings(
                sources: mocks?.sources ?? defaults.sources, output: mocks?.output ?? defaults.output,
                annotation: mocks?.annotation ?? defaults.annotation,
                markers: mocks?.markers ?? defaults.markers, markerName: mocks?.markerName ?? defaults.markerName,
                modules: mocks?.modules ?? [], flavor: mocks?.flavor ?? .mockolo, dropProtocolSuffix: mocks?.dropProtocolSuffix
            ),
            isolation: isolation ?? .nonisolated, project: project,
            check: check, persistence: persistence, existingApp: existingApp, sourceFolders: sources, remote: remote
        )
        config.namesTestFolder = tests != nil || existingApp == nil
        return config
    }

    /// `adopted: true`.
    private mutating func readFlag(_ node: ConfigNode) -> Bool? {
        guard let text = node.text("write `true` or `false`", into: &diagnostics) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            node.report("`\(node.keyPath)` must be `true` or `false`, found `\(text)`", hint: "write `adopted: true`", into: &diagnostics)
            return nil
        }
    }

    /// Protocol and implementation patterns must give two names: the implementation conforms to the protocol.
    private mutating func checkNamePatterns(_ style: StyleOverrides, presetName: String?, in root: ConfigNode) {
        guard style.protocolPattern != nil || style.implementationPattern != nil,
              let preset = presetName.flatMap(Preset.named) else { return }
        let resolved = style.applied(to: preset.style)
        let example = "WalletRepository"
        if resolved.protocolName(example) == resolved.implementationName(example) {
            diagnostics.error(
                "`style.protocolName` and `style.implementationName` give the same name (`\(resolved.protocolName(example))`)",
                at: root.location, keyPath: "style",
                hint: "make one of them differ, e.g. `protocolName: \"{name}\"` with `implementationName: \"{name}Impl\"`"
            )
        }
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

    /// `sources: Sources/App`, `sources: .` (the whole repository: every package's targets), or a list of folders.
    /// The first is where generated code goes.
    private mutating func readSourceFolders(_ node: ConfigNode) -> [String]? {
        guard case .sequence(let sequence) = node.node else { return readFolder(node, role: "source root", allowRoot: true).map { [$0] } }
        let hint = "write a folder, `.` for the whole repository, or a list of folders such as `sources: [Domain/Sources, Data/Sources]`"
        if sequence.isEmpty {
            node.report("`\(node.keyPath)` is an empty list", hint: hint, into: &diagnostics)
            return nil
        }
        guard let entries = node.textList(hint, into: &diagnostics) else { return nil }
        let folders = entries.compactMap { readFolder($0.node, role: "source root", allowRoot: true) }
        return folders.count == entries.count ? folders : nil
    }

    /// A folder inside the project, normalized (`./Sources/App/` → `Sources/App`); with `allowRoot`, `.` is the root.
    mutating func readFolder(_ node: ConfigNode, role: String, allowRoot: Bool = false) -> String? {
        let hint = "write a folder relative to the project root, such as `Sources/App`"
        guard let path = node.text(hint, into: &diagnostics) else { return nil }
        switch RelativePathCheck.normalized(path, role: role, allowRoot: allowRoot) {
        case .success(let normalized): return normalized
        case .failure(let problem):
            node.report(problem.message, hint: problem.hint, into: &diagnostics)
            return nil
        }
    }
}
