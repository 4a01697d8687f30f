// swift-tools-version: 6.0
import PackageDescription

// A component: its Domain (the module named for it), its Data, and its wiring, as three targets of one package.
let package = Package(
    name: "Notes",
    dependencies: [.package(path: "../Money")],
    targets: [
        .target(name: "Notes", dependencies: [.product(name: "Money", package: "Money")], path: "Sources", exclude: ["Data", "DI"], sources: ["Domain"]),
        .target(name: "NotesData", dependencies: ["Notes"], path: "Sources", exclude: ["Domain", "DI"], sources: ["Data"]),
        .target(name: "NotesDI", dependencies: ["Notes", "NotesData"], path: "Sources/DI"),
        .testTarget(name: "NotesTests", dependencies: ["Notes"]),
    ]
)
