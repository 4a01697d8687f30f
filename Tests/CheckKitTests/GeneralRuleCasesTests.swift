@testable import CheckKit
import XCTest

/// Issue 34's four general readings, tried on hand-written shapes no labelled app has shown (stop 40): generic
/// parameters are not types, a struct (or class) of closures is an abstraction, one break is one finding, and a
/// SwiftData query built in a view is found. `↓` marks every finding expected; nothing else may be reported.
final class GeneralRuleCasesTests: XCTestCase {
    /// A Presentation view named like the generic parameters below: naming it from Data would break the direction.
    private static let itemView = """
    import SwiftUI

    struct Item: View {
        var body: some View { Text("item") }
    }
    """

    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    // MARK: Generic parameters are not types

    func testGenericParametersInWhereClausesNestedGenericsAndAliasesAreNotTheProjectsTypes() throws {
        try assertFindings([
            "Sources/App/Presentation/Item.swift": Self.itemView,
            "Sources/App/Data/Stores/RecordStore.swift": """
            import Foundation

            final class RecordStore<Item> where Item: Decodable {
                private var items: [Item] = []
                func first<Row>(as transform: (Item) -> Row) -> Row? where Row: Hashable {
                    items.first.map(transform)
                }
                func all<Key: Hashable, Group>(by key: (Item) -> Key, make: ([Item]) -> Group) -> [Key: Group] {
                    Dictionary(grouping: items, by: key).mapValues(make)
                }
            }

            typealias Loader<Item> = (Item) async throws -> [Item]

            struct PageDecoder {
                typealias Item = PageDTO
                func decode(_ data: Data) throws -> [Item] { try JSONDecoder().decode([Item].self, from: data) }
            }

            struct PageDTO: Decodable { let title: String }

            enum Decoding {
                static func decode<Item: Decodable>(_ data: Data) throws -> Item {
                    try JSONDecoder().decode(Item.self, from: data)
                }
                static func decodeAll<T>(_ data: Data, as: T.Type) throws -> [T] where T: Decodable {
                    try JSONDecoder().decode([T].self, from: data)
                }
            }
            """,
            // The real type, named from Data: still reported.
            "Sources/App/Data/Stores/ItemCache.swift": """
            final class ItemCache {
                var last: ↓Item?
            }
            """,
        ], preset: "clean")
    }

    /// A protocol's associated type is the protocol's own name, in its extensions' `where` clauses too.
    func testAnAssociatedTypeInAProtocolExtensionsWhereClauseIsNotTheProjectsType() throws {
        try assertFindings([
            "Sources/App/Presentation/Item.swift": Self.itemView,
            "Sources/App/Domain/Repositories/ListRepository.swift": """
            protocol ListRepository {
                associatedtype Item
                func all() async throws -> [Item]
            }

            extension ListRepository where Item: Identifiable {
                func ids() async throws -> [Item.ID] { try await all().map(\\.id) }
            }
            """,
        ], preset: "clean")
    }

    // MARK: A struct (or class) of closures is an abstraction

    func testAStructOrClassOfClosuresHeldByAViewModelIsAnAbstraction() throws {
        try assertFindings([
            "Sources/App/Domain/Entities/Note.swift": "struct Note: Identifiable { let id: Int; var title: String }",
            "Sources/App/Domain/UseCases/FetchNotesUseCase.swift": """
            struct FetchNotesUseCase {
                var execute: @Sendable () async throws -> [Note]
            }
            """,
            "Sources/App/Domain/UseCases/DeleteNoteUseCase.swift": """
            final class DeleteNoteUseCase {
                let execute: (Note.ID) async throws -> Void
                init(execute: @escaping (Note.ID) async throws -> Void) { self.execute = execute }
            }
            """,
            "Sources/App/Domain/UseCases/RenameNoteUseCase.swift": """
            protocol RenameNoteUseCase {
                var execute: (Note.ID, String) async throws -> Note { get }
            }
            """,
            "Sources/App/Presentation/Notes/NotesViewModel.swift": """
            import Observation

            @Observable
            final class NotesViewModel {
                private let fetchNotes: FetchNotesUseCase
                private let deleteNote: DeleteNoteUseCase
                private let renameNote: any RenameNoteUseCase
                var notes: [Note] = []
                init(fetchNotes: FetchNotesUseCase, deleteNote: DeleteNoteUseCase, renameNote: any RenameNoteUseCase) {
                    self.fetchNotes = fetchNotes
                    self.deleteNote = deleteNote
                    self.renameNote = renameNote
                }
                func load() async { notes = (try? await fetchNotes.execute()) ?? [] }
                func delete(_ note: Note) async { try? await deleteNote.execute(note.id) }
            }
            """,
        ], preset: "clean")
    }

