// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Domain",
    products: [.library(name: "Domain", targets: ["Domain"])],
    targets: [.target(name: "Domain")]
)
