import Foundation

/// The manifest's JSON, written and read directly. `scaffold mocks` records thousands of files, and
/// `JSONEncoder`/`JSONDecoder` spend most of a run's sequential time on them. The bytes are exactly
/// what `JSONEncoder` writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (a test holds
/// both to that), and anything the reader does not expect falls back to `JSONDecoder` and its errors.
enum ManifestJSON {
    /// Pretty JSON, keys in `String` order, a final newline.
    static func encode(_ manifest: Manifest) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(64 + manifest.files.count * 160)
        out.append(contentsOf: "{\n  \"files\" : {\n".utf8)
        var first = true
        for (path, entry) in manifest.files.sorted(by: { $0.key < $1.key }) {
            if !first { out.append(contentsOf: ",\n".utf8) }
            first = false
            out.append(contentsOf: "    ".utf8)
            appendString(path, to: &out)
            out.append(contentsOf: " : {\n      \"group\" : ".utf8)
            appendString(entry.group, to: &out)
            out.append(contentsOf: ",\n      \"sha256\" : ".utf8)
            appendString(entry.sha256, to: &out)
            out.append(contentsOf: "\n    }".utf8)
        }
        // An empty object still gets its blank line, as JSONEncoder writes it.
        out.append(contentsOf: "\n  },\n  \"version\" : ".utf8)
        out.append(contentsOf: String(manifest.version).utf8)
        out.append(contentsOf: "\n}\n".utf8)
        return Data(out)
    }

    /// The manifest in `data`, or nil when it is not in the shape `encode` writes (other spacing and key
    /// order are fine; unknown keys, duplicates or other value types are left to `JSONDecoder`).
    static func decode(_ data: Data) -> Manifest? {
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.manifest()
        }
    }

    private static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x0C: out.append(contentsOf: "\\f".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0x0F)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A strict reader for the manifest's two levels of objects of strings.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func manifest() -> Manifest? {
            var version: Int?
            var files: [String: Manifest.Entry]?
            let complete = object { key, reader in
                switch key {
                case "version" where version == nil:
                    version = reader.integer()
                    return version != nil
                case "files" where files == nil:
                    files = reader.files()
                    return files != nil
                default:
                    return false
                }
            }
            skipSpace()
            guard complete, offset == bytes.count, let version, let files else { return nil }
            var manifest = Manifest(files: files)
            manifest.version = version
            return manifest
        }

        private mutating func files() -> [String: Manifest.Entry]? {
            var files: [String: Manifest.Entry] = [:]
            let complete = object { path, reader in
                guard files[path] == nil, let entry = reader.entry() else { return false }
                files[path] = entry
                return true
            }
            return complete ? files : nil
        }

        private mutating func entry() -> Manifest.Entry? {
            var sha256: String?
            var group: String?
            let complete = object { key, reader in
                switch key {
                case "sha256" where sha256 == nil:
                    sha256 = reader.string()
                    return sha256 != nil
                case "group" where group == nil:
                    group = reader.string()
                    return group != nil
                default:
                    return false
                }
            }
            guard complete, let sha256, let group else { return nil }
            return Manifest.Entry(sha256: sha256, group: group)
        }

        /// `{ "key" : value, … }`, handing each key to `member`, which reads the value; false on any misfit.
        private mutating func object(_ member: (String, inout Reader) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "{")) else { return false }
            if consume(UInt8(ascii: "}")) { return true }
            repeat {
                guard let key = string(), consume(UInt8(ascii: ":")), member(key, &self) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}"))
        }

        private mutating func integer() -> Int? {
            skipSpace()
            var value = 0
            let start = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]), offset - start < 9 {
                value = value * 10 + Int(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
            }
            return offset > start ? value : nil
        }

        /// A string without escapes is decoded straight from the buffer; escapes take the slower path.
        private mutating func string() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            let start = offset
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\""):
                    defer { offset += 1 }
                    return Self.text(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
                case UInt8(ascii: "\\"):
                    offset = start
                    return escapedString()
                case 0..<0x20:
                    return nil
                default:
                    offset += 1
                }
            }
            return nil
        }

        private mutating func escapedString() -> String? {
            var utf8: [UInt8] = []
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return utf8.withUnsafeBufferPointer(Self.text)
                case UInt8(ascii: "\\"):
                    guard offset < bytes.count else { return nil }
                    let escape = bytes[offset]
                    offset += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                    case UInt8(ascii: "b"): utf8.append(0x08)
                    case UInt8(ascii: "f"): utf8.append(0x0C)
                    case UInt8(ascii: "n"): utf8.append(0x0A)
                    case UInt8(ascii: "r"): utf8.append(0x0D)
                    case UInt8(ascii: "t"): utf8.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        utf8.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                case 0..<0x20:
                    return nil
                default:
                    utf8.append(byte)
                }
            }
            return nil
        }

        /// The four hex digits after `\u`, and a low surrogate's `\uXXXX` after a high one.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let unit = hexUnit() else { return nil }
            guard (0xD800..<0xDC00).contains(unit) else { return Unicode.Scalar(unit) }
            guard consumeExactly(UInt8(ascii: "\\")), consumeExactly(UInt8(ascii: "u")), let low = hexUnit(),
                  (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }

        private mutating func hexUnit() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Character(Unicode.Scalar(bytes[offset])).hexDigitValue else { return nil }
                value = value * 16 + UInt32(digit)
                offset += 1
            }
            return value
        }

        /// Nil for bytes that are not UTF-8, as `JSONDecoder` refuses them too.
        private static func text(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
            if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
            return String(bytes: utf8, encoding: .utf8)
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            skipSpace()
            return consumeExactly(byte)
        }

        private mutating func consumeExactly(_ byte: UInt8) -> Bool {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        private mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[offset]) { offset += 1 }
        }
    }
}
