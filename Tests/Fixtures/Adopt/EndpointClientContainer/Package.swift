// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Attic",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Attic"),
        .testTarget(name: "AtticTests", dependencies: ["Attic"]),
    ]
)
