@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 41): what a type is, read through the calls its static code makes, and the readings made
/// for the misses of the fresh40 half — hand-written shapes, none of an app's names. `↓` marks every finding
/// expected; nothing else may be reported.
final class CallReachTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    /// A namespace reaching UserDefaults through two others (one of them a singleton holding it) is a persistence
    /// manager wherever the view calls it from; a view model calling it, a view reading a namespace's constant, and a
    /// view calling the static helper of a type with instances are not reported.
    func testAViewCallingANamespaceThatReachesAStoreThroughOthersIsFound() throws {
        try assertFindings([
            "Sources/App/Storage/Vault.swift": """
            import Foundation

            final class Vault {
                static let shared = Vault()
                private let defaults: UserDefaults
                private init(defaults: UserDefaults = .standard) { self.defaults = defaults }
                func write(_ data: Data, key: String) { defaults.set(data, forKey: key) }
            }
            """,
            "Sources/App/Storage/Records.swift": """
            import Foundation

            enum Records {
                static func put(_ data: Data, key: String) { Vault.shared.write(data, key: key) }
            }
            """,
            "Sources/App/Storage/Bookmarks.swift": """
            import Foundation

            enum Bookmarks {
                enum Keys { static let all = "bookmarks" }
                static func add(_ id: Int) { Records.put(Data([UInt8(id)]), key: Keys.all) }
            }
            """,
            "Sources/App/Support/Paths.swift": """
            import Foundation

            struct Document {
                let name: String
                static func folder() -> URL { FileManager.default.temporaryDirectory }
            }
            """,
            "Sources/App/ViewModels/BookmarksViewModel.swift": """
            import Foundation

            final class BookmarksViewModel: ObservableObject {
                func add(_ id: Int) { Bookmarks.add(id) }
            }
            """,
            "Sources/App/Views/BookmarkButton.swift": """
            import SwiftUI

            struct BookmarkButton: View {
                let id: Int
                var body: some View {
                    Button(Bookmarks.Keys.all) { ↓Bookmarks.add(id) }
                        .help(Document.folder().path)
                }
            }
            """,
            "Sources/App/Views/BookmarkRow.swift": """
            import SwiftUI

            struct BookmarkRow: View {
                @ObservedObject var viewModel: BookmarksViewModel
                var body: some View { Button(Bookmarks.Keys.all) { viewModel.add(1) } }
            }
            """,
        ], preset: "mvvm")
    }

    /// A view's `if` testing its input against a format predicate (`isValidEmail`) that shows an error is validation;
    /// a view model putting a record to its own `isValid` is not read.
    func testAFormatPredicateIsAValidationTest() throws {
        try assertFindings([
            "Sources/App/Presentation/Login/LoginViewModel.swift": """
            import Foundation

            final class LoginViewModel: ObservableObject {
                @Published var email = ""
                @Published var draft = Draft()
                @Published var errorMessage: String?
                func submit() {
                    ↓if !email.isValidEmail { errorMessage = "Invalid email" }
                }
                func save() {
                    if !draft.isValid { errorMessage = "Fix the form" }
                }
            }
            """,
        ], preset: "clean")
    }

    /// The network's error in shared code, answered by Domain, is reported once per type (a conformer repeating its
    /// protocol's signature is not reported again); Data answering it is not.
    func testDomainAnsweringTheNetworksErrorFromSharedCodeIsFound() throws {
        try assertFindings([
            "Sources/App/Core/Networking/NetworkError.swift": "enum NetworkError: Error { case offline }",
            "Sources/App/Domain/UseCases/FeedUseCase.swift": """
            protocol FeedUseCase {
                func execute() async -> Result<[String], ↓NetworkError>
            }
            struct DefaultFeedUseCase: FeedUseCase {
                func execute() async -> Result<[String], NetworkError> { .success([]) }
            }
            """,
            "Sources/App/Data/Remote/FeedRemote.swift": """
            protocol FeedRemote { func feed() async -> Result<[String], NetworkError> }
            """,
        ], preset: "clean")
    }
}
