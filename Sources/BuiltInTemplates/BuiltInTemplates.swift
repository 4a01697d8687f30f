/// The templates scaffold ships (`Templates/*.mustache`), compiled into the binary by the EmbedTemplates plugin,
/// so any install — Homebrew, Mint, an artifact bundle, a copied binary — renders with exactly the templates it
/// was built with.
public enum BuiltInTemplates {
    /// Each template's text by name: the file name without `.mustache` (`App`, `FormViewModelTests+Testing`).
    public static var all: [String: String] { texts }
}
