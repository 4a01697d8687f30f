extension Sequence {
    /// Each element as `read` makes it, or nil when `read` refused any (having reported why). Every element is read
    /// even after a refusal, so a spec's problems are all reported in one run, not one a run.
    func readingEvery<Value>(_ read: (Element) -> Value?) -> [Value]? {
        var values: [Value] = []
        var valid = true
        for element in self {
            if let value = read(element) { values.append(value) } else { valid = false }
        }
        return valid ? values : nil
    }
}
