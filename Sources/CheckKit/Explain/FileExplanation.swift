/// How `check` read one file (`scaffold check --explain`): its layer and why, and each type's role and why; or why
/// it was not checked. What tells "clean" from "not understood".
public struct FileExplanation: Codable, Hashable, Sendable {
    /// Root-relative path.
    public var path: String
    /// False for a file that is found but not read (a test, a manifest, an excluded path).
    public var checked: Bool
    /// `domain`, `data`, `presentation`, `app`, `tests`; nil in no layer.
    public var layer: String?
    public var layerReason: String
    public var types: [TypeExplanation]

    /// One type declaration or extension of the file.
    public struct TypeExplanation: Codable, Hashable, Sendable {
        public var line: Int
        /// `class`, `struct`, …, `extension`.
        public var kind: String
        public var name: String
        /// `viewModel`, `useCase`, … (`Role`'s raw values).
        public var role: String
        public var reason: String
    }

    /// `path: Domain (in the folder `domain`)`, then one indented line per type.
    public var rendered: String {
        guard checked else { return "\(path): not checked: \(layerReason)" }
        let placed = layer.flatMap(Layer.init(rawValue:)).map { "\($0.title) (\(layerReason))" } ?? "no layer (\(layerReason))"
        var lines = ["\(path): \(placed)"]
        for type in types {
            let role = Role(rawValue: type.role)?.title ?? type.role
            lines.append("  \(type.line): \(type.kind) \(type.name): \(role), \(type.reason)")
        }
        if types.isEmpty { lines.append("  (no types)") }
        return lines.joined(separator: "\n")
    }

    static func explain(
        checked: [PlacedFile], summaries: [FileSummary], skipped: [(place: PlacedFile, reason: String)], index: ProjectIndex
    ) -> [FileExplanation] {
        let read = zip(checked, summaries).map { place, summary in
            FileExplanation(
                path: place.path, checked: true, layer: place.layer?.rawValue, layerReason: place.layerReason,
                types: summary.types.map { type in
                    let entry = index.entry(type.name)
                    return TypeExplanation(
                        line: type.line, kind: type.kind.rawValue, name: type.name, role: (entry?.role ?? .other).rawValue,
                        reason: entry?.roleReason ?? "no role"
                    )
                }
            )
        }
        let notRead = skipped.map { place, reason in
            FileExplanation(path: place.path, checked: false, layer: place.layer?.rawValue, layerReason: reason, types: [])
        }
        return (read + notRead).sorted { $0.path < $1.path }
    }
}
