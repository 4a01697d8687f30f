import SwiftSource

/// What `adopt` reads from one Swift file: its imports, its type declarations and extensions with their members,
/// and the type names each mentions. (`check` reads syntax with its own visitors, `CheckKit/Rules`.)
public struct SourceFacts: Codable, Hashable, Sendable {
    /// Top-level imports, `#if` clauses included, in source order.
    public var imports: [ImportFact] = []
    /// Top-level types and extensions; nested types are named in `TypeFact.nestedTypes`, their text belongs
    /// to the enclosing declaration.
    public var types: [TypeFact] = []
    /// The first syntax error, when the file does not parse; no rule runs on such a file.
    public var syntaxError: SyntaxErrorFact? = nil
    /// Every `….keyDecodingStrategy = .…` in the file, anywhere (a client's `init`, a method, a closure).
    public var keyDecodingStrategies: [KeyDecodingFact] = []
}

/// `decoder.keyDecodingStrategy = .convertFromSnakeCase`: the strategy's name (`convertFromSnakeCase`, `custom`), or the
/// assigned expression's text when it is not a member of `JSONDecoder.KeyDecodingStrategy` spelled out.
public struct KeyDecodingFact: Codable, Hashable, Sendable {
    public var strategy: String
    public var position: Position
}

/// `import SwiftUI`: the module's first path component (`import struct Foo.Bar` → `Foo`).
public struct ImportFact: Codable, Hashable, Sendable {
    public var module: String
    public var position: Position
}

/// Where a file stops parsing and what the parser expected there.
public struct SyntaxErrorFact: Codable, Hashable, Sendable {
    public var message: String
    public var position: Position
}

/// A type name mentioned inside a declaration, at its first mention there.
public struct NameReference: Codable, Hashable, Sendable {
    public var name: String
    public var position: Position
}
