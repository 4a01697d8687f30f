/// The tool's version, printed by `scaffold --version` and written into generated headers' manifest.
public enum ScaffoldVersion {
    public static let current = "0.1.0"
}
