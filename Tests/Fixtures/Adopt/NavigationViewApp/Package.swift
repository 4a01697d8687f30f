// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Chores",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Chores"),
        .testTarget(name: "ChoresTests", dependencies: ["Chores"]),
    ]
)
