// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shelf",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Shelf"),
        .testTarget(name: "ShelfTests", dependencies: ["Shelf"]),
    ]
)
