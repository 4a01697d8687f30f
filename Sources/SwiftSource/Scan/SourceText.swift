/// Cheap searches of a file's bytes that decide which files need SwiftSyntax at all: most files of an app
/// declare no protocol to mock, and are never parsed.
public enum SourceText {
    /// Whether `needle` occurs anywhere in the file; a hit in code or a plain comment only costs a parse.
    public static func contains(_ needle: [UInt8], in bytes: some Collection<UInt8>) -> Bool {
        needle.isEmpty || offset(of: needle, in: Array(bytes), from: 0) != nil
    }

    /// Whether any of `needles` occurs in the file.
    public static func containsAny(_ needles: [[UInt8]], in bytes: [UInt8]) -> Bool {
        needles.contains { $0.isEmpty || offset(of: $0, in: bytes, from: 0) != nil }
    }

    /// Names following the word `protocol`, so a parent declared in an unannotated file is found without parsing.
    /// Over-reports (comments, strings) rather than misses; an extra name only costs a parse when it is needed.
    public static func declaredProtocolNames(in bytes: [UInt8]) -> [String] {
        let keyword = Array("protocol".utf8)
        var names: [String] = []
        var from = 0
        while let index = offset(of: keyword, in: bytes, from: from) {
            from = index + 1
            guard index == 0 || !isNameByte(bytes[index - 1]) else { continue }
            var cursor = index + keyword.count
            let afterKeyword = cursor
            while cursor < bytes.count && isSpaceByte(bytes[cursor]) { cursor += 1 }
            guard cursor > afterKeyword else { continue }
            if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
            let start = cursor
            while cursor < bytes.count && isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > start else { continue }
            let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
            if !names.contains(name) { names.append(name) }
            from = cursor
        }
        return names
    }

    /// Where `needle` (not empty) first occurs at or after `start`; nil when it does not.
    private static func offset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private static func isSpaceByte(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Letters, digits, `_` and any non-ASCII byte (Swift names may be Unicode).
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }
}
