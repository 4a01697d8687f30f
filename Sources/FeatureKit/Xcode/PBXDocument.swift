/// A `project.pbxproj` read for editing: its objects (`ID = { isa = …; … };`) with the byte offsets an edit needs, so
/// `PBXEdit` can insert a few lines where Xcode would have put them instead of writing the whole file again. The text
/// is an old-style (OpenStep) property list; only what membership needs is kept: each object's string values, its
/// lists of IDs, and where each list closes.
struct PBXDocument {
    /// One value of the property list: a string (quoted or bare), a list, or a dictionary.
    indirect enum Value {
        case string(String)
        /// `close`: the offset of the list's `)`.
        case list([Value], close: Int)
        case dictionary([String: Value])

        var string: String? { if case .string(let text) = self { text } else { nil } }
        var strings: [String] {
            if case .list(let items, _) = self { items.compactMap(\.string) } else { [] }
        }
        var close: Int? { if case .list(_, let close) = self { close } else { nil } }
    }

    /// One object of the `objects` dictionary.
    struct Object {
        var id: String
        var fields: [String: Value]
        var isa: String { fields["isa"]?.string ?? "" }
        subscript(key: String) -> String? { fields[key]?.string }
    }

    let bytes: [UInt8]
    /// By ID.
    let objects: [String: Object]
    /// The `PBXProject`'s ID (`rootObject`).
    let rootObject: String

    /// Why the text is no project this can edit.
    struct Unreadable: Error { var reason: String }

    init(text: String) throws(Unreadable) {
        bytes = Array(text.utf8)
        var parser = Parser(bytes: bytes)
        guard case .dictionary(let top) = try parser.value() else { throw Unreadable(reason: "it is no property list") }
        guard case .dictionary(let objects)? = top["objects"], let root = top["rootObject"]?.string else {
            throw Unreadable(reason: "it has no objects or no rootObject")
        }
        var read: [String: Object] = [:]
        for (id, value) in objects {
            if case .dictionary(let fields) = value { read[id] = Object(id: id, fields: fields) }
        }
        self.objects = read
        rootObject = root
    }

    func objects(isa: String) -> [Object] {
        objects.values.filter { $0.isa == isa }.sorted { $0.id < $1.id }
    }

    /// A tokenizer and recursive reader of the old-style property list, keeping the offset of each list's end.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func value() throws(Unreadable) -> Value {
            skipTrivia()
            guard index < bytes.count else { throw Unreadable(reason: "it ends early") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var fields: [String: Value] = [:]
                while true {
                    skipTrivia()
                    guard index < bytes.count else { throw Unreadable(reason: "a dictionary is not closed") }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(fields) }
                    let key = try word()
                    try expect("=")
                    fields[key] = try value()
                    try expect(";")
                }
            case UInt8(ascii: "("):
                index += 1
                var items: [Value] = []
                while true {
                    skipTrivia()
                    guard index < bytes.count else { throw Unreadable(reason: "a list is not closed") }
                    if bytes[index] == UInt8(ascii: ")") {
                        let close = index
                        index += 1
                        return .list(items, close: close)
                    }
                    items.append(try value())
                    skipTrivia()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            default:
                return .string(try word())
            }
        }

        private mutating func expect(_ character: Character) throws(Unreadable) {
            skipTrivia()
            guard index < bytes.count, bytes[index] == character.asciiValue else {
                throw Unreadable(reason: "`\(character)` expected at byte \(index)")
            }
            index += 1
        }

        /// A quoted string (escapes undone) or a bare word.
        private mutating func word() throws(Unreadable) -> String {
            skipTrivia()
            guard index < bytes.count else { throw Unreadable(reason: "it ends early") }
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        default: text.append(bytes[index])
                        }
                    } else {
                        text.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { throw Unreadable(reason: "a string is not closed") }
                index += 1
                return String(decoding: text, as: UTF8.self)
            }
            let start = index
            while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
            guard index > start else { throw Unreadable(reason: "a value expected at byte \(index)") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private static let delimiters: Set<UInt8> = Set(" \t\r\n{}();=,\"".utf8)

        /// Whitespace and `/* … */` and `// …` comments.
        private mutating func skipTrivia() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
