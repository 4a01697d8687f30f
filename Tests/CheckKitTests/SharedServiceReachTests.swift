@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 42): a view reaching the network through a service's shared instance, and a plain helper kept
/// in the view models' folder — hand-written shapes, none of an app's names. `↓` marks every finding expected;
/// nothing else may be reported.
final class SharedServiceReachTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    /// A plain class in the folder where the layout puts view models is no view model (it names `URLRequest` there
    /// without a finding); an `ObservableObject` beside it still is one. A view calling the plain class's shared
    /// instance, whose method sends requests with a `URLSession` it keeps, makes the request itself: one finding per
    /// view, however often it calls.
    func testAViewCallingASharedServiceThatSendsRequestsIsFoundAndTheServiceIsNoViewModel() throws {
        try assertFindings([
            "Sources/App/ViewModels/Uploader.swift": """
            import Foundation

            class Uploader {
                static let shared = Uploader()
                private let session: URLSession
                private init(session: URLSession = .shared) { self.session = session }
                func send(_ body: Data, to url: URL) async throws -> Data {
                    var request = URLRequest(url: url)
                    request.httpMethod = "PUT"
                    return try await session.upload(for: request, from: body).0
                }
            }
            """,
            "Sources/App/ViewModels/Feed.swift": """
            import Foundation

            final class Feed: ObservableObject {
                @Published var items: [Data] = []
                func load(_ url: URL) async throws { items = [try await ↓URLSession.shared.data(from: url).0] }
            }
            """,
            "Sources/App/Views/AvatarView.swift": """
            import SwiftUI

            struct AvatarView: View {
                let picture: Data
                var body: some View {
                    Button("Send") { Task { _ = try await ↓Uploader.shared.send(picture, to: URL(string: "https://example.com/a")!) } }
                    Button("Again") { Task { _ = try await Uploader.shared.send(picture, to: URL(string: "https://example.com/b")!) } }
                }
            }
            """,
        ], preset: "mvvm")
    }

    /// Not reported: a view calling a shared helper that names `URLSession` but sends nothing (it makes sessions), a
    /// shared helper whose `data(…)` is its own method (no `URLSession` in it), a view calling only a lookup of a shared
    /// catalogue another of whose methods downloads, and a view model calling the shared service (seed 003's view
    /// model coordinates with services).
    func testSharedHelpersThatSendNothingAndAViewModelCallingTheServiceAreNotReported() throws {
        try assertFindings([
            "Sources/App/Network/Sessions.swift": """
            import Foundation

            final class Sessions {
                static let shared = Sessions()
                func make() -> URLSession { URLSession(configuration: .default) }
            }
            """,
            "Sources/App/Support/Thumbnails.swift": """
            import Foundation

            final class Thumbnails {
                static let shared = Thumbnails()
                private var cache: [String: Data] = [:]
                func data(for key: String) -> Data? { cache[key] }
                func preload(_ key: String) { _ = data(for: key) }
            }
            """,
            "Sources/App/Catalog/Catalog.swift": """
            import Foundation

            final class Catalog {
                static let shared = Catalog()
                private var items: [String: Data] = [:]
                func item(for key: String) -> Data? { items[key] }
                func install(from url: URL) async throws { items[url.path] = try await URLSession.shared.data(from: url).0 }
            }
            """,
            "Sources/App/Views/CatalogRow.swift": """
            import SwiftUI

            struct CatalogRow: View {
                let key: String
                var body: some View { Text(Catalog.shared.item(for: key) == nil ? "Missing" : key) }
            }
            """,
            "Sources/App/Network/Uploader.swift": """
            import Foundation

            final class Uploader {
                static let shared = Uploader()
                func send(_ body: Data, to url: URL) async throws { _ = try await URLSession.shared.upload(for: URLRequest(url: url), from: body) }
            }
            """,
            "Sources/App/ViewModels/AvatarViewModel.swift": """
            import Foundation

            final class AvatarViewModel: ObservableObject {
                func send(_ picture: Data) async throws { try await Uploader.shared.send(picture, to: URL(string: "https://example.com")!) }
            }
            """,
            "Sources/App/Views/AvatarView.swift": """
            import SwiftUI

            struct AvatarView: View {
                @ObservedObject var viewModel: AvatarViewModel
                var body: some View {
                    Button("Send") { _ = Sessions.shared.make(); Thumbnails.shared.preload("a") }
                }
            }
            """,
        ], preset: "mvvm")
    }
}
