import Foundation
import SwiftUI

/// A form choosing a related record with a picker, editors that say what their field holds, and a list whose
/// rows offer swipe actions and a context menu, with a confirmation before what cannot be undone.
struct NoteChoicesView: View {
    @State private var folderID: UUID?
    @State private var email = ""
    @State private var details = ""
    @State private var amount: Decimal = 0
    @State private var notes: [Note] = []
    @State private var noteToDelete: Note?
    @State private var isConfirmingDelete = false
    let folders: [(id: UUID, name: String)] = []

    var body: some View {
        Form {
            Picker("Folder", selection: $folderID) {
                Text("None").tag(nil as UUID?)
                ForEach(folders, id: \.id) { folder in
                    Text(folder.name).tag(Optional(folder.id))
                }
            }
            TextField("Email", text: $email)
                #if canImport(UIKit)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                #endif
                .autocorrectionDisabled()
            TextField("Body", text: $details, axis: .vertical)
                .lineLimit(3...)
            TextField("Amount", value: $amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                #if canImport(UIKit)
                .keyboardType(.decimalPad)
                #endif
            List {
                ForEach(notes) { note in
                    HStack {
                        Text(note.title)
                        Spacer()
                        Text(amount.formatted(.currency(code: "EUR")))
                            .monospacedDigit()
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button("Delete", systemImage: "trash") {
                            noteToDelete = note
                            isConfirmingDelete = true
                        }
                        .tint(.red)
                    }
                    .swipeActions(edge: .leading) {
                        Button("Pin") {}
                    }
                    .contextMenu {
                        Button("Pin") {}
                        Button("Delete", systemImage: "trash", role: .destructive) {}
                    }
                }
            }
            .confirmationDialog("Delete this note?", isPresented: $isConfirmingDelete, titleVisibility: .visible, presenting: noteToDelete) { note in
                Button("Delete \(note.title)", role: .destructive) {}
            }
            .confirmationDialog("Sure?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
                Button("Yes", role: .destructive) {}
            }
        }
    }
}
