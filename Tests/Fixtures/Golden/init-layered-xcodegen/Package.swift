// swift-tools-version: 6.1
// Created by scaffold init. Yours to edit; scaffold never rewrites it.
import PackageDescription

// Demo's code as a library with its tests; the Xcode app target adds the `@main` entry (AppTarget/DemoAppMain.swift).
// Swift 6 language mode, no third-party packages.
let package = Package(
    name: "Demo",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Demo", targets: ["Demo"]),
    ],
    targets: [
        .target(name: "Demo", path: "Sources/Demo"),
        .testTarget(name: "DemoTests", dependencies: ["Demo"], path: "Tests/DemoTests"),
    ],
    swiftLanguageModes: [.v6]
)
