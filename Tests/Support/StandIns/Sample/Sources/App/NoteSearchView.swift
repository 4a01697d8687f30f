import Foundation
import SwiftUI

/// A searchable list with a dismissible error, a confirmation that says more, and rows edited by identity: the
/// surface issue 35's screens use (`searchable`, `ContentUnavailableView.search`, a dialog's message,
/// `labelStyle(.iconOnly)`, `buttonStyle(.borderless)`, `labelsHidden()`, `ForEach` over a binding).
struct NoteSearchView: View {
    /// One editable line, with an identity of its own.
    struct Line: Identifiable, Equatable {
        let id = UUID()
        var text: String
    }

    @State private var query = ""
    @State private var lines = [Line(text: "First"), Line(text: "Second")]
    @State private var day = Date(timeIntervalSince1970: 0)
    @State private var toDelete: Line?
    @State private var isConfirming = false
    @State private var message: String? = "Could not load"

    private var visible: [Line] {
        query.isEmpty ? lines : lines.filter { $0.text.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                if let message {
                    HStack {
                        Label(message, systemImage: "exclamationmark.triangle")
                        Spacer()
                        Button("Dismiss", systemImage: "xmark") { self.message = nil }
                            .labelStyle(.iconOnly)
                            .buttonStyle(.borderless)
                    }
                }
                ForEach($lines) { $line in
                    TextField("Line", text: $line.text)
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Delete") {
                                toDelete = line
                                isConfirming = true
                            }
                        }
                }
                .onDelete { offsets in lines.remove(atOffsets: offsets) }
                DatePicker("Day", selection: $day, displayedComponents: .date)
                    .labelsHidden()
            }
            .overlay {
                if visible.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, prompt: "Search lines")
            .confirmationDialog("Delete this line?", isPresented: $isConfirming, titleVisibility: .visible, presenting: toDelete) { line in
                Button("Delete", role: .destructive) { lines.removeAll { $0.id == line.id } }
            } message: { line in
                Text("“\(line.text)” goes with it.")
            }
        }
    }
}

/// The other forms of `searchable` and of the empty search.
struct NoteSearchForms: View {
    @State private var query = ""

    var body: some View {
        VStack {
            ContentUnavailableView.search
        }
        .searchable(text: $query)
        .searchable(text: $query, prompt: Text("Find"))
        .searchable(text: $query, placement: .automatic, prompt: String("Find"))
    }
}
