extension ProjectConfig {
    /// YAML text for `scaffold init` to write: the preset and roots set, every other setting present but
    /// commented out with the preset's own value, so uncommenting a line is the way to override it.
    /// `isolation` is always written; `project` when given; `persistence` as given, or commented out; `remote:` with
    /// its base URL when `apiBaseURL` is given (`init --api-base-url`), its other keys commented out. Deterministic,
    /// and `load` reads it back as `ProjectConfig(presetName:module:isolation:project:persistence:remote:)`.
    public static func render(
        presetName: String, module: String, isolation: Isolation = .nonisolated, project: ProjectKind? = nil,
        persistence: Persistence? = nil, apiBaseURL: String? = nil
    ) -> String {
        let config = ProjectConfig(presetName: presetName, module: module)
        let preset = config.resolvedPreset()
        var lines = [
            "# scaffold project configuration. Every scaffold command finds this file by walking up from the",
            "# working directory; paths are relative to the folder that holds it.",
            "",
            "# The architecture; \(ConfigSchema.presetList).",
            "preset: \(YAMLScalar.text(presetName))",
            "# The app's Swift module, and where its sources and tests live.",
            "module: \(YAMLScalar.text(module))",
            "sources: \(YAMLScalar.text(config.roots.sources))",
            "tests: \(YAMLScalar.text(config.roots.tests))",
            "",
            "# How declarations are isolated when they say nothing: nonisolated (Swift 6's default) or mainActor",
            "# (Xcode 26's approachable concurrency). Package.swift and the Xcode project were written with it:",
            "# change them together.",
            "isolation: \(isolation.rawValue)",
        ]
        if let project {
            lines += [
                "# The Xcode project scaffold init wrote: \(ProjectKind.allCases.map(\.rawValue).joined(separator: ", ")).",
                "project: \(project.rawValue)",
            ]
        }
        // Unset, it is still listed: a key a user cannot see is a key a user never finds.
        lines += [
            "# Where features keep their entities unless their spec or --persistence says otherwise: "
                + Persistence.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        ]
        lines += persistence.map { ["persistence: \($0.rawValue)"] }
            ?? ["# Unset, each preset keeps its own store (mvvm: UserDefaults; the others: in memory, lost on relaunch).",
                "# persistence: json"]
        if let apiBaseURL {
            lines += [
                "",
                "# The server of the features that keep their records there (`remote:` in a spec, `feature --remote`,",
                "# `feature --openapi`); a feature's own `remote.baseURL` wins, and the app's API_BASE_URL at launch over both.",
                "remote:",
                "  baseURL: \(YAMLScalar.text(apiBaseURL))",
            ]
            lines += aligned([
                setting("keyStyle", RemoteKeyStyle.camelCase),
                setting("dates", RemoteDateEncoding.iso8601),
            ])
        }
        lines += [
            "",
            "# Where each kind of file goes. Uncomment a line and edit it to override the preset.",
            "# Placeholders: " + ConfigSchema.placeholders.joined(separator: " "),
            "layout:",
        ]
        lines += ArtifactKind.allCases.filter { !$0.isRemoteOnly }.compactMap { kind in
            preset.layout.patterns[kind].map { "  # \(kind.rawValue): \(YAMLScalar.text($0))" }
        }
        lines += [
            "",
            "# The preset's style. Uncomment a line and change the value to override it.",
            "style:",
        ]
        lines += aligned([
            setting("observation", preset.style.observation),
            setting("state", preset.style.state),
            setting("naming", preset.style.naming),
            setting("tests", preset.style.tests),
        ])
        lines += [
            "",
            "# `scaffold mocks`: the folders searched for protocols marked with the annotation, and where mocks go.",
            "mocks:",
            "  # sources: [" + config.mocks.sources.map(YAMLScalar.text).joined(separator: ", ") + "]",
            "  # output: \(YAMLScalar.text(config.mocks.output))",
            "  # annotation: \(YAMLScalar.text(config.mocks.annotation))",
            "  # markers: [" + config.mocks.markers.map(\.rawValue).joined(separator: ", ") + "]   # which marks select a protocol",
            "  # markerName: \(YAMLScalar.text(config.mocks.markerName))   # in `// sourcery: …` and the marker protocol",
            "  # flavor: \(config.mocks.flavor.rawValue)   # whose member names: "
                + MockAPIFlavor.allCases.map(\.rawValue).joined(separator: " | "),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `observation: observable` with its alternatives, for a style line.
    private static func setting<Choice: RawRepresentable & CaseIterable>(_ key: String, _ value: Choice) -> (String, String)
    where Choice.RawValue == String {
        ("  # \(key): \(value.rawValue)", Choice.allCases.map(\.rawValue).joined(separator: " | "))
    }

    /// Lines with their trailing comments in one column.
    private static func aligned(_ rows: [(text: String, comment: String)]) -> [String] {
        let width = rows.map(\.text.count).max() ?? 0
        return rows.map { $0.text.padding(toLength: width + 3, withPad: " ", startingAt: 0) + "# " + $0.comment }
    }
}
