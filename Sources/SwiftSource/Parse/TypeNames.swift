@_spi(RawSyntax) import SwiftSyntax

/// Names in inheritance clauses: each constraint on its own, and the bare name a parent is looked up by.
enum TypeNames {
    /// `: Codable & Hashable, Sendable` → `["Codable", "Hashable", "Sendable"]`.
    static func constraints(in clause: RawInheritanceClauseSyntax, text: WrittenText) -> [String] {
        clause.inheritedTypes.each.flatMap { split($0.type, text: text) }
    }

    /// A composition `A & B` split into its parts; any other type as written.
    static func split(_ type: RawTypeSyntax, text: WrittenText) -> [String] {
        if let composition = RawCompositionTypeSyntax(type) {
            return composition.elements.each.flatMap { split($0.type, text: text) }
        }
        return [text.written(type)]
    }

    /// The name a parent protocol is declared under: `Foundation.Sendable` → `Sendable`,
    /// `Repository<Item>` → `Repository`, `@preconcurrency Store` → `Store`.
    static func declaredName(_ written: String) -> String {
        if let name = asciiDeclaredName(written) { return name }
        var name = Substring(written)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let space = name.lastIndex(of: " ") { name = name[name.index(after: space)...] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name.filter { $0 != "`" })
    }

    /// The same over bytes, for text that is ASCII without `\r` (each byte one `Character`).
    private static func asciiDeclaredName(_ written: String) -> String? {
        let found = written.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var end = bytes.count
            for (index, byte) in bytes.enumerated() {
                if byte >= 0x80 || byte == UInt8(ascii: "\r") { return nil }
                if byte == UInt8(ascii: "<") && end == bytes.count { end = index }
            }
            var start = 0
            for index in stride(from: end - 1, through: 0, by: -1) where bytes[index] == UInt8(ascii: " ") {
                start = index + 1
                break
            }
            for index in stride(from: end - 1, through: start, by: -1) where bytes[index] == UInt8(ascii: ".") {
                start = index + 1
                break
            }
            let name = bytes[start..<end].filter { $0 != UInt8(ascii: "`") }
            return String(decoding: name, as: UTF8.self)
        }
        return found ?? nil
    }
}
