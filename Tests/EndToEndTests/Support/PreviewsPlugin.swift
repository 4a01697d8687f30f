import Foundation

/// The stand-in `#Preview` implementation (the `PreviewsMacros` executable target, built next to the scaffold
/// binary) and the compiler flags that load it into a harness package's targets.
enum PreviewsPlugin {
    static let executable: URL = {
        let binary = (try? ScaffoldBinary.locate().url) ?? RepositoryPaths.root.appendingPathComponent(".build/debug/scaffold")
        return binary.deletingLastPathComponent().appendingPathComponent("PreviewsMacros")
    }()

    /// `unsafeFlags` text for a target that declares or expands `#Preview`.
    static var loadFlags: String {
        "\"-Xfrontend\", \"-load-plugin-executable\", \"-Xfrontend\", \"\(executable.path)#PreviewsMacros\""
    }
}
