// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Cupboard",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Cupboard", targets: ["Cupboard"])],
    targets: [.target(name: "Cupboard"), .testTarget(name: "CupboardTests", dependencies: ["Cupboard"])]
)
