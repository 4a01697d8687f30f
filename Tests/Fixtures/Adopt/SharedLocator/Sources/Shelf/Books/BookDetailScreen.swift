import SwiftUI

/// One book.
struct BookDetailScreen: View {
    let book: Book

    var body: some View {
        Text(book.title)
            .navigationTitle(book.title)
    }
}
