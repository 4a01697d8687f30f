import Combine
import Foundation
import SwiftUI
import XCTest
@testable import App

/// Checks that the stand-ins behave as their SwiftUI/Combine originals do where tests can observe it.
@MainActor
final class StandInBehaviourTests: XCTestCase {
    func testPublishedAnnouncesChangesBeforeTheyHappen() {
        let model = NoteFormModel()
        var seenBeforeChange: [String] = []
        let cancellable = model.objectWillChange.sink { seenBeforeChange.append(model.title) }

        model.title = "Groceries"
        model.isDone = true

        XCTAssertEqual(seenBeforeChange, ["", "Groceries"])
        XCTAssertEqual(model.titleChanges, ["", "Groceries"])
        cancellable.cancel()
        model.title = "Ignored by the cancelled sink"
        XCTAssertEqual(seenBeforeChange.count, 2)
    }

    func testObjectWillChangeIsSharedByEveryPublishedProperty() {
        let model = NoteFormModel()
        XCTAssertTrue(model.objectWillChange === model.objectWillChange)
    }

    func testObservedObjectBindingsWriteThrough() {
        let model = NoteFormModel()
        let view = NoteFormView(model: model)

        view.$model.title.wrappedValue = "Via binding"

        XCTAssertEqual(model.title, "Via binding")
        XCTAssertTrue(model.canSave)
    }

    func testBindableBindingsWriteThrough() {
        let model = NoteEditorModel()
        let view = NoteEditorView(model: model)

        view.$model.count.wrappedValue = 7

        XCTAssertEqual(model.count, 7)
    }

    func testStateKeepsWritesAndProjectsABinding() {
        @State var count = 1
        let binding = $count
        binding.wrappedValue = 5
        XCTAssertEqual(count, 5)
    }

    func testBindingDynamicMemberReachesIntoValues() {
        var note = Note.sample("Old")
        let binding = Binding(get: { note }, set: { note = $0 })

        binding.title.wrappedValue = "New"

        XCTAssertEqual(note.title, "New")
        XCTAssertEqual(Binding.constant(3).wrappedValue, 3)
    }

    func testObservableModelLoadsThroughAsyncStore() async {
        let model = NoteListModel(store: FixedNoteStore(notes: [.sample("A"), .sample("B")]))

        await model.load()
        model.delete(at: IndexSet(integer: 0))

        XCTAssertEqual(model.notes.map(\.title), ["B"])
        XCTAssertFalse(model.isLoading)
    }

    func testBodiesEvaluateWithoutAHierarchy() async {
        let model = NoteListModel(store: FixedNoteStore(notes: [.sample("A")]))
        await model.load()

        _ = NoteListView(model: model).body
        _ = NoteListView(model: NoteListModel(store: FixedNoteStore(notes: []))).body
        _ = NoteRow(note: .sample("Row")).body
        _ = NoteTitles(notes: [.sample("T")]).body
        _ = NoteTitles(notes: []).body
        _ = NoteDetail(note: .sample("D")).body
        _ = NoteFormView(model: NoteFormModel()).body
        _ = NoteEditorView(model: NoteEditorModel()).body
        _ = ToolbarSample().body
        SampleApp.main()
    }

    func testOffsetHelpersRemoveAndMoveLikeSwiftUI() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        XCTAssertEqual(letters, ["a", "c", "e", "b", "d"])
        letters.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
        XCTAssertEqual(letters, ["d", "a", "c", "e", "b"])
        letters.remove(atOffsets: IndexSet([0, 2]))
        XCTAssertEqual(letters, ["a", "e", "b"])
    }

    func testNavigationPathKeepsWhatIsPushedAndLocalizedStringsTheirDefault() {
        let navigator = NoteNavigator()
        navigator.show(Note.sample("A"))
        navigator.show(Note.sample("B"))
        XCTAssertEqual(navigator.path.count, 2)
        navigator.pop()
        XCTAssertEqual(navigator.path.count, 1)
        XCTAssertEqual(navigator.title, "Notes: 1 open, all saved")
        _ = NoteStackView(navigator: navigator).body
    }

    func testPassthroughSubjectDeliversLaterValuesThenItsCompletion() {
        let feed = NoteFeed()
        feed.receive(.sample("Before anyone listens"))
        var titles: [String] = []
        var finished = 0
        let cancellable = feed.notes.sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { titles.append($0.title) })
        feed.receive(.sample("A"))
        feed.close()
        feed.receive(.sample("After the end"))
        var lateCompletions: [Subscribers.Completion<Never>] = []
        let late = feed.notes.sink(receiveCompletion: { lateCompletions.append($0) }, receiveValue: { _ in XCTFail("no value after the end") })

        XCTAssertEqual(titles, ["A"])
        XCTAssertEqual(finished, 1)
        XCTAssertEqual(lateCompletions, [.finished], "a subject that finished tells later subscribers at once")
        cancellable.cancel()
        late.cancel()
    }

    func testCurrentValueSubjectGivesItsValueToEachNewSubscriber() {
        let feed = NoteFeed()
        feed.receive(.sample("A"))
        var counts: [Int] = []
        let cancellable = feed.count.sink { counts.append($0) }
        feed.receive(.sample("B"))

        XCTAssertEqual(counts, [1, 2])
        cancellable.cancel()
    }

    func testMapCompactMapAndSetFailureTypeShapeValues() {
        let feed = NoteFeed()
        var titles: [String] = []
        var details: [String] = []
        let first = feed.titles.sink(receiveCompletion: { _ in }, receiveValue: { titles.append($0) })
        let second = feed.details.sink { details.append($0) }
        var withDetail = Note.sample("B")
        withDetail.detail = "more"
        feed.receive(.sample("A"))
        feed.receive(withDetail)

        XCTAssertEqual(titles, ["A", "B"])
        XCTAssertEqual(details, ["more"], "compactMap leaves nil out")
        first.cancel()
        second.cancel()
    }

    func testPublishedProjectionMapsLikeAnyPublisher() {
        let model = NoteFormModel()
        var lengths: [Int] = []
        let cancellable = model.$title.map { $0.count }.eraseToAnyPublisher().sink { lengths.append($0) }
        model.title = "abc"

        XCTAssertEqual(lengths, [0, 3])
        cancellable.cancel()
    }

    func testDismissIsCallable() {
        @Environment(\.dismiss) var dismiss
        dismiss()
    }
}
