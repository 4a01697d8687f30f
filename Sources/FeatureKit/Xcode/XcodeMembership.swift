import ScaffoldCore

/// An adopted app whose Xcode project lists its files one by one (no `PBXFileSystemSynchronizedRootGroup`, as before
/// Xcode 16) compiles none of the files `feature` creates until they are added to it: so the run adds them itself.
/// Each new Swift file gets a file reference in the group of its folder (groups made for new folders, `path =` the
/// folder's name as Xcode writes them) and a build file in the Sources phase of the one target that compiles that
/// folder's files (the nearest folder up that any target compiles; at the project's top, the app target, or the unit
/// test target for a test, which stays out where there is none; the app where the others compiling the folder are its
/// extensions). A file already compiled
/// by a target is left alone, so a second run adds nothing. A shape that cannot be edited safely (several targets
/// compiling the folder, several groups for it, no Sources phase, a file listed but compiled by no target, a project it
/// cannot read) is refused before anything is written.
public enum XcodeMembership {
    /// A classic project of the app: the folder holding its `.xcodeproj` and its `project.pbxproj`, root-relative.
    public struct Project: Sendable, Hashable {
        public var folder: String
        public var file: String
        public var text: String

        /// It lists its files (it has targets, and no folder synchronized with one).
        public var listsFiles: Bool {
            text.contains("isa = PBXNativeTarget") && !text.contains("PBXFileSystemSynchronizedRootGroup")
        }
    }

    /// The change set with each classic project that must list a Swift file the run writes edited in place.
    static func adding(to changeSet: ChangeSet, projects: [Project]) throws(ScaffoldError) -> ChangeSet {
        let swiftFiles = changeSet.files.filter { $0.path.hasSuffix(".swift") && $0.mode != .insertBetweenMarkers }.map(\.path)
        return try editing(changeSet, projects: projects, paths: swiftFiles) { project, files throws(ScaffoldError) in
            try edit(project.text, file: project.file, adding: files)
        }
    }

    /// `changeSet` with each classic project holding any of `paths` edited in place, for `adding` and `removing`:
    /// `edit` is given the project and its paths, relative to its folder, and returns its new text (nil: unchanged).
    /// A path goes to the project with the deepest folder holding it.
    static func editing(
        _ changeSet: ChangeSet, projects: [Project], paths: [String], edit: (Project, [String]) throws(ScaffoldError) -> String?
    ) throws(ScaffoldError) -> ChangeSet {
        var edited: [GeneratedFile] = []
        for project in projects where project.listsFiles {
            let mine = paths.compactMap { path -> String? in
                guard let relative = relative(path, in: project.folder), !relative.isEmpty else { return nil }
                let deeper = projects.contains { other in
                    other.folder.count > project.folder.count && other.listsFiles && Self.relative(path, in: other.folder) != nil
                }
                return deeper ? nil : relative
            }
            guard !mine.isEmpty, let text = try edit(project, mine) else { continue }
            var file = GeneratedFile(path: project.file, contents: text, mode: .editInPlace)
            file.editedFrom = ContentHash.hex(Array(project.text.utf8))
            edited.append(file)
        }
        guard !edited.isEmpty else { return changeSet }
        var result = ChangeSet(files: changeSet.files + edited, deletions: changeSet.deletions, group: changeSet.group)
        result.companionGroups = changeSet.companionGroups
        return result
    }

    /// `path` relative to `folder`, nil when it is not inside it.
    static func relative(_ path: String, in folder: String) -> String? {
        if folder.isEmpty { return path }
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil
    }

    /// The project's text with `files` (relative to its folder) added; nil when every one is compiled already.
    static func edit(_ text: String, file: String, adding files: [String]) throws(ScaffoldError) -> String? {
        let document: PBXDocument
        do throws(PBXDocument.Unreadable) {
            document = try PBXDocument(text: text)
        } catch {
            throw refusal(file, "cannot read the project: \(error.reason)", hint: "open it in Xcode once (it rewrites the file), then run again")
        }
        let layout = PBXLayout(document)
        var ids = IDs(taken: Set(document.objects.keys))
        var edit = PBXEdit(document)
        var newGroups: [String: (id: String, children: [(id: String, name: String)])] = [:]
        var newGroupOrder: [String] = []
        var changed = false
        do {
            for path in files.sorted() {
                let name = String(path.split(separator: "/").last ?? Substring(path))
                let folder = parent(path)
                if let reference = layout.filePaths.first(where: { $0.value == path })?.key {
                    if !(layout.builtBy[reference] ?? []).isEmpty { continue }
                    throw refusal(file, "\(path) is in the project already, but no target compiles it",
                                  hint: "add it to the app's target in Xcode (File inspector ▸ Target Membership), then run again")
                }
                // A test with no test target to join stays out of the project (`UntargetedTestsNote` says where it went).
                guard let target = try self.target(for: path, in: layout, file: file) else { continue }
                guard let phase = target.sourcesPhase else {
                    throw refusal(file, "target \(target.name) has no Sources build phase to add \(name) to",
                                  hint: "add a Compile Sources phase to \(target.name) in Xcode, then run again")
                }
                let reference = ids.make("file \(path)")
                try edit.addFileReference(reference, name: name)
                let buildFile = ids.make("build \(target.name) \(path)")
                try edit.addBuildFile(buildFile, reference: reference, name: name)
                try edit.append(buildFile, comment: "\(name) in Sources", to: phase, list: "files")
                // The group of the folder: an existing one, or one made for it (and for each missing folder above it).
                if let existing = try group(at: folder, in: layout, file: file) {
                    try edit.append(reference, comment: name, to: existing, list: "children")
                } else {
                    var missing = [folder]
                    while newGroups[missing[0]] == nil, try group(at: parent(missing[0]), in: layout, file: file) == nil {
                        guard !missing[0].isEmpty else { throw PBXDocument.Unreadable(reason: "no group holds \(path)") }
                        missing.insert(parent(missing[0]), at: 0)
                    }
                    for created in missing where newGroups[created] == nil {
                        let id = ids.make("group \(created)")
                        newGroups[created] = (id, [])
                        newGroupOrder.append(created)
                        let above = parent(created), named = String(created.split(separator: "/").last ?? "")
                        if newGroups[above] != nil {
                            newGroups[above]?.children.append((id, named))
                        } else if let existing = try group(at: above, in: layout, file: file) {
                            try edit.append(id, comment: named, to: existing, list: "children")
                        }
                    }
                    newGroups[folder]?.children.append((reference, name))
                }
                changed = true
            }
            for folder in newGroupOrder {
                guard let group = newGroups[folder] else { continue }
                try edit.addGroup(group.id, folder: String(folder.split(separator: "/").last ?? ""), children: group.children)
            }
        } catch let error as ScaffoldError {
            throw error
        } catch {
            let reason = (error as? PBXDocument.Unreadable)?.reason ?? "\(error)"
            throw refusal(file, "cannot edit the project: \(reason)", hint: "add the new files to the target in Xcode")
        }
        return changed ? edit.text() : nil
    }

