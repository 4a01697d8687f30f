import Foundation

/// The stand-ins of Apple's frameworks (Tests/Support/StandIns, Tests/Support/README.md) as modules a compiler run can
/// import, for tests that compile mocks of protocols using them (`Combine`'s `AnyPublisher`). Where the real framework
/// exists (Apple's platforms), it is used and nothing is built.
public enum StandInModules {
    /// Tests/Support/StandIns, found from this file's place in the repository.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Support/StandIns")

    /// The flags a compiler run needs for a built stand-in: none where the framework exists.
    public struct Flags {
        /// `-I folder`: enough to type-check.
        public var importing: [String] = []
        /// `-L folder -lModule`: to link a program.
        public var linking: [String] = []
    }

    /// Builds `module` (a folder of `folder`) into `directory` as a static library with its interface, in Swift 6 mode
    /// with warnings as errors.
    public static func build(_ module: String, into directory: URL) throws -> Flags {
        if frameworkExists(module) { return Flags() }
        let sources = try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent(module), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.map(\.path).sorted()
        let build = try SwiftCompiler.run(
            SwiftCompiler.swiftc + [
                "-emit-library", "-static", "-emit-module", "-parse-as-library", "-module-name", module,
                "-swift-version", "6", "-warnings-as-errors",
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                "-o", directory.appendingPathComponent("lib\(module).a").path,
            ] + sources,
            in: directory
        )
        guard build.status == 0 else { throw StandInBuildError(module: module, output: build.output) }
        return Flags(importing: ["-I", directory.path], linking: ["-L", directory.path, "-l\(module)"])
    }

    private static func frameworkExists(_ module: String) -> Bool {
        #if canImport(Combine)
        return module == "Combine"
        #else
        return false
        #endif
    }
}

/// A stand-in that does not compile: its own defect, reported with the compiler's output.
public struct StandInBuildError: Error, CustomStringConvertible {
    public let module: String
    public let output: String

    public var description: String { "the \(module) stand-in does not build:\n\(output)" }
}
