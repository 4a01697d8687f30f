// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// scaffold: a thin executable over libraries that hold the logic.
//   ScaffoldCore   diagnostics, locations, change set, the writer, manifest, project configuration, presets
//   FeatureKit     spec → plan → render for `feature`, `plan`, `init`, `destroy` (Yams, Mustache), over the
//                  BuiltInTemplates the EmbedTemplates plugin compiles in from Templates/; reads OpenAPI documents
//                  with OpenAPIKit (`feature --openapi`), which needs Swift tools 6.1
//   MockKit        protocol model (with SwiftType, a typed model of Swift types) → mock text (no dependencies)
//   SwiftSource    SwiftSyntax (public API) → protocol models for `mocks`, and the source-file finder (never imports FeatureKit)
//   MockGenerator  the `mocks` pipeline and its cache, over SwiftSource + MockKit
//   CheckKit       the `check` rules of the architecture documents: one SwiftSyntax visitor per rule
//   AdoptKit       `adopt`: reads a repository scaffold did not create (over SwiftSource) and decides its `.scaffold.yml`
// SwiftSyntax is confined to the libraries that read Swift (SwiftSource, CheckKit, AdoptKit), so the feature path builds and
// tests without it.
/// What the libraries that read Swift use of swift-syntax: the tree, the parser, and its diagnostics.
let swiftSyntaxParsing: [Target.Dependency] = [
    .product(name: "SwiftSyntax", package: "swift-syntax"),
    .product(name: "SwiftParser", package: "swift-syntax"),
    .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
    .product(name: "SwiftDiagnostics", package: "swift-syntax"),
]

