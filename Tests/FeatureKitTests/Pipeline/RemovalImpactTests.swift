import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What removing a feature leaves behind: other features that use its types, and every file left naming one.
final class RemovalImpactTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appending(path: "removal-\(UUID().uuidString)", directoryHint: .isDirectory)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func put(_ path: String, _ text: String) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func entry(_ group: String) -> Manifest.Entry { Manifest.Entry(sha256: "", group: group) }

    func testAnotherFeaturesFilesAndRegionsAreDependentsAndEveryUserIsListed() throws {
        try put("Sources/App/Models/Contact.swift", "struct Contact: Identifiable { let id: UUID }\n")
        try put("Sources/App/Repositories/ContactRepository.swift", "protocol ContactRepositoryProtocol {}\nactor ContactRepository: ContactRepositoryProtocol {}\n")
        try put("Sources/App/Views/ContactRow.swift", "struct ContactRow { let contact: Contact } // edited\n")
        try put("Sources/App/UseCases/CreateReminderUseCase.swift", "struct CreateReminderUseCase { let contacts: any ContactRepositoryProtocol }\n")
        try put("Sources/App/UseCases/ArchiveContactUseCase.swift", "struct ArchiveContactUseCase { let contact: Contact }\n")
        try put("Sources/App/App/AppFactory.swift", """
        // Contact appears in a comment only
        struct AppFactory {
            // scaffold:begin feature:Contact
            let contactRepository = ContactRepository()
            // scaffold:end feature:Contact
            // scaffold:begin feature:Reminder
            let reminders = ReminderRepository(contacts: ContactRepository(), shared: contactRepository)
            // scaffold:end feature:Reminder
        }
        """)
        var manifest = Manifest()
        manifest.files["Sources/App/Models/Contact.swift"] = entry("feature:Contact")
        manifest.files["Sources/App/Repositories/ContactRepository.swift"] = entry("feature:Contact")
        manifest.files["Sources/App/Views/ContactRow.swift"] = entry("feature:Contact")
        manifest.files["Sources/App/UseCases/CreateReminderUseCase.swift"] = entry("feature:Reminder")
        manifest.files["Specs/Contact.yml"] = entry("spec:Contact")
        let removal = WriteReport(results: [
            FileResult(path: "Sources/App/Models/Contact.swift", status: .delete),
            FileResult(path: "Sources/App/Repositories/ContactRepository.swift", status: .delete),
            FileResult(path: "Sources/App/Views/ContactRow.swift", status: .keep, note: "edited since scaffold wrote it"),
        ], dryRun: true)

        let impact = RemovalImpact.assess(feature: "Contact", removal: removal, manifest: manifest, files: ProjectSwiftFiles.read(root: root))

        XCTAssertEqual(impact.removedNames, ["Contact", "ContactRepository", "ContactRepositoryProtocol", "contactRepository"],
                       "the types of the deleted files and the members of the feature's emptied region")
        XCTAssertEqual(impact.dependents, ["Reminder"])
        XCTAssertEqual(impact.savedSpec, "Specs/Contact.yml")
        let left = Dictionary(impact.leftFiles.map { ("\($0.path) \($0.reason)", $0.names) }, uniquingKeysWith: { $0 + $1 })
        XCTAssertEqual(left, [
            "Sources/App/App/AppFactory.swift feature Reminder's region of it": ["ContactRepository", "contactRepository"],
            "Sources/App/UseCases/ArchiveContactUseCase.swift yours: scaffold did not write it": ["Contact"],
            "Sources/App/UseCases/CreateReminderUseCase.swift feature Reminder's": ["ContactRepositoryProtocol"],
            "Sources/App/Views/ContactRow.swift kept: edited since scaffold wrote it": ["Contact"],
        ])
        let refusal = try XCTUnwrap(impact.refusal(flag: "--ignore-dependents"))
        XCTAssertEqual(refusal.exitCode, 3)
        XCTAssertTrue(refusal.summary.hasPrefix("Reminder uses Contact"), refusal.summary)
        XCTAssertTrue(refusal.message.contains("CreateReminderUseCase.swift (feature Reminder's) uses ContactRepositoryProtocol"), refusal.message)
        XCTAssertTrue(refusal.hint?.contains("--ignore-dependents") == true)
    }

    func testATypeAKeptFileStillDeclaresIsNotRemoved() throws {
        try put("Models/Note.swift", "struct Note {} // mine\n")
        try put("Views/NoteView.swift", "struct NoteView { let note: Note }\n")
        try put("Views/Other.swift", "struct Other { let note: Note; let view: NoteView }\n")
        let removal = WriteReport(results: [
            FileResult(path: "Models/Note.swift", status: .keep, note: "edited since scaffold wrote it"),
            FileResult(path: "Views/NoteView.swift", status: .delete),
        ], dryRun: true)
        let impact = RemovalImpact.assess(feature: "Note", removal: removal, manifest: Manifest(), files: ProjectSwiftFiles.read(root: root))
        XCTAssertEqual(impact.removedNames, ["NoteView"])
        XCTAssertEqual(impact.leftFiles.map(\.path), ["Views/Other.swift"])
        XCTAssertNil(impact.refusal(flag: "--ignore-dependents"))
    }

    /// An adopted app's route case and its destination name the feature's case and the route they bind; neither is a
    /// member other code uses (a view's own `route` is not the feature's).
    func testTheNamesARouteCaseAndItsDestinationBindAreNoMembers() throws {
        try put("App/Route.swift", """
            enum Route: Hashable {
                case scan
                // scaffold:begin feature:Note.case
                case note(NoteRoute)
                // scaffold:end feature:Note.case
            }

            """)
        try put("App/ContentView.swift", """
            struct ContentView {
                func screen(_ route: Route, note: String) {
                    switch route {
                    case .scan: break
                    // scaffold:begin feature:Note.destination
                    case .note(let route):
                        _ = route
                    // scaffold:end feature:Note.destination
                    }
                }
            }

            """)
        try put("App/Container.swift", """
            final class Container {
                // scaffold:begin feature:Note
                let noteRepository = NoteRepository()
                // scaffold:end feature:Note
            }

            """)
        let impact = RemovalImpact.assess(
            feature: "Note", removal: WriteReport(results: [], dryRun: true), manifest: Manifest(), files: ProjectSwiftFiles.read(root: root)
        )
        XCTAssertEqual(impact.removedNames, ["noteRepository"])
        XCTAssertEqual(impact.leftFiles.map(\.path), [], "ContentView's own `route` and `note` are not the feature's")
    }
}
