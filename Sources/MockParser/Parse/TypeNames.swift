import SwiftSyntax

/// Names in inheritance clauses: each constraint on its own, and the bare name a parent is looked up by.
enum TypeNames {
    /// `: Codable & Hashable, Sendable` → `["Codable", "Hashable", "Sendable"]`.
    static func constraints(in clause: InheritanceClauseSyntax) -> [String] {
        clause.inheritedTypes.flatMap { split($0.type) }
    }

    /// A composition `A & B` split into its parts; any other type as written.
    static func split(_ type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { split($0.type) }
        }
        return [SyntaxText.written(type)]
    }

    /// The name a parent protocol is declared under: `Foundation.Sendable` → `Sendable`,
    /// `Repository<Item>` → `Repository`, `@preconcurrency Store` → `Store`.
    static func declaredName(_ written: String) -> String {
        var name = Substring(written)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let space = name.lastIndex(of: " ") { name = name[name.index(after: space)...] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name.filter { $0 != "`" })
    }
}
