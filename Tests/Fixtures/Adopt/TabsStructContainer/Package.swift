// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Journal",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Journal"),
        .testTarget(name: "JournalTests", dependencies: ["Journal"]),
    ]
)