    /// The target that compiles the files of the nearest folder up from `path`'s that any target compiles; at the
    /// project's top, the one application target (unit test target for a file named `…Tests.swift` or in a `…Tests`
    /// folder). App extensions compiling the folder beside the one app leave it the app's (`appAmongExtensions`).
    /// Nil for a test when the project has no unit test target at all.
    private static func target(for path: String, in layout: PBXLayout, file: String) throws(ScaffoldError) -> PBXLayout.Target? {
        var folder = parent(path)
        while !folder.isEmpty {
            var names = layout.targetsBuilding(under: folder)
            if names.count > 1, let app = appAmongExtensions(names, in: layout) { names = [app] }
            if names.count > 1 {
                throw refusal(file, "several targets compile the files of \(folder) (\(names.sorted().joined(separator: ", "))): "
                              + "scaffold cannot tell which one \(path) belongs to",
                              hint: "add it to its target in Xcode, or keep each target's files in folders of their own")
            }
            if let name = names.first, let target = layout.targets.first(where: { $0.name == name }) { return target }
            folder = parent(folder)
        }
        let isTest = path.split(separator: "/").contains { $0.hasSuffix("Tests") || $0.hasSuffix("Tests.swift") }
        let kind = isTest ? "com.apple.product-type.bundle.unit-test" : "com.apple.product-type.application"
        let candidates = layout.targets.filter { $0.productType == kind }
        if isTest && candidates.isEmpty { return nil }
        guard candidates.count == 1, let target = candidates.first else {
            throw refusal(file, "no folder above \(path) is compiled by a target, and the project has \(candidates.count) "
                          + (isTest ? "unit test" : "application") + " targets to choose from",
                          hint: "add it to its target in Xcode")
        }
        return target
    }

    /// The one application target among `names` when every other one is an app extension (a widget, an intent, a
    /// watch extension): an app's extensions often compile some of its shared files, and a feature's screens belong to
    /// the app, which no extension's code can reach. A unit test or second app target compiling the folder keeps it
    /// ambiguous.
    private static func appAmongExtensions(_ names: Set<String>, in layout: PBXLayout) -> String? {
        let targets = layout.targets.filter { names.contains($0.name) }
        let apps = targets.filter { $0.productType == "com.apple.product-type.application" }
        guard apps.count == 1, let app = apps.first,
              targets.allSatisfy({ $0.name == app.name || $0.productType.contains("extension") }) else { return nil }
        return app.name
    }

    /// The group that is `folder` (one with a `path` of its own, or the main group); nil when there is none. Several
    /// are refused: scaffold cannot tell which one a person would add to.
    private static func group(at folder: String, in layout: PBXLayout, file: String) throws(ScaffoldError) -> String? {
        let main = layout.document.objects[layout.document.rootObject]?["mainGroup"]
        let groups = layout.groups(at: folder).filter { $0 == main || layout.document.objects[$0]?["path"] != nil }
        if groups.count > 1 {
            throw refusal(file, "several groups of the project are the folder \(folder.isEmpty ? "." : folder)",
                          hint: "keep one group per folder in Xcode, or add the new files there yourself")
        }
        return groups.first
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    private static func refusal(_ file: String, _ message: String, hint: String) -> ScaffoldError {
        .uneditableRoot([Diagnostic(.error, message, at: SourceLocation(file: file, line: 1, column: 1), hint: hint)])
    }

    /// Object IDs derived from what they are (`XcodeObjectID`), so a dry run and the run after it agree, and never one
    /// the project has or this edit gave out.
    private struct IDs {
        var taken: Set<String>

        mutating func make(_ name: String) -> String {
            var attempt = 0
            while true {
                let id = XcodeObjectID.make(attempt == 0 ? "membership \(name)" : "membership \(name) #\(attempt)")
                if taken.insert(id).inserted { return id }
                attempt += 1
            }
        }
    }
}
