import SwiftData
import SwiftUI

struct BookmarkListView: View {
    // Breaks view-data-access
    @Query(sort: \Bookmark.title) private var bookmarks: [Bookmark]
    // Breaks view-data-access
    @Environment(\.modelContext) private var modelContext
    // Not a break: an environment value that is no store.
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            ForEach(bookmarks) { Text($0.title) }
                .onDelete { offsets in offsets.forEach { modelContext.delete(bookmarks[$0]) } }
        }
    }
}
