import Mustache

/// A built-in template parsed as parts, each a partial of the template, cut after lines outside every section.
/// swift-mustache's parser measures the text left after each tag it reads (`String.distance` to the end), so a
/// template costs its tags times its length: FormViewModelTests' 28 KB alone cost more than the other templates a
/// feature renders. Parts of at least 600 bytes make the parse of the built-ins a fifth of what it was (tags times
/// length, summed) and a debug `scaffold feature` run 0.33 → 0.26 s of CPU (1.5 KB parts: 0.29 s; stop 50). Rendering is the same text: a part
/// starts on a fresh line outside every section, as its text did inside the whole, and a partial written inline
/// (not alone on its line) adds nothing around it (TemplateChunksTests); GoldenTests prove it byte for byte.
enum TemplateChunks {
    /// The parser's setting for generated Swift, which is plain text: no HTML escaping.
    static let textContent = "{{% CONTENT_TYPE: TEXT}}"

    /// The parsed parts of `text` registered as `<name>/1`, `<name>/2`, …, and the template that includes them in
    /// order; nil when the text is short, has no place to cut, sets other delimiters or uses blocks and parents (whose
    /// meaning a partial changes), or a part does not parse (the whole is parsed then, for the error's place).
    static func parse(_ text: String, named name: String, size: Int = 600) -> (template: MustacheTemplate, parts: [String: MustacheTemplate])? {
        guard let texts = cut(text, size: size), texts.count > 1 else { return nil }
        var parts: [String: MustacheTemplate] = [:]
        var includes = ""
        for (index, part) in texts.enumerated() {
            let partName = "\(name)/\(index + 1)"
            // The setting alone on its first line is dropped with its line break, so the part's first line starts
            // fresh, as it did in the whole; the first part starts as the whole did.
            guard let template = try? MustacheTemplate(string: textContent + (index == 0 ? "" : "\n") + part) else { return nil }
            parts[partName] = template
            includes += "{{>\(partName)}}"
        }
        guard let template = try? MustacheTemplate(string: includes) else { return nil }
        return (template, parts)
    }

    /// `text` cut after line breaks outside every section, each part at least `size` bytes but the last.
    static func cut(_ text: String, size: Int) -> [String]? {
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), lineBreak = UInt8(ascii: "\n")
        var parts: [String] = []
        var depth = 0, start = 0, index = 0
        while index < bytes.count {
            if bytes[index] == open, index + 2 < bytes.count, bytes[index + 1] == open {
                switch bytes[index + 2] {
                case UInt8(ascii: "="), UInt8(ascii: "$"), UInt8(ascii: "<"): return nil
                case UInt8(ascii: "#"), UInt8(ascii: "^"): depth += 1
                case UInt8(ascii: "/"): depth -= 1
                default: break
                }
                // Past the tag's end, so a line break inside a comment is never a place to cut.
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == close && bytes[index + 1] == close) { index += 1 }
                index += 2
                continue
            }
            if bytes[index] == lineBreak, depth == 0, index + 1 - start >= size, index + 1 < bytes.count {
                parts.append(String(decoding: bytes[start...index], as: UTF8.self))
                start = index + 1
            }
            index += 1
        }
        guard depth == 0 else { return nil }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }
}
