// swift-tools-version: 6.2
// Created by scaffold init. Yours to edit; scaffold never rewrites it.
import PackageDescription

// Demo's code as a library with its tests; the Xcode app target adds the `@main` entry (AppTarget/DemoAppMain.swift).
// Swift 6 language mode, no third-party packages.
// Xcode 26's approachable concurrency (`isolation: mainActor` in .scaffold.yml), as the Xcode project's build
// settings state it too: undeclared isolation is the main actor's, with the upcoming features Xcode 26 turns on.
let swiftSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "Demo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Demo", targets: ["Demo"]),
    ],
    targets: [
        .target(name: "Demo", path: "Sources/Demo", swiftSettings: swiftSettings),
        .testTarget(name: "DemoTests", dependencies: ["Demo"], path: "Tests/DemoTests", swiftSettings: swiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
