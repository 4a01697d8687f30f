import SwiftUI

/// The books; each pushes its own screen. Its parts are private to this file.
struct BookListScreen: View {
    @State private var viewModel: BookListViewModel

    init(viewModel: BookListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        List(viewModel.books) { book in
            NavigationLink(value: book) {
                Spine(title: book.title)
            }
        }
        .overlay {
            if viewModel.books.isEmpty { EmptyShelf() }
        }
        .navigationTitle("Shelf")
        .task {
            await viewModel.load()
        }
    }
}

/// A book's row.
fileprivate struct Spine: View {
    let title: String

    var body: some View {
        Label(title, systemImage: "book.closed")
    }
}

/// What an empty shelf shows.
fileprivate struct EmptyShelf: View {
    var body: some View {
        Text("No books yet")
    }
}
