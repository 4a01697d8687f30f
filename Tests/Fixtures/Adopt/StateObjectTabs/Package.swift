// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Pantry",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "Pantry", targets: ["Pantry"])],
    targets: [.target(name: "Pantry"), .testTarget(name: "PantryTests", dependencies: ["Pantry"])]
)
