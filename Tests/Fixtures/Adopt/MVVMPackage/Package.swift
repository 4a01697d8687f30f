// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Recipes"),
        .testTarget(name: "RecipesTests", dependencies: ["Recipes"]),
    ]
)
