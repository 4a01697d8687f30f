@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 43, fresh41's G433/G434): a test of a value a method makes of an input (`let code =
/// otp.joined()`, `guard code.count == 6`) tests the input, and a failed test that sets a `message` shows its verdict,
/// as `errorMessage` does. A value an input is passed to (`let found = search(query)`) is not the input. `↓` marks every
/// finding expected; nothing else may be reported.
final class DerivedInputMessageTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    /// The view's `submitCode` tests the length of the code joined from its digits and shows a message when it fails:
    /// one finding at the guard. `search` tests what a lookup returned for the query, and `reset` sets the message
    /// with no test of an input: none.
    func testALengthOfAJoinedInputThatSetsAMessageIsFoundAndALookupsResultIsNot() throws {
        try assertFindings([
            "Sources/App/Views/VerifyCodeView.swift": """
            import SwiftUI

            struct VerifyCodeView: View {
                @State private var digits: [String] = Array(repeating: "", count: 6)
                @State private var query = ""
                @State private var message = ""
                let verify: (String) -> Void
                let lookUp: (String) -> [String]
                var body: some View {
                    VStack {
                        Text(message)
                        Button("Verify") { submitCode() }
                        Button("Search") { search() }
                    }
                }
                private func submitCode() {
                    let code = digits.joined()
                    ↓guard code.count == 6 else {
                        message = "Please enter all 6 digits"
                        return
                    }
                    verify(code)
                }
                private func search() {
                    let found = lookUp(query)
                    guard !found.isEmpty else {
                        message = "Nothing found"
                        return
                    }
                    verify(found[0])
                }
                private func reset() {
                    message = ""
                }
            }
            """,
        ], preset: "mvvm")
    }

    /// The view's `nextButton` keeps the rule in locals (`let canProceed = allPicked && !selectedTags.isEmpty`) and its
    /// `else` calls `validator.showValidation("…")`: one finding at the `if`. The same shape over a list the view is
    /// given (not an input it edits) and a branch whose `else` calls nothing that shows an error: none.
    func testALocalVerdictOverInputsWhoseElseShowsValidationIsFoundAndOneOverGivenValuesIsNot() throws {
        try assertFindings([
            "Sources/App/Views/EditSpaceView.swift": """
            import SwiftUI

            struct EditSpaceView: View {
                @State private var images: [Data?] = Array(repeating: nil, count: 5)
                @State private var selectedTags: Set<Int> = []
                @StateObject private var validator = ValidationHelper()
                let rooms: [String]
                let upload: () -> Void
                var body: some View { VStack { nextButton; roomsButton; refreshButton } }
                private var nextButton: some View {
                    let allPicked = images.allSatisfy { $0 != nil }
                    let canProceed = allPicked && !selectedTags.isEmpty
                    return Button("Next") {
                        ↓if canProceed {
                            upload()
                        } else {
                            validator.showValidation("Please select all 5 images")
                        }
                    }
                }
                private var roomsButton: some View {
                    let hasRooms = !rooms.isEmpty
                    return Button("Rooms") {
                        if hasRooms {
                            upload()
                        } else {
                            validator.showValidation("No rooms yet")
                        }
                    }
                }
                private var refreshButton: some View {
                    let empty = selectedTags.isEmpty
                    return Button("Refresh") {
                        if empty {
                            upload()
                        } else {
                            selectedTags = []
                        }
                    }
                }
            }
            """,
        ], preset: "mvvm")
    }

    /// A view model's `else` that shows a success alert, and a guard over words split from a parameter whose exit adds
    /// a chat message (a call, no `message` set), and a guard on a login's outcome decided by an `if` over the code: no
    /// rule shown failing, no finding. Its `message = "…"` on a failed test
    /// of the settable code is one.
    func testASuccessAlertAndAnAppendedChatMessageShowNoErrorAndASetMessageDoes() throws {
        try assertFindings([
            "Sources/App/Presentation/Settings/SettingsViewModel.swift": """
            import Foundation

            @MainActor
            final class SettingsViewModel: ObservableObject {
                @Published var language = "en"
                @Published var code = ""
                @Published var messages: [ChatMessage] = []
                @Published var message = ""
                private var savedLanguage = "en"
                func update() {
                    if savedLanguage != language {
                        apply(language)
                    } else {
                        showSuccessAlert(with: "Updated settings!")
                    }
                }
                func reveal(_ fullText: String) {
                    let words = fullText.components(separatedBy: " ")
                    guard !words.isEmpty else {
                        messages.append(ChatMessage(text: fullText))
                        return
                    }
                    messages.append(ChatMessage(text: words[0]))
                }
                func verify() {
                    let trimmed = code.trimmingCharacters(in: .whitespaces)
                    ↓guard trimmed.count == 6 else {
                        message = "Enter the 6 digits"
                        return
                    }
                    apply(trimmed)
                }
                func logIn() async {
                    let didLogIn = if !code.isEmpty { await send(code) } else { await send(language) }
                    guard didLogIn else {
                        message = "Could not sign in"
                        return
                    }
                }
                private func send(_ value: String) async -> Bool { true }
                private func apply(_ value: String) {}
                private func showSuccessAlert(with text: String) {}
            }
            """,
        ], preset: "clean")
    }
}