    // MARK: One break, one finding

    /// A validation member called from several actions, one of them in an extension: the rule is reported once,
    /// where it is written.
    func testAValidationHelperCalledFromSeveralPlacesAndAnExtensionIsOneFinding() throws {
        try assertFindings([
            "Sources/App/ViewModels/SignUpViewModel.swift": """
            import Foundation

            @MainActor
            final class SignUpViewModel: ObservableObject {
                @Published var email = ""
                @Published var errorMessage: String?
                private func ↓isEmailValid() -> Bool { email.contains("@") && email.count > 5 }
                func signUp() {
                    guard isEmailValid() else { errorMessage = "Enter a valid email"; return }
                }
                func resend() {
                    if !isEmailValid() { errorMessage = "Enter a valid email" }
                }
            }

            extension SignUpViewModel {
                func subscribe() {
                    guard isEmailValid() else { errorMessage = "Enter a valid email"; return }
                }
            }
            """,
        ], preset: "layered")
    }

    /// A Swift 5 app's file with whitespace before an attribute's arguments (`@Environment (\.modelContext)`, which
    /// its compiler only warns about) is checked like any other, and is no problem.
    func testAFileTheSwift5CompilerOnlyWarnsAboutIsChecked() throws {
        let files = [
            "Sources/App/Views/NoteEditor.swift": """
            import SwiftData
            import SwiftUI

            struct NoteEditor: View {
                ↓@Environment (\\.modelContext) private var context
                var body: some View { Button("Add") { context.insert(Note()) } }
            }
            """,
        ]
        try assertFindings(files, preset: "layered")
        XCTAssertEqual(try ExampleProject(files).check(preset: "layered").problems.map(\.message), [])
    }

    /// A view that writes through the environment's model context from its body and from an extension: one access.
    func testAContextUsedFromAViewAndItsExtensionIsOneFinding() throws {
        try assertFindings([
            "Sources/App/Models/Note.swift": """
            import SwiftData

            @Model
            final class Note {
                var title: String
                init(title: String) { self.title = title }
            }
            """,
            "Sources/App/Views/NoteEditor.swift": """
            import SwiftData
            import SwiftUI

            struct NoteEditor: View {
                ↓@Environment(\\.modelContext) private var context
                @State private var title = ""
                var body: some View { Button("Add") { add() } }
                private func add() { context.insert(Note(title: title)) }
            }

            extension NoteEditor {
                func clear() throws { try context.delete(model: Note.self) }
            }
            """,
        ], preset: "layered")
    }

    // MARK: A SwiftData query built in a view

    func testAQueryWithAFilterADescriptorAndAFetchInAViewAreFound() throws {
        try assertFindings([
            "Sources/App/Models/Note.swift": """
            import SwiftData

            @Model
            final class Note {
                var title: String
                var done: Bool
                init(title: String, done: Bool) { self.title = title; self.done = done }
            }
            """,
            "Sources/App/Views/OpenNotesView.swift": """
            import SwiftData
            import SwiftUI

            struct OpenNotesView: View {
                ↓@Query(filter: #Predicate<Note> { !$0.done }, sort: \\Note.title) private var notes: [Note]
                var body: some View { List(notes) { Text($0.title) } }
            }
            """,
            "Sources/App/Views/NoteCountView.swift": """
            import SwiftData
            import SwiftUI

            struct NoteCountView: View {
                ↓@Environment(\\.modelContext) private var modelContext
                @State private var count = 0
                var body: some View {
                    Text("\\(count)").task {
                        let descriptor = FetchDescriptor<Note>(predicate: #Predicate { $0.done })
                        count = (try? modelContext.fetch(descriptor).count) ?? 0
                    }
                }
            }
            """,
            "Sources/App/Views/SearchNotesView.swift": """
            import SwiftData
            import SwiftUI

            struct SearchNotesView: View {
                ↓@Query private var notes: [Note]
                init(term: String) {
                    _notes = Query(filter: #Predicate<Note> { $0.title.contains(term) })
                }
                var body: some View { List(notes) { Text($0.title) } }
            }
            """,
        ], preset: "layered")
    }