/// Linking with lld on Linux, for the binaries only this repository's tests build (never a product's target, so a
/// package that depends on scaffold never meets the flag): gold took 23 s of CPU to relink the test bundle after an
/// edit, lld 5 s (stop 51, fresh clone, load 8), and every `make check` after an edit relinks it.
let linkWithLLD: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldCore", targets: ["ScaffoldCore"]),
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        .library(name: "MockKit", targets: ["MockKit"]),
        .library(name: "SwiftSource", targets: ["SwiftSource"]),
        .library(name: "MockGenerator", targets: ["MockGenerator"]),
        .library(name: "CheckKit", targets: ["CheckKit"]),
        .library(name: "AdoptKit", targets: ["AdoptKit"]),
        // `swift package scaffold-mocks`, and mocks regenerated before a test target compiles (Docs/Mocks.md, "SwiftPM plugins").
        .plugin(name: "ScaffoldMocksCommand", targets: ["ScaffoldMocksCommand"]),
        .plugin(name: "ScaffoldMocks", targets: ["ScaffoldMocks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"),
        // SHA-256 for the manifest and the mocks cache; 3.x and 4.x both provide `Crypto.SHA256`.
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        // OpenAPI 3.0 and 3.1 documents for `feature --openapi`, the parser swift-openapi-generator is built on. Its
        // default trait `ExternalLoading` (loading `$ref`s to other files, with Swift Concurrency) is left off: scaffold
        // refuses such references, and the trait makes the package slower to build.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0", traits: []),
        // Tests only: the HTTP server on 127.0.0.1 that RemoteLoopbackTests drives a generated remote slice against
        // (no SwiftNIO: its clean build is seconds, not minutes).
        .package(url: "https://github.com/swhitty/FlyingFox", "0.27.1"..<"0.28.0"),
    ],
    targets: [
        .executableTarget(
            name: "scaffold",
            dependencies: [
                "ScaffoldCore",
                "FeatureKit",
                "MockGenerator",
                "CheckKit",
                "SwiftSource",
                "AdoptKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ScaffoldCore",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The built-in templates, compiled in from Templates/ at build time (Plugins/EmbedTemplates).
        .target(name: "BuiltInTemplates", plugins: ["EmbedTemplates"]),
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
        // A rule is its file: the lists of rules (check's, and feature's decision rules) are derived from the rule
        // folders at build time (Plugins/RuleLists).
        .executableTarget(name: "RuleListGenerator"),
        .plugin(name: "RuleLists", capability: .buildTool(), dependencies: ["RuleListGenerator"]),
        .target(
            name: "FeatureKit",
            dependencies: [
                "ScaffoldCore",
                "MockKit",
                "BuiltInTemplates",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
            ],
            plugins: ["RuleLists"]
        ),
        .target(name: "MockKit"),
        .target(name: "SwiftSource", dependencies: ["ScaffoldCore", "MockKit"] + swiftSyntaxParsing),
        .target(name: "CheckKit", dependencies: ["ScaffoldCore", "SwiftSource"] + swiftSyntaxParsing, plugins: ["RuleLists"]),
        .target(name: "AdoptKit", dependencies: ["ScaffoldCore", "SwiftSource"] + swiftSyntaxParsing),
        .target(name: "MockGenerator", dependencies: ["ScaffoldCore", "MockKit", "SwiftSource"]),
        .plugin(
            name: "ScaffoldMocksCommand",
            capability: .command(
                intent: .custom(verb: "scaffold-mocks", description: "Generate a mock for every marked protocol (scaffold mocks)"),
                permissions: [.writeToPackageDirectory(reason: "scaffold mocks writes the mocks into the test targets' folders")]
            ),
            dependencies: ["scaffold"]
        ),
        .plugin(name: "ScaffoldMocks", capability: .buildTool(), dependencies: ["scaffold"], path: "Plugins/ScaffoldMocksBuildTool"),
        // The one text comparison of every golden and text test (a unified diff on failure), and the compiler runner
        // of the tests that compile generated code.
        .target(name: "TextDiffTesting", dependencies: ["ScaffoldCore"], path: "Tests/TextDiffTesting", linkerSettings: linkWithLLD),
        .testTarget(name: "ScaffoldCoreTests", dependencies: ["ScaffoldCore", "TextDiffTesting"]),
        .testTarget(name: "FeatureKitTests", dependencies: ["FeatureKit", "BuiltInTemplates", "ScaffoldCore", "TextDiffTesting", .product(name: "Yams", package: "Yams")]),
        // Test models written as source text (`"[String: Int]"` as a `SwiftType`), read by SwiftSource.
        .target(
            name: "MockModelLiterals",
            dependencies: [
                "MockKit", "SwiftSource",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Tests/MockModelLiterals"
        ),
        .testTarget(name: "MockKitTests", dependencies: ["MockKit", "MockModelLiterals", "TextDiffTesting"]),
        .testTarget(
            name: "SwiftSourceTests",
            dependencies: [
                "SwiftSource", "MockKit", "ScaffoldCore", "MockModelLiterals",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "MockGeneratorTests", dependencies: ["MockGenerator", "SwiftSource", "MockKit", "ScaffoldCore", "TextDiffTesting"]
        ),
        .testTarget(name: "CheckKitTests", dependencies: ["CheckKit", "SwiftSource", "ScaffoldCore", "TextDiffTesting", .product(name: "SwiftSyntax", package: "swift-syntax")]),
        .testTarget(name: "AdoptKitTests", dependencies: ["AdoptKit", "SwiftSource", "ScaffoldCore"]),
        // The stand-in of Xcode's `#Preview` implementation, loaded by the end-to-end harness's packages with
        // `-load-plugin-executable` (Tests/Support/README.md). A plain executable, not a `.macro` target: a test
        // target that depends on a macro is built for the host as a second copy of every library it uses.
        .executableTarget(
            name: "PreviewsMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Tests/Support/PreviewsMacros",
            linkerSettings: linkWithLLD
        ),
        // The end-to-end tests run the `scaffold` binary and load `PreviewsMacros`: depending on both makes
        // `swift build --product scaffoldPackageTests` build them (make test, Makefile). FlyingFox serves the
        // loopback API of RemoteLoopbackTests.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "ScaffoldCore", "FeatureKit", "CheckKit", "TextDiffTesting", "scaffold", "PreviewsMacros",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
