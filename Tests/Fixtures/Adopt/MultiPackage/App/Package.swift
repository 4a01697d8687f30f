// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TasksApp",
    platforms: [.iOS(.v17)],
    dependencies: [.package(path: "../Domain"), .package(path: "../Data")],
    targets: [
        .executableTarget(
            name: "TasksApp",
            dependencies: [.product(name: "Domain", package: "Domain"), .product(name: "Data", package: "Data")]
        ),
        .testTarget(name: "TasksAppTests", dependencies: ["TasksApp"]),
    ]
)
