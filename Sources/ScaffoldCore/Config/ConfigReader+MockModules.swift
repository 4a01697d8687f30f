/// `mocks.modules`: a project with several modules, each mapping its source folders to its test target's mocks.
extension ConfigReader {
    /// ```yaml
    /// mocks:
    ///   modules:
    ///     - { module: Core, sources: [Sources/Core], output: Tests/CoreTests/Mocks }
    ///     - { module: App, sources: [Sources/App], output: Tests/AppTests/Mocks }
    /// ```
    /// Nil after reporting a problem; every entry needs all three keys.
    mutating func readMockModules(_ node: ConfigNode) -> [MockModuleSettings]? {
        let hint = "list the modules as `- { module: Core, sources: [Sources/Core], output: Tests/CoreTests/Mocks }`"
        guard case .sequence(let sequence) = node.node, !sequence.isEmpty else {
            node.report("`\(node.keyPath)` must be a non-empty list of modules", hint: hint, into: &diagnostics)
            return nil
        }
        var modules: [MockModuleSettings] = []
        var failed = false
        for (index, element) in sequence.enumerated() {
            let item = node.element(element, at: index)
            var module: String?, sources: [String]?, output: String?
            let isMapping = readKeys(of: item, hint: hint, known: ConfigSchema.mockModuleKeys) { reader, entry in
                switch entry.key {
                case "module": module = reader.readModuleName(entry.value)
                case "sources": sources = reader.readFolderList(entry.value)
                case "output": output = reader.readFolder(entry.value, role: "mock output folder")
                default: return false
                }
                return true
            }
            guard isMapping else { failed = true; continue }
            guard let module, let sources, let output else {
                item.report("`\(item.keyPath)` needs `module`, `sources` and `output`", hint: hint, into: &diagnostics)
                failed = true
                continue
            }
            modules.append(MockModuleSettings(module: module, sources: sources, output: output))
        }
        return failed ? nil : modules
    }

    private mutating func readModuleName(_ node: ConfigNode) -> String? {
        guard let name = node.text("write the module's name, such as `module: Core`", into: &diagnostics) else { return nil }
        if let problem = ModuleNameCheck.problem(with: name) {
            node.report(problem.message, hint: problem.hint, into: &diagnostics)
            return nil
        }
        return name
    }
}
