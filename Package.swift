// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// scaffold: a thin executable over libraries that hold the logic.
//   ScaffoldCore   diagnostics, locations, change set, the writer, manifest, project configuration, presets
//   FeatureKit     spec → plan → render for `feature`, `plan`, `init`, `destroy` (Yams, Mustache)
//   MockKit        protocol model → mock text (no dependencies)
//   SwiftSource    SwiftSyntax → protocol models (never imports FeatureKit)
//   MockGenerator  the `mocks` pipeline and its cache, over SwiftSource + MockKit
// SwiftSyntax is confined to SwiftSource, so the feature path builds and tests without it.
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
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "scaffold",
            dependencies: [
                "ScaffoldCore",
                "FeatureKit",
                "MockGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ScaffoldCore",
            dependencies: [
                "CSHA256",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "FeatureKit",
            dependencies: [
                "ScaffoldCore",
                "MockKit",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(name: "MockKit"),
        // SHA-256 in C: intrinsics reach the CPU's SHA instructions, which Swift cannot name portably.
        .target(name: "CSHA256"),
        .target(
            name: "SwiftSource",
            dependencies: [
                "ScaffoldCore",
                "MockKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(name: "MockGenerator", dependencies: ["ScaffoldCore", "MockKit", "SwiftSource"]),
        .testTarget(name: "ScaffoldCoreTests", dependencies: ["ScaffoldCore", "CSHA256"]),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: ["FeatureKit", "ScaffoldCore", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(name: "MockKitTests", dependencies: ["MockKit"]),
        .testTarget(
            name: "SwiftSourceTests",
            dependencies: [
                "SwiftSource", "MockKit", "ScaffoldCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "MockGeneratorTests", dependencies: ["MockGenerator", "SwiftSource", "MockKit", "ScaffoldCore"]),
        // The stand-in of Xcode's `#Preview` implementation, loaded by the end-to-end harness's packages
        // (Tests/Support/README.md); the dependency only makes `swift build --build-tests` build it.
        .macro(
            name: "PreviewsMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Tests/Support/PreviewsMacros"
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["ScaffoldCore", "FeatureKit", "PreviewsMacros"]),
    ],
    swiftLanguageModes: [.v6]
)
