/// An import a mock repeats from its protocol's file. Most are a module name (`Combine`); one the file guards with
/// `#if` is carried as `FoundationNetworking if canImport(FoundationNetworking)`, so it travels through parsing,
/// the cache and planning like a name (a module name has no space). A cross-platform file imports
/// `FoundationNetworking` that way for `URLSession` on Linux, and the mock needs the same import, guarded the same way.
public enum MockImport {
    private static let separator = " if "

    /// The entry for `import module` inside `#if condition`.
    public static func guarded(_ module: String, condition: String) -> String {
        module + separator + condition
    }

    /// The module an entry imports.
    public static func module(of entry: String) -> String {
        split(entry).module
    }

    /// `(module, condition)`; the condition is nil for a plain import.
    private static func split(_ entry: String) -> (module: String, condition: String?) {
        let parts = entry.split(separator: " ", maxSplits: 2)
        guard parts.count == 3, parts[1] == "if" else { return (entry, nil) }
        return (String(parts[0]), String(parts[2]))
    }

    /// The import lines for a run's entries: plain ones sorted, then each guarded one not also imported plainly, in
    /// its `#if` block, then the `@testable` ones sorted. A module imported `@testable` is not imported again.
    public static func lines(_ entries: [String], testable: [String]) -> [String] {
        let testable = Set(testable.map(\.trimmingSpaces).filter { !$0.isEmpty })
        var plain: Set<String> = [], guarded: Set<String> = []
        for entry in entries.map(\.trimmingSpaces) where !entry.isEmpty && !testable.contains(module(of: entry)) {
            if split(entry).condition == nil { plain.insert(entry) } else { guarded.insert(entry) }
        }
        var lines = plain.sorted().map { "import \($0)" }
        for entry in guarded.sorted() {
            let (module, condition) = split(entry)
            guard let condition, !plain.contains(module) else { continue }
            lines += ["#if \(condition)", "import \(module)", "#endif"]
        }
        return lines + testable.sorted().map { "@testable import \($0)" }
    }
}
