import Foundation

/// The stand-in `#Preview` implementation (the `PreviewsMacros` executable target, built next to the test bundle
/// and the scaffold binary) and the compiler flags that load it into a harness package's targets.
enum PreviewsPlugin {
    /// Beside the test bundle, where `make test-build` puts it even when `SCAFFOLD_BINARY` runs another scaffold
    /// (Scripts/sweep_reduce.py reduces a failure against an older binary); else beside the scaffold binary.
    static let executable: URL = {
        let folders = [Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(), Bundle.main.executableURL?.deletingLastPathComponent()]
        for folder in folders.compactMap({ $0 }) {
            let bundled = folder.appendingPathComponent("PreviewsMacros")
            if FileManager.default.isExecutableFile(atPath: bundled.path) { return bundled }
        }
        let binary = (try? ScaffoldBinary.locate().url) ?? RepositoryPaths.root.appendingPathComponent(".build/debug/scaffold")
        return binary.deletingLastPathComponent().appendingPathComponent("PreviewsMacros")
    }()

    /// `unsafeFlags` text for a target that declares or expands `#Preview`.
    static var loadFlags: String {
        "\"-Xfrontend\", \"-load-plugin-executable\", \"-Xfrontend\", \"\(executable.path)#PreviewsMacros\""
    }

    /// Anchors `Bundle(for:)` to the test bundle.
    private final class BundleMarker {}
}
