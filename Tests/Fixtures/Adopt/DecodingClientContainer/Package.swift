// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Larder",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Larder"),
        .testTarget(name: "LarderTests", dependencies: ["Larder"]),
    ]
)
