/// "Did you mean" for configuration keys and values: the closest known spelling, or none when nothing is close.
enum ConfigSuggestion {
    /// Levenshtein distance: insertions, deletions and substitutions each cost one edit.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word` ignoring case, or nil when none is close enough to be a typo.
    /// Ties go to the earlier candidate, so suggestions follow the documented order and never vary.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != word {
            // A third of the name may be wrong, at least one letter: `sorce` → `source`, but not `ab` → `tests`.
            let limit = max(1, candidate.count / 3)
            guard abs(candidate.count - lowered.count) <= limit else { continue }
            let edits = distance(lowered, candidate.lowercased())
            guard edits <= limit, edits < (best?.distance ?? .max) else { continue }
            best = (edits, candidate)
        }
        return best?.candidate
    }

    /// `did you mean `preset`? valid keys: preset, module, …` — the list alone when nothing is close.
    static func hint(for word: String, among candidates: [String], listing noun: String) -> String {
        let list = "\(noun): " + candidates.joined(separator: ", ")
        guard let match = closest(to: word, among: candidates) else { return list }
        return "did you mean `\(match)`? \(list)"
    }
}
