/// Cheap byte scans that decide which files need SwiftSyntax at all.
public enum SourceText {
    /// Whether `needle` occurs anywhere in the file; a hit in code or a plain comment only costs a parse.
    public static func contains(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer) -> Bool {
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            index += 1
        }
        return false
    }

    /// Whether any of `needles` occurs in the file, in one pass: each byte is looked up in a table of the needles'
    /// first bytes, so two needles cost about what one does.
    public static func containsAny(_ needles: [[UInt8]], in bytes: UnsafeRawBufferPointer) -> Bool {
        if needles.count == 1 { return contains(needles[0], in: bytes) }
        if needles.isEmpty { return false }
        if needles.contains(where: \.isEmpty) { return true }
        var starts = [Bool](repeating: false, count: 256)
        for needle in needles { starts[Int(needle[0])] = true }
        return starts.withUnsafeBufferPointer { starts in
            var index = 0
            while index < bytes.count {
                if starts[Int(bytes[index])] {
                    for needle in needles where needle[0] == bytes[index] && needle.count <= bytes.count - index {
                        var matched = 1
                        while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                }
                index += 1
            }
            return false
        }
    }

    /// Names following the word `protocol`, so a parent declared in an unannotated file is found without parsing.
    /// Over-reports (comments, strings) rather than misses; an extra name only costs a parse when it is needed.
    public static func declaredProtocolNames(in bytes: UnsafeRawBufferPointer) -> [String] {
        let keyword = Array("protocol".utf8)
        var names: [String] = []
        var index = 0
        while index + keyword.count < bytes.count {
            defer { index += 1 }
            guard bytes[index] == keyword[0], index == 0 || !isNameByte(bytes[index - 1]) else { continue }
            var matched = 1
            while matched < keyword.count && bytes[index + matched] == keyword[matched] { matched += 1 }
            guard matched == keyword.count else { continue }
            var cursor = index + matched
            let afterKeyword = cursor
            while cursor < bytes.count && isSpaceByte(bytes[cursor]) { cursor += 1 }
            guard cursor > afterKeyword else { continue }
            if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
            let start = cursor
            while cursor < bytes.count && isNameByte(bytes[cursor]) { cursor += 1 }
            guard cursor > start else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
            if !names.contains(name) { names.append(name) }
            index = cursor - 1
        }
        return names
    }

    /// No byte has its top bit set; checked a word at a time, since it runs over every parsed file.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let wordSize = MemoryLayout<UInt64>.size
        var index = 0
        var bits: UInt64 = 0
        while index + wordSize <= bytes.count {
            bits |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += wordSize
        }
        while index < bytes.count {
            bits |= UInt64(bytes[index])
            index += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    private static func isSpaceByte(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Letters, digits, `_` and any non-ASCII byte (Swift names may be Unicode).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }
}
