@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 42): a View's `guard` requiring what the user picks (`guard let cover, let back else { error }`)
/// is the required-fields rule; a view model's optional state is not an input the user fills. `↓` marks every finding
/// expected; nothing else may be reported.
final class RequiredPicksTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    /// One finding for the view's method, at its guard; none for the view model that needs its signed-in account, nor
    /// for the view's guard that leaves quietly.
    func testAViewRequiringItsPicksIsFoundAndAViewModelNeedingItsStateIsNot() throws {
        try assertFindings([
            "Sources/App/Views/CardScanView.swift": """
            import SwiftUI

            struct CardScanView: View {
                @State private var front: Data?
                @State private var back: Data?
                @State private var alertText = ""
                let send: (Data, Data) -> Void
                var body: some View { Button("Send") { submit() }.onAppear { preview() } }
                private func submit() {
                    ↓guard let front, let back = back else {
                        alertText = "Scan both sides of the card"
                        return
                    }
                    send(front, back)
                }
                private func preview() {
                    guard let front else { return }
                    send(front, front)
                }
                // A log line at the error level tells the developer, not the user (reduced from Home Assistant's
                // ImprovDiscoverView): no finding.
                private func connect() {
                    guard let back else {
                        Current.Log.error("no peripheral selected")
                        logger.warning("nothing to connect")
                        return
                    }
                    send(back, back)
                }
            }
            """,
            "Sources/App/ViewModels/CardViewModel.swift": """
            import Foundation

            final class CardViewModel: ObservableObject {
                @Published var account: String?
                @Published var errorMessage: String?
                func upload(_ card: Data) {
                    guard let account else {
                        errorMessage = "Sign in again"
                        return
                    }
                    print(account, card)
                }
            }
            """,
        ], preset: "layered")
    }
}
