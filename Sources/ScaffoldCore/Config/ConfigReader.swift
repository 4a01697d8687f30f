import Yams

/// Reads the configuration's node tree into a `ProjectConfig`, reporting every problem rather than the first.
struct ConfigReader {
    var diagnostics = DiagnosticCollector()

    /// The configuration, or nil when any error was reported.
    mutating func read(_ root: ConfigNode) -> ProjectConfig? {
        let hint = "start with `preset: NAME` (\(ConfigSchema.presetList)); `scaffold init` writes a complete file"
        var presetName: String?
        var namesPreset = false
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
        let isMapping = readKeys(of: root, hint: hint, known: ConfigSchema.topLevelKeys) { reader, entry in
            switch entry.key {
            case "preset":
                presetName = reader.readPreset(entry.value)
                namesPreset = true
            case "module": module = reader.readModule(entry.value)
            case "sources": sources = reader.readSourceFolders(entry.value)
            case "tests": tests = reader.readFolder(entry.value, role: "test root")
            case "layout": layout = reader.readLayout(entry.value)
            case "style": style = reader.readStyle(entry.value)
            case "mocks": mocks = reader.readMocks(entry.value)
            case "isolation": isolation = reader.readChoice(entry.value)
            case "project": project = reader.readChoice(entry.value)
            case "check": check = reader.readCheck(entry.value)
            case "persistence": persistence = reader.readChoice(entry.value)
            case "adopted": adopted = reader.readFlag(entry.value)
            case "compositionRoot": compositionRoot = reader.readCompositionRoot(entry.value)
            case "rootView": rootView = reader.readRootView(entry.value)
            case "remote": remote = reader.readRemote(entry.value)
            default: return false
            }
            return true
        }
        guard isMapping else { return nil }
        if !namesPreset {
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
        let defaults = MocksSettings(defaultsFor: roots, layout: (Preset.named(presetName) ?? .layered).layout.overriding(layout))
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

    /// The entries of a mapping section, each handed to `read`, which returns false for a key it does not know: that
    /// key is reported with the `known` ones, in the entries' order. False when the section is no mapping (reported
    /// with `hint`).
    @discardableResult
    mutating func readKeys(
        of section: ConfigNode, hint: String, known: [String], _ read: (inout ConfigReader, ConfigNode.Entry) -> Bool
    ) -> Bool {
        guard let entries = section.entries(hint, into: &diagnostics) else { return false }
        for entry in entries where !read(&self, entry) {
            section.reportUnknownKey(entry, known: known, into: &diagnostics)
        }
        return true
    }

    /// A mapping section read into a value that starts as `value` (its defaults): each entry is handed to `read` with
    /// the value to fill, as `readKeys` hands them. The defaults stay where the section is no mapping (reported).
    mutating func readSection<Value>(
        _ section: ConfigNode, hint: String, known: [String], into value: Value,
        _ read: (inout ConfigReader, ConfigNode.Entry, inout Value) -> Bool
    ) -> Value {
        var value = value
        readKeys(of: section, hint: hint, known: known) { reader, entry in read(&reader, entry, &value) }
        return value
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
