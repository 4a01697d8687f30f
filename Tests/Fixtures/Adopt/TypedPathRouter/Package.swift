// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trails",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Trails", targets: ["Trails"])],
    targets: [.target(name: "Trails"), .testTarget(name: "TrailsTests", dependencies: ["Trails"])]
)
