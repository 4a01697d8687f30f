/// Chooses the prefix of each member's generated names (`fetch` in `fetchCallCount`), deterministically.
///
/// A name used once keeps its base name. Overloads sharing a base name each get their argument
/// labels appended (`fetch(id:)` → `fetchId`, `fetch(_:)` → `fetch`); overloads still alike also get
/// their parameter types (`fetchIdInt`); any still alike get `2`, `3`, … in declaration order.
/// Identical requirements (which can only sit in exclusive `#if` clauses) share one prefix.
enum MemberNaming {
    /// Prefixes parallel to `members` (already flattened out of `#if` clauses).
    static func prefixes(for members: [MockMember]) -> [String] {
        let entries = members.map(Entry.init)
        if let bases = distinctBases(entries) { return bases }
        var result = Array(repeating: "", count: entries.count)
        var groupOrder: [String] = []
        var groups: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            if groups[entry.group] == nil { groupOrder.append(entry.group) }
            groups[entry.group, default: []].append(index)
        }
        for group in groupOrder {
            for (index, prefix) in disambiguate(groups[group] ?? [], entries) { result[index] = prefix }
        }
        return resolveClashes(result, entries)
    }

    /// The base names, when no two members share one in a namespace: then no name can clash and each
    /// keeps its own. That is nearly every protocol, and this check hashes each name once.
    private static func distinctBases(_ entries: [Entry]) -> [String]? {
        var seen = Set<String>(minimumCapacity: entries.count)
        for entry in entries {
            guard seen.insert(entry.group).inserted else { return nil }
        }
        return entries.map(\.base)
    }

    private static func disambiguate(_ indices: [Int], _ entries: [Entry]) -> [(Int, String)] {
        if indices.count == 1 { return [(indices[0], entries[indices[0]].base)] }
        let distinct = Set(indices.map { entries[$0].signature })
        guard distinct.count > 1 else { return indices.map { ($0, entries[$0].base) } }
        var names = indices.map { entries[$0].base + entries[$0].labelSuffix }
        names = refine(names, indices, entries) { entries[$0].typeSuffix }
        return Array(zip(indices, names))
    }

    /// Appends `extra` to names still shared by different signatures.
    private static func refine(_ names: [String], _ indices: [Int], _ entries: [Entry], extra: (Int) -> String) -> [String] {
        var signaturesByName: [String: Set<String>] = [:]
        for (name, index) in zip(names, indices) { signaturesByName[name, default: []].insert(entries[index].signature) }
        return zip(names, indices).map { name, index in
            (signaturesByName[name]?.count ?? 0) > 1 ? name + extra(index) : name
        }
    }

    /// Numbers any prefix still claimed by two signatures in one namespace, later ones first to yield.
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
        guard let first = name.first, !(first.isLetter || first == "_") else { return name }
        let words: [Character: String] = [
            "=": "Equal", "<": "Less", ">": "Greater", "+": "Plus", "-": "Minus", "*": "Star", "/": "Slash",
            "!": "Bang", "%": "Percent", "&": "Amp", "|": "Pipe", "^": "Caret", "~": "Tilde", "?": "Question", ".": "Dot",
        ]
        return "operator" + name.map { words[$0] ?? "" }.joined()
    }
}
