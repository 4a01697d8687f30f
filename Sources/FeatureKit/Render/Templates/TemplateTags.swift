import Foundation
import ScaffoldCore

/// The tags of a Mustache template with their places, and the mistakes in how they nest, said in a template
/// author's words (`{{/rowz}}` does not close `{{#rows}}`, opened at line 8) rather than the parser's
/// (`sectionCloseNameIncorrect`). The parser still has the last word: what this reads as well-formed is parsed.
struct TemplateTags {
    /// One `{{…}}`: what it does, the name in it, and where it starts (1-based line and column).
    struct Tag: Equatable {
        enum Kind: Equatable {
            /// `{{name}}`, `{{{name}}}`, `{{&name}}`.
            case variable
            /// `{{#name}}`, and `{{$name}}` / `{{<name}}` (blocks and parents, which also need a close).
            case section
            case invertedSection
            case close
            /// `{{> name}}`.
            case partial
            /// `{{! … }}`, `{{% … }}`: nothing to check.
            case other
        }

        var kind: Kind
        var name: String
        var line: Int
        var column: Int

        /// The tag as written in a message: `{{#rows}}`.
        var spelled: String {
            switch kind {
            case .variable, .other: "{{\(name)}}"
            case .section: "{{#\(name)}}"
            case .invertedSection: "{{^\(name)}}"
            case .close: "{{/\(name)}}"
            case .partial: "{{> \(name)}}"
            }
        }
    }

    /// A mistake in the template's tags, at its place.
    struct Problem: Equatable {
        var message: String
        var line: Int
        var column: Int
        var hint: String?
    }

    private(set) var tags: [Tag] = []
    private(set) var problems: [Problem] = []
    /// False after `{{=…=}}`: tags written with other delimiters are not read (the parser still checks them).
    private(set) var isComplete = true

    init(_ text: String) {
        var line = 1, column = 1
        var index = text.startIndex
        var open: [Tag] = []
        while index < text.endIndex {
            guard text[index...].hasPrefix("{{") else {
                if text[index] == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
                index = text.index(after: index)
                continue
            }
            let start = (line: line, column: column)
            let triple = text[index...].hasPrefix("{{{")
            let closing = triple ? "}}}" : "}}"
            let body = text.index(index, offsetBy: triple ? 3 : 2)
            guard let end = text[body...].range(of: closing) else {
                problems.append(Problem(
                    message: "`{{` is never closed with `\(closing)`", line: start.line, column: start.column,
                    hint: "close the tag, or remove the `{{`"
                ))
                break
            }
            let content = text[body..<end.lowerBound]
            for character in text[index..<end.upperBound] {
                if character == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            }
            index = end.upperBound
            if content.hasPrefix("=") {
                isComplete = false
                break
            }
            guard let tag = Self.tag(content, triple: triple, line: start.line, column: start.column) else { continue }
            if let problem = Self.nameProblem(tag, content: content) {
                problems.append(problem)
                continue
            }
            tags.append(tag)
            switch tag.kind {
            case .section, .invertedSection: open.append(tag)
            case .close: close(tag, open: &open)
            default: break
            }
        }
        if isComplete {
            for section in open {
                problems.append(Problem(
                    message: "`\(section.spelled)` is never closed", line: section.line, column: section.column,
                    hint: "add `{{/\(section.name)}}` where the section ends"
                ))
            }
        }
    }

    /// The variable, section and partial names the template uses (each name of a dotted path).
    var names: Set<String> {
        Set(tags.filter { $0.kind != .other && $0.kind != .partial }.flatMap(\.pathNames))
    }

    private mutating func close(_ tag: Tag, open: inout [Tag]) {
        guard let innermost = open.last else {
            problems.append(Problem(
                message: "`\(tag.spelled)` closes no section", line: tag.line, column: tag.column,
                hint: "remove it, or open the section with `{{#\(tag.name)}}` before it"
            ))
            return
        }
        guard innermost.name != tag.name else {
            open.removeLast()
            return
        }
        problems.append(Problem(
            message: "`\(tag.spelled)` does not close `\(innermost.spelled)`, opened at line \(innermost.line)",
            line: tag.line, column: tag.column,
            hint: Suggestion.closest(to: tag.name, among: [innermost.name]).map { "did you mean `{{/\($0)}}`?" }
                ?? "sections close innermost first: write `{{/\(innermost.name)}}` here"
        ))
        // A misspelled close still ends its section, so one typo is one problem.
        open.removeLast()
    }

    private static func tag(_ content: Substring, triple: Bool, line: Int, column: Int) -> Tag? {
        let sigils: [Character: Tag.Kind] = [
            "#": .section, "$": .section, "<": .section, "^": .invertedSection, "/": .close, ">": .partial, "&": .variable,
            "!": .other, "%": .other,
        ]
        var body = content
        var kind = Tag.Kind.variable
        if !triple, let first = body.first, let sigil = sigils[first] {
            kind = sigil
            body = body.dropFirst()
        }
        if kind == .other { return nil }
        return Tag(kind: kind, name: body.trimmingCharacters(in: .whitespaces), line: line, column: column)
    }

    /// A name that is empty or holds a space or a line break: a tag mistyped so that the parser would stop at it.
    private static func nameProblem(_ tag: Tag, content: Substring) -> Problem? {
        if tag.name.isEmpty {
            return Problem(message: "`{{\(content)}}` names nothing", line: tag.line, column: tag.column, hint: "write a name inside the tag")
        }
        guard tag.name.contains(where: { $0 == " " || $0 == "\n" || $0 == "\t" }) else { return nil }
        return Problem(
            message: "`{{\(content)}}` is not one name", line: tag.line, column: tag.column,
            hint: "a tag holds one name (`{{rowTitle}}`); close each tag before the next text"
        )
    }
}

extension TemplateTags.Tag {
    /// `row.title` → `row`, `title`; `.` (the current item) and swift-mustache's transforms (`name(list)`) → none.
    var pathNames: [String] {
        guard name != ".", !name.contains("(") else { return [] }
        return name.split(separator: ".").map(String.init)
    }
}
