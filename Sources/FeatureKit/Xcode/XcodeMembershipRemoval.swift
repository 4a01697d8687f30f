import ScaffoldCore

/// `destroy` in an app whose Xcode project lists its files: the project no longer lists the Swift files the run
/// deletes — their build file lines, their file reference lines, their lines in a group's children and a phase's
/// files — nor a group `XcodeMembership` made for a folder (its ID is the one it derives for that folder) that is left
/// with no children. Whole lines are removed and nothing else changes, so a `feature` then its `destroy` gives back the
/// project's bytes. A file listed by several references, or named anywhere but on lines removed whole, is refused.
extension XcodeMembership {
    /// The change set with each classic project listing a file in `deleted` (root-relative: the deletions the writer
    /// will make) edited in place.
    static func removing(from changeSet: ChangeSet, projects: [Project], deleted: Set<String>) throws(ScaffoldError) -> ChangeSet {
        let swiftFiles = deleted.filter { $0.hasSuffix(".swift") }
        return try editing(changeSet, projects: projects, paths: Array(swiftFiles)) { project, files throws(ScaffoldError) in
            try edit(project.text, file: project.file, removing: files)
        }
    }

    /// The project's text without `files` (relative to its folder); nil when it lists none of them.
    static func edit(_ text: String, file: String, removing files: [String]) throws(ScaffoldError) -> String? {
        let document: PBXDocument
        do throws(PBXDocument.Unreadable) {
            document = try PBXDocument(text: text)
        } catch {
            throw removalRefusal(file, "cannot read the project: \(error.reason)")
        }
        let layout = PBXLayout(document)
        var removed = Set<String>()
        for path in files.sorted() {
            let references = layout.filePaths.filter { $0.value == path }.map(\.key)
            guard !references.isEmpty else { continue }
            guard references.count == 1, let reference = references.first else {
                throw removalRefusal(file, "several file references of the project are \(path)")
            }
            removed.insert(reference)
            for buildFile in document.objects(isa: "PBXBuildFile") where buildFile["fileRef"] == reference { removed.insert(buildFile.id) }
        }
        guard !removed.isEmpty else { return nil }
        // Groups made by `feature` for a folder, left with no children, and then their parents the same way.
        var changed = true
        while changed {
            changed = false
            for group in document.objects(isa: "PBXGroup") where !removed.contains(group.id) {
                guard let folder = layout.groupFolders[group.id], madeByMembership(group.id, folder: folder),
                      (group.fields["children"]?.strings ?? []).allSatisfy(removed.contains) else { continue }
                removed.insert(group.id)
                changed = true
            }
        }
        do throws(PBXDocument.Unreadable) {
            return try PBXEdit.removingLines(of: removed, from: document)
        } catch {
            throw removalRefusal(file, "cannot edit the project: \(error.reason)")
        }
    }

    /// The ID `XcodeMembership.edit` gives a group it makes for `folder` (or one of its next few, when that was taken).
    private static func madeByMembership(_ id: String, folder: String) -> Bool {
        (0..<8).contains { attempt in
            id == XcodeObjectID.make(attempt == 0 ? "membership group \(folder)" : "membership group \(folder) #\(attempt)")
        }
    }

    private static func removalRefusal(_ file: String, _ message: String) -> ScaffoldError {
        .uneditableRoot([Diagnostic(
            .error, message, at: SourceLocation(file: file, line: 1, column: 1),
            hint: "remove the feature's files from the project in Xcode, or run destroy after removing them there"
        )])
    }
}

extension PBXEdit {
    /// The text without the objects `ids` (a one-line object, or the lines from `ID … = {` to its `};`) and without
    /// each list line naming one (`ID /* … */,`). Refused when an ID is named anywhere else, as that is a shape whose
    /// edit is not whole lines.
    static func removingLines(of ids: Set<String>, from document: PBXDocument) throws(PBXDocument.Unreadable) -> String {
        let text = String(decoding: document.bytes, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var keep = [Bool](repeating: true, count: lines.count)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.drop { $0 == "\t" || $0 == " " }
            let first = String(trimmed.prefix { $0 != " " && $0 != "," && $0 != "\t" })
            guard ids.contains(first) else { index += 1; continue }
            let rest = trimmed.dropFirst(first.count)
            let isListItem = trimmed.hasSuffix(",") && !trimmed.contains("=")
                && (rest == "," || (rest.hasPrefix(" /* ") && rest.hasSuffix(" */,")))
            if isListItem {
                keep[index] = false
                index += 1
            } else if trimmed.contains(" = {"), trimmed.hasSuffix("};") {
                keep[index] = false
                index += 1
            } else if trimmed.hasSuffix(" = {") {
                let indent = line.prefix { $0 == "\t" || $0 == " " }
                var end = index + 1
                while end < lines.count, lines[end] != indent + "};" { end += 1 }
                guard end < lines.count else { throw PBXDocument.Unreadable(reason: "the object \(first) does not end on a line of its own") }
                for removed in index...end { keep[removed] = false }
                index = end + 1
            } else {
                throw PBXDocument.Unreadable(reason: "\(first) is named on a line that is not its own")
            }
        }
        let kept = zip(lines, keep).filter(\.1).map(\.0)
        // Every mention of an ID went with a removed line.
        let remaining = kept.joined(separator: "\n")
        for id in ids.sorted() where remaining.contains(id) {
            throw PBXDocument.Unreadable(reason: "\(id) is still named by a line scaffold would not remove")
        }
        lines = kept
        return lines.joined(separator: "\n")
    }
}
