import SwiftUI

/// Every entry, in the order written.
struct EntryListView: View {
    let entries: [String]

    var body: some View {
        List(entries, id: \.self) { entry in
            Text(entry)
        }
        .navigationTitle("Entries")
    }
}
