// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NotesUI",
    dependencies: [.package(path: "../Notes")],
    targets: [.target(name: "NotesUI", dependencies: [.product(name: "Notes", package: "Notes")], path: "Sources/UI")]
)
