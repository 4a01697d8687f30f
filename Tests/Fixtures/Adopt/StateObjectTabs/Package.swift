// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Larder",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Larder", targets: ["Larder"])],
    targets: [.target(name: "Larder"), .testTarget(name: "LarderTests", dependencies: ["Larder"])]
)
