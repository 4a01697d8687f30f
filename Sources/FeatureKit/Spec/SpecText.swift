import ScaffoldCore

/// Text helpers for diagnostics.
enum SpecText {
    /// Keeps messages readable when the input is junk (a 100 000-character name is shown by its start).
    static func abbreviated(_ text: String) -> String {
        YAMLNode.abbreviated(text)
    }
}
