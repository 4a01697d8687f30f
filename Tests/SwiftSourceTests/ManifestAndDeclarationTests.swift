import SwiftSource
import XCTest

/// What `adopt` reads from a `Package.swift`, and what `feature` reads to find types a module already declares.
final class ManifestAndDeclarationTests: XCTestCase {
    func testTargetsWithTheirKindsPathsAndDependencies() {
        let targets = PackageManifestReader.targets(in: """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Domain"),
                    .target(name: "Data", dependencies: ["Domain", .product(name: "Yams", package: "Yams")], path: "Modules/Data"),
                    .executableTarget(name: "ShopApp", dependencies: [.target(name: "Data")]),
                    .testTarget(name: "ShopAppTests", dependencies: ["ShopApp"]),
                ]
            )
            """)
        XCTAssertEqual(targets, [
            ManifestTarget(name: "Domain", kind: .regular, line: 7),
            ManifestTarget(name: "Data", kind: .regular, path: "Modules/Data", dependencies: ["Domain"], line: 8),
            ManifestTarget(name: "ShopApp", kind: .executable, dependencies: ["Data"], line: 9),
            ManifestTarget(name: "ShopAppTests", kind: .test, dependencies: ["ShopApp"], line: 10),
        ])
        XCTAssertEqual(targets.map(\.defaultPath), ["Sources/Domain", "Sources/Data", "Sources/ShopApp", "Tests/ShopAppTests"])
    }

    func testTopLevelTypesInEveryIfClauseButNotNestedOnes() {
        let types = TopLevelTypes.declarations(in: """
            struct Wallet {
                struct Nested {}
            }
            #if DEBUG
            final class WalletRepositoryImpl {}
            #else
            actor WalletStore {}
            #endif
            typealias Money = Decimal
            extension Wallet {}
            protocol `Repository` {}
            """, path: "A.swift")
        XCTAssertEqual(types.map(\.name), ["Wallet", "WalletRepositoryImpl", "WalletStore", "Money", "Repository"])
        XCTAssertEqual(types[1].location.description, "A.swift:5:13")
    }
}
