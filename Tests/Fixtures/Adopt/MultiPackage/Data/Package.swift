// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Data",
    products: [.library(name: "Data", targets: ["Data"])],
    dependencies: [.package(path: "../Domain")],
    targets: [.target(name: "Data", dependencies: [.product(name: "Domain", package: "Domain")])]
)
