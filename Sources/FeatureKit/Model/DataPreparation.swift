import Foundation

/// Seed 000's "Business logic: data preparation" (`prepareTitle`, `notes?.nilIfEmpty`), as every generated
/// write applies it before validating (`UseCase.mustache`'s `prepare`): text trimmed of surrounding spaces and
/// newlines, optional text that is then empty stored as nil. The spec check applies it to `example:` and `sets:`
/// text, so a literal the tool accepts is the value that is stored.
public enum DataPreparation {
    /// The text as a write stores it; nil for optional text that prepares to nothing.
    public static func prepared(_ text: String, optional: Bool) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return optional && trimmed.isEmpty ? nil : trimmed
    }
}
