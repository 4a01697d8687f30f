/// Cheap searches of a file's bytes that decide which files need SwiftSyntax at all: most files of an app
/// declare no protocol to mock, and are never parsed.
public enum SourceText {
    /// Whether `needle` occurs anywhere in the file; a hit in code or a plain comment only costs a parse.
    public static func contains(_ needle: [UInt8], in bytes: some Collection<UInt8>) -> Bool {
        containsAny([needle], in: Array(bytes))
    }

    /// Whether any of `needles` occurs in the file.
    public static func containsAny(_ needles: [[UInt8]], in bytes: [UInt8]) -> Bool {
        if needles.contains(where: \.isEmpty) { return true }
        var found = false
        forEachOccurrence(of: needles, in: bytes) { _, _ in
            found = true
            return false
        }
        return found
    }

    /// Names following the word `protocol`, so a parent declared in an unannotated file is found without parsing.
    /// Over-reports (comments, strings) rather than misses; an extra name only costs a parse when it is needed.
    public static func declaredProtocolNames(in bytes: [UInt8]) -> [String] {
        protocolNamesUnlessAny(of: [], in: bytes) ?? []
    }

    /// The names following the word `protocol` (as `declaredProtocolNames`), or nil as soon as one of `needles`
    /// occurs: what the mocks scan asks of each file, in one pass over its bytes. Most files of an app are marked
    /// for nothing, and a pass per question was a tenth of a cold run's CPU on `make bench`'s app corpus (under `perf`).
    public static func protocolNamesUnlessAny(of needles: [[UInt8]], in bytes: [UInt8]) -> [String]? {
        if needles.contains(where: \.isEmpty) { return nil }
        let keyword = Array("protocol".utf8)
        var names: [String] = []
        var marked = false
        // A name ends before the next occurrence can begin, so skipping past it loses nothing.
        var resumeAt = 0
        forEachOccurrence(of: needles + [keyword], in: bytes) { needle, index in
            guard needle == needles.count else {
                marked = true
                return false
            }
            guard index >= resumeAt, index == 0 || !isNameByte(bytes[index - 1]) else { return true }
            var cursor = index + keyword.count
            let afterKeyword = cursor
            while cursor < bytes.count && isSpaceByte(bytes[cursor]) { cursor += 1 }
            guard cursor > afterKeyword else { return true }
            if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
            let start = cursor
            while cursor < bytes.count && isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > start else { return true }
            let name = String(decoding: bytes[start..<cursor], as: UTF8.self)
            if !names.contains(name) { names.append(name) }
            resumeAt = cursor
            return true
        }
        return marked ? nil : names
    }

    /// Calls `visit(needle index, offset)` for every occurrence of the (non-empty) `needles`, in order of offset,
    /// until it returns false: one pass over the bytes for all of them, a table of their first bytes deciding
    /// where a comparison is worth making.
    private static func forEachOccurrence(of needles: [[UInt8]], in bytes: [UInt8], _ visit: (Int, Int) -> Bool) {
        var starts = [Bool](repeating: false, count: 256)
        for needle in needles { starts[Int(needle[0])] = true }
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if starts[Int(buffer[index])] {
                    for (number, needle) in needles.enumerated()
                    where needle[0] == buffer[index] && index + needle.count <= buffer.count
                        && buffer[index..<index + needle.count].elementsEqual(needle) {
                        guard visit(number, index) else { return }
                    }
                }
                index += 1
            }
        }
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
