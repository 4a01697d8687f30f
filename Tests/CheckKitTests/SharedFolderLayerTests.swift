@testable import CheckKit
import ScaffoldCore
import XCTest

/// Shared code that none of the layers' folders holds is in no layer (fresh half 4, stop 40): a folder named like a
/// layer that holds the folders of two other layers is the project's folder (seed 002, "The Three Layers": Domain,
/// Data and Presentation side by side), and a module holding files of no layer beside one layer's is shared (seed
/// 002's composition root lists the "Shared" HTTP client and storage apart from the layers). `↓` marks every finding
/// expected; nothing else may be reported.
final class SharedFolderLayerTests: XCTestCase {
    private static let logger = """
    import Foundation

    enum RequestLogger {
        static func log(_ request: URLRequest) { print(request) }
        static var verbose: Bool { UserDefaults.standard.bool(forKey: "verbose") }
    }
    """

    private func assertFindings(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: "clean").findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    func testAFolderNamedLikeALayerThatHoldsTheLayersIsNone() throws {
        try assertFindings([
            "Sources/ShopUI/Domain/Note.swift": "struct Note { let title: String }",
            "Sources/ShopUI/Data/NoteStore.swift": """
            final class NoteStore {
                func load() -> [Note] { RequestLogger.log(URLRequest(url: URL(fileURLWithPath: "/"))); return [] }
            }
            """,
            "Sources/ShopUI/Presentation/NotesView.swift": "import SwiftUI\n\nstruct NotesView: View { var body: some View { Text(\"Notes\") } }",
            "Sources/ShopUI/Core/Logging/RequestLogger.swift": Self.logger,
        ])
        let resolver = LayerResolver(layout: Preset.clean.layout, roots: ProjectRoots(module: "App"), preset: "clean")
            .holding(["ShopUI/Domain/Note.swift", "ShopUI/Data/NoteStore.swift", "ShopUI/Core/Logger.swift"])
        XCTAssertNil(resolver.place("ShopUI/Core/Logger.swift").layer)
        XCTAssertEqual(resolver.place("ShopUI/Data/NoteStore.swift").layer, .data)
    }

    func testAFolderNamedLikeALayerHoldingOneOtherLayerStaysItsLayer() throws {
        try assertFindings([
            "Sources/ShopUI/Data/NoteStore.swift": """
            final class NoteStore {
                func load() { ↓RequestLogger.log(URLRequest(url: URL(fileURLWithPath: "/"))) }
            }
            """,
            "Sources/ShopUI/Core/RequestLogger.swift": "enum RequestLogger { static func log(_ text: Any) { print(text) } }",
        ])
    }

    func testAModuleHoldingFilesOfNoLayerBesideOneLayersIsShared() throws {
        try assertFindings([
            "Package.swift": """
            let package = Package(name: "Notes", targets: [
                .target(name: "Core", path: "Core"),
                .target(name: "NotesData", path: "Sources/Data"),
            ])
            """,
            "Core/Networking/APIClient.swift": "final class APIClient { func send() {} }",
            "Core/UI/Shimmer.swift": "import SwiftUI\n\nstruct Shimmer: View { var body: some View { Text(\"…\") } }",
            "Sources/Data/NoteStore.swift": "import Core\n\nfinal class NoteStore { let client = APIClient() }",
        ])
    }

    func testAModuleWhoseFilesAreAllPresentationIsPresentation() throws {
        try assertFindings([
            "Package.swift": """
            let package = Package(name: "Notes", targets: [
                .target(name: "Core", path: "Core"),
                .target(name: "NotesData", path: "Sources/Data"),
            ])
            """,
            "Core/UI/Shimmer.swift": "import SwiftUI\n\nstruct Shimmer: View { var body: some View { Text(\"…\") } }",
            "Sources/Data/NoteStore.swift": "↓import Core\n\nfinal class NoteStore {}",
        ])
    }
}
