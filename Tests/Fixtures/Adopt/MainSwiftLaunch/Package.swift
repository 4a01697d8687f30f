// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Logbook",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [.executableTarget(name: "Logbook"), .testTarget(name: "LogbookTests", dependencies: ["Logbook"])]
)
