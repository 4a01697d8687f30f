import SwiftParser
import SwiftSyntax

/// The one way scaffold parses Swift: in the Swift 5 language mode's grammar, the more lenient one. Scaffold reads
/// code, it does not compile it, so what a Swift 5 app's compiler only warns about must not make a file unreadable:
/// whitespace before an attribute's arguments (`@Environment (\.dismiss)`) is an error only in the Swift 6 mode, and
/// the parser's default is that mode. A Swift 6 file reads the same either way.
public enum SwiftParsing {
    private static let version: Parser.SwiftVersion = .v5

    /// The tree of a file's text.
    public static func parse(_ source: String) -> SourceFileSyntax {
        var parser = Parser(source, swiftVersion: version)
        return SourceFileSyntax.parse(from: &parser)
    }

    /// The tree of a file's bytes (UTF-8).
    public static func parse(_ source: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        Parser.parse(source: source, swiftVersion: version)
    }
}
