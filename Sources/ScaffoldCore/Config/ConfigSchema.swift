/// The keys `.scaffold.yml` knows at each level, in the order `scaffold init` writes them.
enum ConfigSchema {
    static let topLevelKeys = [
        "preset", "module", "sources", "tests", "isolation", "project", "layout", "style", "mocks", "check", "persistence",
        "adopted", "compositionRoot", "rootView", "remote",
    ]
    /// The server the app's remote features talk to (`RemoteSettings`), and the app's own client (`HTTPClientReference`).
    static let remoteKeys = ["baseURL", "keyStyle", "dates", "client"]
    static let remoteClientKeys = ["type", "kind", "file", "method", "arguments", "request", "returns", "throws", "endpointFile", "property", "keyDecoding", "shared", "endpoint", "endpointMembers", "methodCases"]
    static let styleKeys = ["observation", "state", "naming", "tests", "protocolName", "implementationName"]
    /// The app's own composition root and root view (`ExistingApp`).
    static let compositionRootKeys = ["type", "file", "property"]
    static let rootViewKeys = ["type", "file"]
    static let mocksKeys = ["sources", "output", "annotation", "markers", "markerName", "modules", "flavor", "dropProtocolSuffix"]
    /// The keys of each entry of `mocks.modules`.
    static let mockModuleKeys = ["module", "sources", "output"]
    static let checkKeys = ["rules", "exclude", "layers", "roles"]
    static let placeholders = ["{sourceRoot}", "{testRoot}", "{feature}", "{entity}", "{name}"]

    static var presetNames: [String] { Preset.all.map(\.name) }
    static var artifactKinds: [String] { ArtifactKind.allCases.map(\.rawValue) }

    /// `valid presets: layered, features`, for hints.
    static var presetList: String { "valid presets: " + presetNames.joined(separator: ", ") }

    /// The problem with a preset name, or nil when `Preset.named` knows it.
    static func presetProblem(_ name: String) -> ConfigProblem? {
        guard Preset.named(name) == nil else { return nil }
        return ConfigProblem(
            message: "unknown preset `\(name)`",
            hint: Suggestion.hint(for: name, among: presetNames, listing: "valid presets")
        )
    }
}
