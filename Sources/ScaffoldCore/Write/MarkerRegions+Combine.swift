extension MarkerRegions {
    /// One generated text for a marker file from two renderings of it, when one change set carries the regions of
    /// several features (a feature, and another one regenerated beside it). The regions of `other` are merged into
    /// `generated`, so a file created from the result holds both; where `generated` has no anchor to put one before
    /// (a removal's text, which is regions only), `other` follows it, and its regions still replace theirs in the
    /// file on disk. The two are expected to hold different regions (each feature's own).
    public static func combine(_ generated: String, with other: String) -> String {
        do throws(Failure) {
            return String(decoding: try merge(generated: Array(other.utf8), into: Array(generated.utf8)), as: UTF8.self)
        } catch {
            return generated.hasSuffix("\n") || generated.isEmpty ? generated + other : generated + "\n" + other
        }
    }
}
