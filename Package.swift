// swift-tools-version: 6.0
import PackageDescription

// scaffold: a thin executable over libraries that hold the logic.
// Spec → Plan → Render → Write lives in ScaffoldKit; SwiftSyntax is confined to MockParser,
// so the feature path builds and tests without it.
let package = Package(
    name: "scaffold",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
        .library(name: "MockKit", targets: ["MockKit"]),
        .library(name: "MockParser", targets: ["MockParser"]),
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
                "ScaffoldKit",
                "MockParser",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ScaffoldKit",
            dependencies: [
                "MockKit",
                "CSHA256",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(name: "MockKit"),
        // SHA-256 in C: intrinsics reach the CPU's SHA instructions, which Swift cannot name portably.
        .target(name: "CSHA256"),
        .target(
            name: "MockParser",
            dependencies: [
                "MockKit",
                "ScaffoldKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "ScaffoldKitTests",
            dependencies: ["ScaffoldKit", "CSHA256", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(name: "MockKitTests", dependencies: ["MockKit"]),
        .testTarget(
            name: "MockParserTests",
            dependencies: [
                "MockParser", "MockKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["ScaffoldKit"]),
    ],
    swiftLanguageModes: [.v6]
)
