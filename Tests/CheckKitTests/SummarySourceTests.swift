@testable import CheckKit
import SwiftParser
import XCTest

/// A summary is read from a short copy of the file without its bodies: it must be the summary of the whole file,
/// lines included, whatever the bodies hold.
final class SummarySourceTests: XCTestCase {
    private let file = #"""
        import SwiftUI

        /// A screen.
        struct NotesView: View {
            @State private var title = "" { didSet { print("}") } }
            @State var draft: Note? {
                willSet { log(newValue) }
            }
            let repository: any NoteRepository
            var body: some View {
                List { Text("protocols, extensions") }
            }
            var count: Int { get { 1 } set { } }
            lazy var formatter: DateFormatter = { let f = DateFormatter(); return f }()
            private let store = NoteStore.shared
            init(repository: any NoteRepository, clock: Clock = .init { 1 }) { self.repository = repository }
            func save() { struct Local { let x: Int } }
            enum Mode { case edit, view }
        }

        struct Box<Item: Identifiable> {
            let item: Item
            let wrapped: Wrapper
            init<Other>(item: Item, other: Other, label: Label) { self.item = item; wrapped = Wrapper() }
        }

        struct FetchNotesUseCase {
            var execute: @Sendable () async throws -> [Note]
            let cancel: (() -> Void)?
        }

        extension NotesView { func share() { } }
        #Preview { NotesView(repository: PreviewRepository()) }
        """#

    func testTheShortCopyGivesTheWholeFilesSummary() throws {
        let bytes = Array(file.utf8)
        let whole = SummaryReader.read(Parser.parse(source: file), lines: LineTable(Data(bytes)))
        XCTAssertEqual(SummarySource.summary(of: bytes), whole)
        XCTAssertEqual(whole.types.map(\.name), ["NotesView", "NotesView.Mode", "Box", "FetchNotesUseCase", "NotesView"])
        XCTAssertEqual(whole.types.map(\.line), [4, 18, 21, 27, 32])
    }

    func testObservedPropertiesAreStoredAndComputedOnesAreNot() {
        let view = SummarySource.summary(of: Array(file.utf8)).types[0]
        XCTAssertEqual(view.properties.map(\.name), ["title", "draft", "repository", "formatter", "store"])
        XCTAssertEqual(view.properties.map(\.type), [nil, "Note", "NoteRepository", "DateFormatter", "NoteStore"])
    }

    /// `Item` in `Box<Item>` and `Other` in `init<Other>` are no project types, whatever the project declares.
    func testGenericParametersAreNotHeldTypes() {
        let box = SummarySource.summary(of: Array(file.utf8)).types[2]
        XCTAssertEqual(box.properties.map(\.type), [nil, "Wrapper"])
        XCTAssertEqual(box.injected, ["Label"])
    }

    func testClosurePropertiesAreMarked() {
        let useCase = SummarySource.summary(of: Array(file.utf8)).types[3]
        XCTAssertEqual(useCase.properties.map(\.isClosure), [true, true])
        XCTAssertEqual(SummarySource.summary(of: Array(file.utf8)).types[0].properties.map(\.isClosure), [false, false, false, false, false])
    }

    /// A file whose declarations do not parse has no summary; an error inside a body (the file's rules do not run,
    /// and the compiler reports it) does not hide the types the file declares from the others.
    func testAFileWhoseDeclarationsDoNotParseHasNoSummary() {
        XCTAssertEqual(SummarySource.summary(of: Array("struct A { let b: }\n".utf8)), FileSummary())
        XCTAssertEqual(SummarySource.summary(of: Array("struct A { func b() { let c = } }\n".utf8)).types.map(\.name), ["A"])
    }
}
