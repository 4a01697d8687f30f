import ScaffoldCore
import SwiftSource
import SwiftSyntax

extension ModuleSources {
    /// One parsed file.
    final class File {
        /// Relative to the project root.
        let path: String
        let bytes: [UInt8]
        let tree: SourceFileSyntax
        private let converter: SourceLocationConverter
        private let lines: [Substring]

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
            let text = String(decoding: bytes, as: UTF8.self)
            tree = SwiftParsing.parse(text)
            converter = SourceLocationConverter(fileName: path, tree: tree)
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        }

        /// SHA-256 of the bytes read, which the writer checks before adding an anchor.
        lazy var hash: String = ContentHash.hex(bytes)

        /// 1-based line of a position.
        func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line }

        /// The first and last line of a node's tokens (trivia left out).
        func firstLine(_ node: some SyntaxProtocol) -> Int { line(node.positionAfterSkippingLeadingTrivia) }
        func lastLine(_ node: some SyntaxProtocol) -> Int { line(node.endPositionBeforeTrailingTrivia) }

        /// The spaces and tabs a line starts with (1-based; empty past the end).
        func indentation(ofLine number: Int) -> String {
            guard number >= 1, number <= lines.count else { return "" }
            return String(lines[number - 1].prefix { $0 == " " || $0 == "\t" })
        }

        /// A line's text without its line ending (1-based; empty past the end).
        func text(ofLine number: Int) -> String {
            guard number >= 1, number <= lines.count else { return "" }
            let line = lines[number - 1]
            return String(line.hasSuffix("\r") ? line.dropLast() : line)
        }

        /// Where `node` is, for a diagnostic.
        func location(_ node: some SyntaxProtocol) -> ScaffoldCore.SourceLocation {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return ScaffoldCore.SourceLocation(file: path, line: location.line, column: location.column)
        }

        /// No other code shares the line after `node` ends (a comment may).
        func endsItsLine(_ node: some SyntaxProtocol) -> Bool {
            guard let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
                  next.tokenKind != .endOfFile else { return true }
            return firstLine(next) > lastLine(node)
        }

        /// No other code shares the line before `token`.
        func startsItsLine(_ token: TokenSyntax) -> Bool {
            guard let previous = token.previousToken(viewMode: .sourceAccurate) else { return true }
            return lastLine(previous) < firstLine(token)
        }

        /// The anchor line for `role` placed before line `line`.
        func placement(_ role: RegistrationSites.Site.Role, before line: Int, indentation: String) -> AnchorPlacement {
            AnchorPlacement(line: line, text: AnchorPlacement.anchorLine(role, indentation: indentation), sourceHash: hash)
        }
    }
}
