// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Garden",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Garden"),
        .testTarget(name: "GardenTests", dependencies: ["Garden"]),
    ]
)
