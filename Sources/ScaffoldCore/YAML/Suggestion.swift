/// "Did you mean": the closest known spelling by edit distance, or none when nothing is close. The one rule for
/// spec keys, types and rules, configuration keys and values, and template names.
public enum Suggestion {
    /// Optimal-string-alignment distance (Levenshtein plus adjacent swaps), so `feild` is one edit from `field`.
    public static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// How many edits still look like a typo of `candidate`: short names tolerate fewer.
    public static func tolerance(for candidate: String) -> Int {
        switch candidate.count {
        case ...3: return 1
        case ...8: return 2
        default: return 3
        }
    }

    /// The candidate closest to `word`, ignoring case; nil when none is close enough to be a plausible typo.
    /// Ties go to the alphabetically first candidate so suggestions are deterministic.
    ///
    /// `maximumDistance` tightens the bar where any other word is also legal (a custom operation may be named
    /// anything, so only one edit from a built-in name counts as a typo of it).
    public static func closest(to word: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil) -> String? {
        let lowered = word.lowercased()
        var best: (distance: Int, candidate: String)?
        for candidate in Set(candidates).sorted() where candidate != word {
            let limit = min(tolerance(for: candidate), maximumDistance ?? .max)
            // Cheap bound first: lengths alone can rule a candidate out, which keeps huge inputs fast.
            guard abs(candidate.count - lowered.count) <= limit else { continue }
            let d = distance(lowered, candidate.lowercased())
            guard d <= limit else { continue }
            if let current = best, current.distance <= d { continue }
            best = (d, candidate)
        }
        return best?.candidate
    }

    /// `did you mean `fields`?`, or nil when nothing is close.
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
        closest(to: word, among: candidates).map { "did you mean `\($0)`?" }
    }

    /// `did you mean `preset`? valid keys: preset, module, …`: the list alone when nothing is close.
    public static func hint(for word: String, among candidates: [String], listing noun: String) -> String {
        let list = "\(noun): " + candidates.joined(separator: ", ")
        guard let match = closest(to: word, among: candidates) else { return list }
        return "did you mean `\(match)`? \(list)"
    }
}
