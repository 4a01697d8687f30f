import ScaffoldCore

/// Every type a run would declare, read from the files it would write rather than listed by artifact: a feature's own
/// types, and the composition root's, the home screen's, the shared protocols' and support types' it would create
/// with them (`AppDependencies.swift` declares `HomeView` too). A file written only where it is missing (created once,
/// or a root scaffold inserts into) counts only where it is missing; a regenerated one always. Read with
/// `SwiftNames`, so the feature path needs no parser.
public enum ChangeSetTypes {
    /// `exists` says whether a root-relative path holds a file now.
    public static func planned(_ changes: ChangeSet, plans: [Plan], exists: (String) -> Bool) -> [PlannedType] {
        let known = Dictionary(plans.flatMap(\.plannedTypes).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let artifacts = Dictionary(plans.flatMap(\.artifacts).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [PlannedType] = []
        var seen: Set<String> = []
        for file in changes.files where file.path.hasSuffix(".swift") {
            if file.mode != .regenerate && exists(file.path) { continue }
            for name in SwiftNames(file.contents).topLevelTypes.sorted() where seen.insert(name).inserted {
                result.append(known[name] ?? described(name, path: file.path, kind: artifacts[file.path]?.kind))
            }
        }
        return result
    }

    /// A type no feature names: what the file it is in is, and what keeps scaffold from writing it.
    private static func described(_ name: String, path: String, kind: ArtifactKind?) -> PlannedType {
        switch kind {
        case .compositionRoot?, .appEntry?:
            return PlannedType(name: name, role: "part of the preset's composition root and first screen", path: path, keys: [appRootKey])
        case .support?:
            return PlannedType(name: name, role: "a protocol the preset's types conform to", path: path, keys: ["layout.support", "preset"])
        default:
            return PlannedType(name: name, role: "a type of \(path)", path: path, keys: [])
        }
    }

    /// The key naming an app's own root: with it, scaffold writes no root or home screen of its own.
    public static let appRootKey = "adopted"
}
