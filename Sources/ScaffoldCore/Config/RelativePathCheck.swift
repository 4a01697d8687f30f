/// Roots and mock folders are paths inside the project: relative, `/`-separated, never leaving it.
enum RelativePathCheck {
    /// The path without empty and `.` components (`./Sources/App/` → `Sources/App`), or the problem with it.
    /// With `allowRoot`, `.` (the project root itself) is a folder too.
    static func normalized(_ path: String, role: String, allowRoot: Bool = false) -> Result<String, ConfigProblem> {
        let example = "write a folder relative to the project root, such as `Sources/App`"
        if path.hasPrefix("/") || path.hasPrefix("~") || path.dropFirst().hasPrefix(":") {
            return .failure(ConfigProblem(message: "the \(role) `\(path)` is absolute", hint: example))
        }
        if path.contains("\\") {
            return .failure(ConfigProblem(message: "the \(role) `\(path)` contains `\\`", hint: "separate folders with `/`"))
        }
        let components = path.split(separator: "/").filter { $0 != "." }
        if components.contains("..") {
            return .failure(ConfigProblem(
                message: "the \(role) `\(path)` leaves the project root through `..`", hint: example
            ))
        }
        if components.isEmpty, allowRoot, path.hasPrefix(".") { return .success(".") }
        guard !components.isEmpty else {
            return .failure(ConfigProblem(message: "the \(role) `\(path)` names no folder inside the project", hint: example))
        }
        return .success(components.joined(separator: "/"))
    }
}
