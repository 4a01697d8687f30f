import Foundation
import ScaffoldCore
import XCTest

/// A region takes the indentation of the person's file: inserted before an anchor indented with a tab or two
/// spaces, it is indented as the anchor is; replaced between markers the person moved, it follows the markers.
final class WriterIndentTests: WriteTestCase {
    private let path = "App/AppContainer.swift"

    private let generated = """
            // scaffold:begin feature:Wallet
            let walletRepository = WalletRepository()
            func make() -> Int {
                1
            }
            // scaffold:end feature:Wallet

            // scaffold:insert features

        """

    private func register() throws {
        try apply(changes([path: generated], mode: .insertBetweenMarkers, group: "feature:Wallet"), WriteOptions())
    }

    func testAnInsertedRegionTakesTheAnchorsIndentation() throws {
        try put(path, "final class AppContainer {\n\tlet clock = Clock()\n\n\t// scaffold:insert features\n}\n")
        try register()
        XCTAssertEqual(text(path), """
            final class AppContainer {
            \tlet clock = Clock()

            \t// scaffold:begin feature:Wallet
            \tlet walletRepository = WalletRepository()
            \tfunc make() -> Int {
            \t    1
            \t}
            \t// scaffold:end feature:Wallet

            \t// scaffold:insert features
            }

            """)
    }

    func testAReplacedRegionFollowsItsMarkers() throws {
        try put(path, """
            struct AppContainer {
              // scaffold:begin feature:Wallet
              let old = 0
              // scaffold:end feature:Wallet
            }

            """)
        try register()
        XCTAssertEqual(text(path), """
            struct AppContainer {
              // scaffold:begin feature:Wallet
              let walletRepository = WalletRepository()
              func make() -> Int {
                  1
              }
              // scaffold:end feature:Wallet
            }

            """)
    }
}
