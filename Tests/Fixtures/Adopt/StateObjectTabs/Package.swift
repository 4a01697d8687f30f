// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Pantry"),
        .testTarget(name: "PantryTests", dependencies: ["Pantry"]),
    ]
)
