/// The few lines a classic Xcode project gains when files join it, inserted where Xcode itself keeps them: each new
/// object in its section in ID order (`PBXBuildFile`, `PBXFileReference`, `PBXGroup`), a group's new children and a
/// Sources phase's new files at the end of their lists, one a line, in Xcode's tab indentation and `/* name */`
/// comments. Nothing else of the file changes.
struct PBXEdit {
    private struct Insertion {
        var offset: Int
        /// Orders insertions at the same offset: the ID for a section's objects, the order of asking for lists.
        var key: String
        var text: String
    }

    private let document: PBXDocument
    private var insertions: [Insertion] = []
    private var appended = 0

    init(_ document: PBXDocument) {
        self.document = document
    }

    /// `ID /* name */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Name.swift; sourceTree = "<group>"; };`
    mutating func addFileReference(_ id: String, name: String) throws(PBXDocument.Unreadable) {
        try addObject(
            id, section: "PBXFileReference",
            text: "\t\t\(id) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(Self.quoted(name)); "
                + "sourceTree = \"<group>\"; };\n"
        )
    }

    mutating func addBuildFile(_ id: String, reference: String, name: String) throws(PBXDocument.Unreadable) {
        try addObject(
            id, section: "PBXBuildFile",
            text: "\t\t\(id) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };\n"
        )
    }

    /// A group for a folder (`path =` its name, relative to its parent's), holding `children` (ID and name).
    mutating func addGroup(_ id: String, folder: String, children: [(id: String, name: String)]) throws(PBXDocument.Unreadable) {
        let lines = children.map { "\t\t\t\t\($0.id) /* \($0.name) */,\n" }.joined()
        try addObject(
            id, section: "PBXGroup",
            text: "\t\t\(id) /* \(folder) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(lines)\t\t\t);\n"
                + "\t\t\tpath = \(Self.quoted(folder));\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
        )
    }

    /// `ID /* comment */,` at the end of an existing object's list (`children` of a group, `files` of a phase).
    mutating func append(_ id: String, comment: String, to object: String, list: String) throws(PBXDocument.Unreadable) {
        guard let close = document.objects[object]?.fields[list]?.close else {
            throw PBXDocument.Unreadable(reason: "\(object) has no \(list) list")
        }
        let lineStart = startOfLine(close)
        let indent = String(decoding: document.bytes[lineStart..<close], as: UTF8.self)
        guard indent.allSatisfy({ $0 == "\t" || $0 == " " }) else {
            throw PBXDocument.Unreadable(reason: "the \(list) list of \(object) does not end on a line of its own")
        }
        appended += 1
        let order = String(appended)
        insertions.append(Insertion(offset: lineStart, key: String(repeating: "0", count: max(0, 8 - order.count)) + order, text: "\(indent)\t\(id) /* \(comment) */,\n"))
    }

    /// The text with every insertion made.
    func text() -> String {
        var bytes = document.bytes
        let ordered = insertions.sorted { ($0.offset, $0.key) > ($1.offset, $1.key) }
        for insertion in ordered { bytes.replaceSubrange(insertion.offset..<insertion.offset, with: Array(insertion.text.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Before the first object of the section whose ID sorts after `id`, or before the section's end.
    private mutating func addObject(_ id: String, section: String, text: String) throws(PBXDocument.Unreadable) {
        guard let begin = find("/* Begin \(section) section */\n", from: 0),
              let end = find("/* End \(section) section */", from: begin) else {
            throw PBXDocument.Unreadable(reason: "it has no \(section) section")
        }
        var offset = startOfLine(end)
        var line = begin
        while line < end {
            let next = (find("\n", from: line) ?? end) + 1
            let trimmed = String(decoding: document.bytes[line..<min(next, end)], as: UTF8.self).drop { $0 == "\t" || $0 == " " }
            // An object's first line: `ID /* … */ = {` (a group's children lines end with `,` and hold no `= {`).
            if trimmed.contains(" = {"), let first = trimmed.split(separator: " ").first, String(first) > id {
                offset = line
                break
            }
            line = next
        }
        insertions.append(Insertion(offset: offset, key: id, text: text))
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let pattern = Array(needle.utf8)
        let bytes = document.bytes
        guard pattern.count <= bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == pattern[0], Array(bytes[index..<index + pattern.count]) == pattern { return index }
            index += 1
        }
        return nil
    }

    private func startOfLine(_ offset: Int) -> Int {
        var index = offset
        while index > 0, document.bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// A value as Xcode writes it: bare when it is letters, digits, `_`, `$`, `.` and `/` only, quoted otherwise.
    static func quoted(_ value: String) -> String {
        let bare = !value.isEmpty && value.unicodeScalars.allSatisfy {
            ($0.properties.isASCIIHexDigit || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || "0123456789_$./".unicodeScalars.contains($0))
        }
        if bare { return value }
        return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