    /// A type nested in a generic type reads the outer parameter; a generic parameter is none of the project's types.
    func testATypeNestedInAGenericTypeReadsTheOuterParameter() throws {
        try assertFindings([
            "Sources/App/Presentation/Item.swift": Self.itemView,
            "Sources/App/Data/Paging/Page.swift": """
            struct Page<Item: Decodable>: Decodable {
                struct Cursor: Decodable { let last: Item? }
                let items: [Item]
                let cursor: Cursor
            }
            """,
        ], preset: "clean")
    }

    /// A view that keeps a value with `@AppStorage` and clears UserDefaults from an extension in another file: one
    /// type, one subject.
    func testAViewAndItsExtensionInAnotherFileBreakOnceForOneSubject() throws {
        try assertFindings([
            "Sources/App/Views/SettingsView.swift": """
            import SwiftUI

            struct SettingsView: View {
                @↓AppStorage("name") private var name = ""
                var body: some View { TextField("Name", text: $name) }
            }
            """,
            "Sources/App/Views/SettingsView+Reset.swift": """
            import SwiftUI

            extension SettingsView {
                func reset() { UserDefaults.standard.removeObject(forKey: "name") }
            }
            """,
        ], preset: "mvvm")
    }

    /// A view that builds a fetch descriptor and hands it to its view model has still built the query itself.
    func testADescriptorBuiltInAViewAndHandedOnIsFound() throws {
        try assertFindings([
            "Sources/App/Models/Note.swift": """
            import SwiftData

            @Model
            final class Note {
                var title: String
                init(title: String) { self.title = title }
            }
            """,
            "Sources/App/ViewModels/NotesViewModel.swift": """
            import Observation

            @Observable
            final class NotesViewModel {
                var notes: [Note] = []
                func load(_ load: () -> [Note]) { notes = load() }
            }
            """,
            "Sources/App/Views/NotesView.swift": """
            import SwiftData
            import SwiftUI

            struct NotesView: View {
                @State private var viewModel = NotesViewModel()
                let store: NoteStore
                var body: some View {
                    List(viewModel.notes, id: \\.title) { Text($0.title) }
                        .task {
                            let descriptor = ↓FetchDescriptor<Note>(sortBy: [SortDescriptor(\\.title)])
                            viewModel.load { store.notes(matching: descriptor) }
                        }
                }
            }
            """,
        ], preset: "mvvm")
    }

    /// A view's helper that tests an input, whose verdict three actions turn into an error: one rule, at the helper.
    /// A helper whose verdict only disables a button is the view model's to hold, and not reported.
    func testAViewsValidatingHelperCalledFromSeveralActionsIsOneFinding() throws {
        try assertFindings([
            "Sources/App/Views/SignUpView.swift": """
            import SwiftUI

            struct SignUpView: View {
                @State private var email = ""
                @State private var name = ""
                @State private var showError = false
                let signUp: (String) -> Void
                private func ↓isEmailValid() -> Bool { email.contains("@") }
                private var hasName: Bool { !name.isEmpty }
                var body: some View {
                    Button("Sign up") { submit() }
                        .disabled(!hasName)
                        .alert("Check the email", isPresented: $showError) {}
                }
                private func submit() {
                    guard isEmailValid() else { showError = true; return }
                    signUp(email)
                }
                private func resend() {
                    if !isEmailValid() { showError = true }
                }
            }

            extension SignUpView {
                func retry() {
                    if isEmailValid() { signUp(email) } else { showError = true }
                }
            }
            """,
        ], preset: "mvvm")
    }

    /// The same shape in a view model, with a helper not named for validation.
    func testAViewModelsCheckingHelperWhoseFailureIsShownIsOneFinding() throws {
        try assertFindings([
            "Sources/App/ViewModels/TransferViewModel.swift": """
            import Foundation

            @MainActor
            final class TransferViewModel: ObservableObject {
                @Published var amountText = ""
                @Published var errorMessage: String?
                @Published private(set) var items: [String] = []
                private func ↓checkAmount(_ text: String) -> Bool { text.count <= 9 }
                private var hasItems: Bool { items.count > 0 }
                func send() {
                    guard checkAmount(amountText) else { errorMessage = "Too large"; return }
                }
                func refresh() {
                    guard hasItems else { errorMessage = "Nothing to refresh"; return }
                }
            }
            """,
        ], preset: "layered")
    }
}
