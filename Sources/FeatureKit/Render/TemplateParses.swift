import Foundation
import Mustache
import ScaffoldCore

/// A `TemplateSet`'s templates as parsed, each once, kept for the renders after the first: the set's sources never
/// change after it is made.
final class TemplateParses: @unchecked Sendable {
    /// One template's parse: the template (nil when it does not parse), its problems, and the names of the templates
    /// it includes (`{{> name}}`, `{{< parent}}`), or nil when it sets other delimiters and a scan cannot tell.
    struct Parse {
        var template: MustacheTemplate?
        /// The pieces `template` includes in turn, each registered as a partial (`TemplatePieces`); none when it is whole.
        var pieces: [MustacheTemplate] = []
        var problems: [Diagnostic]
        var includes: [String]?
    }

    private let lock = NSLock()
    private var parses: [String: Parse] = [:]

    func value(of source: TemplateSet.Source, _ parse: (TemplateSet.Source) -> Parse) -> Parse {
        lock.withLock {
            if let parsed = parses[source.name] { return parsed }
            let made = parse(source)
            parses[source.name] = made
            return made
        }
    }

    /// The names `text` includes as partials or parents, read from its bytes (a debug build walks a `String`'s
    /// characters a hundred times slower); nil when it sets other delimiters (`{{=<% %>=}}`).
    static func includes(in text: String) -> [String]? {
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), space = UInt8(ascii: " ")
        var names: [String] = []
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == open else {
                index += 1
                continue
            }
            let kind = bytes[index + 2]
            if kind == UInt8(ascii: "=") { return nil }
            index += 2
            guard kind == UInt8(ascii: ">") || kind == UInt8(ascii: "<") else { continue }
            var start = index + 1
            while start < bytes.count, bytes[start] == space { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] != close, bytes[end] != space { end += 1 }
            names.append(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
        }
        return names
    }
}
