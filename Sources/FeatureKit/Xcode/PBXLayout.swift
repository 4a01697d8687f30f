/// Where a classic Xcode project's groups and files are on disk, and which target compiles which file: the groups
/// resolved from the main group down (`path` relative to the parent group's folder for `sourceTree = "<group>"`, to
/// the project's folder for `SOURCE_ROOT`; a group with no `path` is the parent's folder), every folder relative to
/// the folder holding the `.xcodeproj`.
struct PBXLayout {
    /// A native target and its Sources build phase (nil when it has none).
    struct Target {
        var id: String
        var name: String
        var productType: String
        var sourcesPhase: String?
    }

    let document: PBXDocument
    /// Group ID → its folder ("" for the project's folder).
    private(set) var groupFolders: [String: String] = [:]
    /// File reference ID → its path.
    private(set) var filePaths: [String: String] = [:]
    /// Child ID → parent group ID.
    private(set) var parents: [String: String] = [:]
    let targets: [Target]
    /// File reference ID → the names of the targets whose Sources phase builds it.
    private(set) var builtBy: [String: [String]] = [:]

    init(_ document: PBXDocument) {
        self.document = document
        targets = document.objects(isa: "PBXNativeTarget").map { target in
            let phase = target.fields["buildPhases"]?.strings.first { document.objects[$0]?.isa == "PBXSourcesBuildPhase" }
            return Target(id: target.id, name: target["name"] ?? target.id, productType: target["productType"] ?? "", sourcesPhase: phase)
        }
        if let main = document.objects[document.rootObject]?["mainGroup"] { visit(main, folder: "") }
        for target in targets {
            guard let phase = target.sourcesPhase.flatMap({ document.objects[$0] }) else { continue }
            for buildFile in phase.fields["files"]?.strings ?? [] {
                guard let reference = document.objects[buildFile]?["fileRef"] else { continue }
                builtBy[reference, default: []].append(target.name)
            }
        }
    }

    private mutating func visit(_ id: String, folder parentFolder: String) {
        guard let object = document.objects[id] else { return }
        let folder: String?
        switch object["sourceTree"] {
        case "<group>", nil: folder = Self.join(parentFolder, object["path"])
        case "SOURCE_ROOT": folder = Self.join("", object["path"])
        default: folder = nil
        }
        guard let folder else { return }
        if object.isa == "PBXGroup" {
            groupFolders[id] = folder
            for child in object.fields["children"]?.strings ?? [] {
                parents[child] = id
                visit(child, folder: folder)
            }
        } else if object.isa == "PBXFileReference" {
            filePaths[id] = folder
        }
    }

    /// `base/path`, with `.` and `..` folded; `base` alone when `path` is nil.
    static func join(_ base: String, _ path: String?) -> String {
        guard let path, !path.isEmpty else { return base }
        var parts = base.split(separator: "/").map(String.init)
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    /// The groups whose folder is `folder`.
    func groups(at folder: String) -> [String] {
        groupFolders.filter { $0.value == folder }.map(\.key).sorted()
    }

    /// The names of the targets that build a file in `folder` or below it.
    func targetsBuilding(under folder: String) -> Set<String> {
        var names = Set<String>()
        for (reference, path) in filePaths where folder.isEmpty || path.hasPrefix(folder + "/") {
            names.formUnion(builtBy[reference] ?? [])
        }
        return names
    }
}
