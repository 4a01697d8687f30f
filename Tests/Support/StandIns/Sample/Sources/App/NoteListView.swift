import Foundation
import SwiftUI

/// A list screen using the navigation, list, toolbar, async and alert surface of the stand-ins.
struct NoteListView: View {
    @State private var model: NoteListModel
    @State private var isAdding = false
    @State private var selected: Note?

    init(model: NoteListModel = NoteListModel()) {
        _model = State(initialValue: model)
    }

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") { isAdding = true }
                    }
                    ToolbarItem(placement: .cancellationAction) {
                        Button(action: { selected = nil }) {
                            Label("Clear", systemImage: "xmark")
                        }
                    }
                }
                .task { await model.load() }
                .refreshable { await model.load() }
                .alert("Could not load", isPresented: $model.showsError) {
                    Button("OK", role: .cancel) {}
                } message: {
                    Text(model.errorMessage ?? "Unknown error")
                }
                .sheet(isPresented: $isAdding) {
                    NoteFormView(model: NoteFormModel())
                }
                .navigationDestination(for: Note.self) { note in
                    NoteRow(note: note)
                }
        }
    }

    @ViewBuilder
    private var content: some View {
        if model.isLoading && model.notes.isEmpty {
            ProgressView()
        } else if model.notes.isEmpty {
            ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Add a note to start."))
        } else {
            List {
                ForEach(model.notes) { note in
                    NavigationLink(destination: NoteRow(note: note)) {
                        NoteRow(note: note)
                    }
                }
                .onDelete { offsets in model.delete(at: offsets) }
                Section("By title") {
                    ForEach(model.notes.map(\.title), id: \.self) { title in
                        NavigationLink(title) { Text(verbatim: title) }
                    }
                }
                NavigationLink("First", value: model.notes[0])
            }
        }
    }
}

/// A row using stacks, fonts, colours and text interpolation.
struct NoteRow: View {
    let note: Note

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            VStack(alignment: .leading) {
                Text(note.title)
                    .font(.headline)
                Text("\(note.count) items, ratio \(note.ratio, specifier: "%.1f"), due \(note.due, style: .date)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(note.amount, format: .number)
                    .font(.caption)
                if let detail = note.detail {
                    Text(detail).font(.body)
                }
            }
            Spacer()
            if note.isDone {
                Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
            } else {
                Text(verbatim: "open").foregroundStyle(.red)
            }
        }
        .padding()
        .padding(.horizontal, 4)
        .onAppear {}
    }
}

/// A plain list over Identifiable data, with a title font and primary colour, and an empty-state overlay.
struct NoteTitles: View {
    let notes: [Note]

    var body: some View {
        Group {
            List(notes) { note in
                Text(note.title).font(.title).foregroundStyle(Color.primary)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .overlay {
            if notes.isEmpty {
                ContentUnavailableView("Nothing yet", systemImage: "tray")
            }
        }
    }
}

/// A detail screen of labelled values.
struct NoteDetail: View {
    let note: Note

    var body: some View {
        Form {
            LabeledContent("Title", value: note.title)
            LabeledContent("Amount", value: note.amount, format: .number)
            LabeledContent("Due") { Text(note.due, style: .date) }
            LabeledContent { Text("\(note.count)") } label: { Text("Count") }
        }
        .frame(width: 320, height: 480)
    }
}

// Several statements end in `return`: the SDK's `#Preview` body is not a `@ViewBuilder`.
#Preview("Two notes") {
    let store = FixedNoteStore(notes: [.sample("Milk"), .sample("Bread")])
    return NoteListView(model: NoteListModel(store: store))
}

#Preview {
    NoteListView()
}
