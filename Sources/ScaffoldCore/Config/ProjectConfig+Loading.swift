import Foundation

extension ProjectConfig {
    /// Parses and validates a configuration; throws `.invalidConfiguration` listing every problem found.
    public static func load(contents: Data, path: String) throws(ScaffoldError) -> ProjectConfig {
        var diagnostics = DiagnosticCollector()
        guard let root = YAMLLoader.load(contents, path: path, as: .configuration, into: &diagnostics) else {
            throw .invalidConfiguration(diagnostics.diagnostics)
        }
        var reader = ConfigReader()
        guard let config = reader.read(ConfigNode(root, file: path)) else {
            throw .invalidConfiguration(reader.diagnostics.diagnostics)
        }
        return config
    }

    /// The configuration in `root`, or nil when the folder has no `.scaffold.yml`.
    public static func load(root: URL) throws(ScaffoldError) -> ProjectConfig? {
        let path = root.appending(path: fileName).path(percentEncoded: false)
        switch FileSystem.kind(of: path) {
        case .missing: return nil
        case .other: throw .unreadableInput(path: path, reason: "it is not a regular file")
        case .file, .directory, .symlink: break
        }
        if FileSystem.isFolder(path) { throw .unreadableInput(path: path, reason: "it is a folder") }
        let data: Data
        do { data = try FileSystem.read(path) } catch { throw .unreadableInput(path: path, reason: error.reason) }
        return try load(contents: data, path: path)
    }

    /// The nearest project upward from `start` (as `ProjectLocator` finds it) with its configuration, or nil outside any.
    public static func find(startingAt start: URL) throws(ScaffoldError) -> (root: URL, config: ProjectConfig)? {
        guard let root = ProjectLocator.findRoot(startingAt: start), let config = try load(root: root) else { return nil }
        return (root, config)
    }

    /// Problems with a preset name and module given on the command line (`scaffold init`), in the words `load` uses.
    public static func problems(presetName: String, module: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        if let problem = ConfigSchema.presetProblem(presetName) {
            problems.append(Diagnostic(.error, problem.message, keyPath: "preset", hint: problem.hint))
        }
        if let problem = ModuleNameCheck.problem(with: module) {
            problems.append(Diagnostic(.error, problem.message, keyPath: "module", hint: problem.hint))
        }
        return problems
    }
}
