/// A layout override must name one Swift file inside the source or test root; every problem of a pattern is listed.
enum LayoutPatternCheck {
    static func problems(with pattern: String, kind: ArtifactKind) -> [ConfigProblem] {
        let example = "for example \"\(Layout.layered.patterns[kind] ?? "{sourceRoot}/{name}.swift")\""
        var problems: [ConfigProblem] = []
        if !pattern.hasPrefix("{sourceRoot}/") && !pattern.hasPrefix("{testRoot}/") {
            problems.append(ConfigProblem(
                message: "the layout pattern `\(pattern)` must start with `{sourceRoot}/` or `{testRoot}/`",
                hint: "files go inside the source or test root; \(example)"
            ))
        }
        if !pattern.hasSuffix(".swift") {
            problems.append(ConfigProblem(
                message: "the layout pattern `\(pattern)` must end in `.swift`", hint: "each pattern names one Swift file; \(example)"
            ))
        }
        if !pattern.contains("{name}") {
            problems.append(ConfigProblem(
                message: "the layout pattern `\(pattern)` does not contain `{name}`",
                hint: "without the type name every artifact of this kind would go to the same file; \(example)"
            ))
        }
        if pattern.split(separator: "/").contains("..") {
            problems.append(ConfigProblem(
                message: "the layout pattern `\(pattern)` leaves its root through `..`", hint: "name folders inside the root; \(example)"
            ))
        }
        problems += placeholderProblems(in: pattern)
        return problems
    }

    /// Placeholders that are unknown or not closed; text outside braces is taken literally.
    private static func placeholderProblems(in pattern: String) -> [ConfigProblem] {
        let valid = "valid placeholders: " + ConfigSchema.placeholders.joined(separator: ", ")
        var problems: [ConfigProblem] = []
        var rest = pattern[...]
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
                let brace = rest[open]
                problems.append(ConfigProblem(
                    message: "the layout pattern `\(pattern)` has a `\(brace)` without its `\(brace == "{" ? "}" : "{")`",
                    hint: valid
                ))
                return problems
            }
            let placeholder = String(rest[open...close])
            if !ConfigSchema.placeholders.contains(placeholder) {
                problems.append(ConfigProblem(
                    message: "the layout pattern `\(pattern)` has the unknown placeholder `\(placeholder)`",
                    hint: Suggestion.hint(for: placeholder, among: ConfigSchema.placeholders, listing: "valid placeholders")
                ))
            }
            rest = rest[rest.index(after: close)...]
        }
        return problems
    }
}
