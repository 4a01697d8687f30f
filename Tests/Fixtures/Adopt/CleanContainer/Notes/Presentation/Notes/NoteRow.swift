import SwiftUI

/// One note in the list.
struct NoteRow: View {
    let note: Note

    var body: some View {
        Text(note.text)
    }
}
