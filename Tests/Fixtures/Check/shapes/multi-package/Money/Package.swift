// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Money", targets: [.target(name: "Money", path: "Sources/Domain")])
