/// What `scaffold check` reads from one Swift file: its imports, its type declarations and extensions with
/// their members, the type names each mentions, and its `// scaffold:ignore` comments.
///
/// Plain values, `Codable`, so they can be cached per file content: rules run over these facts, never over
/// syntax trees, and a file that did not change is never parsed again.
public struct SourceFacts: Codable, Hashable, Sendable {
    /// Top-level imports, `#if` clauses included, in source order.
    public var imports: [ImportFact]
    /// Top-level types and extensions; nested types are named in `TypeFact.nestedTypes`, their text belongs
    /// to the enclosing declaration.
    public var types: [TypeFact]
    public var ignores: [IgnoreComment]
    /// The first syntax error, when the file does not parse; no rule runs on such a file.
    public var syntaxError: SyntaxErrorFact?

    public init(imports: [ImportFact] = [], types: [TypeFact] = [], ignores: [IgnoreComment] = [], syntaxError: SyntaxErrorFact? = nil) {
        self.imports = imports
        self.types = types
        self.ignores = ignores
        self.syntaxError = syntaxError
    }
}

/// A line and a column (UTF-8, both from 1), as compilers print them.
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// `import SwiftUI`: the module's first path component (`import struct Foo.Bar` → `Foo`).
public struct ImportFact: Codable, Hashable, Sendable {
    public var module: String
    public var position: Position

    public init(module: String, position: Position) {
        self.module = module
        self.position = position
    }
}

/// `// scaffold:ignore rule-a, rule-b`: the rules it names and the lines it covers.
public struct IgnoreComment: Codable, Hashable, Sendable {
    public var rules: [String]
    public var position: Position
    /// The line it silences: its own when code precedes it on that line, else the next line holding code.
    public var line: Int

    public init(rules: [String], position: Position, line: Int) {
        self.rules = rules
        self.position = position
        self.line = line
    }
}

/// Where a file stops parsing and what the parser expected there.
public struct SyntaxErrorFact: Codable, Hashable, Sendable {
    public var message: String
    public var position: Position

    public init(message: String, position: Position) {
        self.message = message
        self.position = position
    }
}

/// A type name mentioned inside a declaration, at its first mention there.
public struct NameReference: Codable, Hashable, Sendable {
    public var name: String
    public var position: Position

    public init(name: String, position: Position) {
        self.name = name
        self.position = position
    }
}

extension SourceFacts {
    /// What other files need to know about this one: its types' names, kinds, conformances, nested types and
    /// instance properties (name, type, whether others may set it); no places, functions, bodies, references,
    /// imports or comments. A file whose summary did not change changes no other file's findings.
    public var summary: SourceFacts {
        let nowhere = Position(line: 0, column: 0)
        return SourceFacts(types: types.map { type in
            TypeFact(
                name: type.name, kind: type.kind, position: nowhere, startLine: 0, inherited: type.inherited,
                nestedTypes: type.nestedTypes,
                properties: type.properties.filter { !$0.isStatic }.map { property in
                    PropertyFact(
                        name: property.name, position: nowhere, typeName: property.typeName,
                        modifiers: property.modifiers.filter { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") },
                        isLet: property.isLet, isComputed: property.isComputed
                    )
                }
            )
        }, syntaxError: syntaxError)
    }
}
