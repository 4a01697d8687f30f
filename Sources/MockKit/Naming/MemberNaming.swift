/// Chooses the prefix of each member's generated names (`fetch` in `fetchCallCount`), deterministically.
///
/// A name used once keeps its base name. Overloads are named by Mockolo's rule (see `MockoloNaming`), so tests
/// written against Mockolo's mocks compile: `display(_ device:)`, `display(in runtime:)` → `display`, `displayIn`.
/// Identical requirements (which can only sit in exclusive `#if` clauses) share one prefix.
enum MemberNaming {
    /// Prefixes parallel to `members` (already flattened out of `#if` clauses).
    static func prefixes(for members: [MockMember]) -> [String] {
        let entries = members.map(Entry.init)
        if let bases = distinctBases(entries) { return bases }
        return resolveClashes(MockoloNaming.prefixes(for: members, signatures: entries.map(\.signature)), entries)
    }

    /// The base names, when no two members share one (static or not, as Mockolo counts them): then no name can
    /// clash and each keeps its own. That is nearly every protocol, and this check hashes each name once.
    private static func distinctBases(_ entries: [Entry]) -> [String]? {
        var seen = Set<String>(minimumCapacity: entries.count)
        for entry in entries {
            guard seen.insert(entry.base).inserted else { return nil }
        }
        return entries.map(\.base)
    }

    /// `names` with any name claimed by two different signatures in one namespace numbered (see `resolveClashes`).
    static func numberingClashes(_ names: [String], members: [MockMember]) -> [String] {
        resolveClashes(names, members.map(Entry.init))
    }

    /// Numbers any prefix still claimed by two signatures in one namespace, later ones first to yield (a safety
    /// net: Mockolo's rule leaves none but where Mockolo's own mocks would not compile).
    private static func resolveClashes(_ names: [String], _ entries: [Entry]) -> [String] {
        // Owners by index: signatures are compared only when two members want one name.
        var owner: [String: Int] = [:]
        var result: [String] = []
        result.reserveCapacity(names.count)
        for (index, (name, entry)) in zip(names, entries).enumerated() {
            var candidate = name
            var number = 2
            while let other = owner[entry.namespace + candidate], entries[other].signature != entry.signature {
                candidate = name + String(number)
                number += 1
            }
            owner[entry.namespace + candidate] = index
            result.append(candidate)
        }
        return result
    }

    /// Readable form of a requirement for comments and messages: `fetch(id:)`, `subscript(_:)`, `name`.
    static func selector(of member: MockMember) -> String {
        var writer = CodeWriter(capacity: 64)
        Selector(member).write(into: &writer)
        return writer.text
    }

    /// `==` → `operatorEqualEqual`: operators need an identifier to build names from.
    static func identifierBase(_ name: String) -> String {
        let name = name.withoutBackticks
        guard !name.isEmpty, !name.startsLikeIdentifier else { return name }
        let words: [Character: String] = [
            "=": "Equal", "<": "Less", ">": "Greater", "+": "Plus", "-": "Minus", "*": "Star", "/": "Slash",
            "!": "Bang", "%": "Percent", "&": "Amp", "|": "Pipe", "^": "Caret", "~": "Tilde", "?": "Question", ".": "Dot",
        ]
        return "operator" + name.map { words[$0] ?? "" }.joined()
    }
}
