import SwiftSource

/// What `adopt` reads from one Swift file: its imports, its type declarations and extensions with their members,
/// and the type names each mentions. (`check` reads syntax with its own visitors, `CheckKit/Rules`.)
public struct SourceFacts: Codable, Hashable, Sendable {
    /// Top-level imports, `#if` clauses included, in source order: each module's first path component (`import struct
    /// Foo.Bar` → `Foo`).
    public var imports: [PositionedText] = []
    /// Top-level types and extensions; nested types are named in `TypeFact.nestedTypes`, their text belongs
    /// to the enclosing declaration.
    public var types: [TypeFact] = []
    /// The first syntax error, when the file does not parse (what the parser expected there); no rule runs on such a
    /// file.
    public var syntaxError: PositionedText? = nil
    /// Every `….keyDecodingStrategy = .…` in the file, anywhere (a client's `init`, a method, a closure): the
    /// strategy's name (`convertFromSnakeCase`, `custom`), or the assigned expression's text when it is not a member
    /// of `JSONDecoder.KeyDecodingStrategy` spelled out.
    public var keyDecodingStrategies: [PositionedText] = []
    /// How the file's top-level code starts the app, in a `main.swift` (an app with no `@main` type).
    public var launch: AppLaunch? = nil
}

/// A piece of a file's text and where it stands: an import's module, a type name a declaration mentions, a key decoding
/// strategy, the parser's message where the file stops parsing.
public struct PositionedText: Codable, Hashable, Sendable {
    public var text: String
    public var position: Position
}
