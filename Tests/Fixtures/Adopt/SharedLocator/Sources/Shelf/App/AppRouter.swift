import SwiftUI

/// The app's one NavigationStack; it holds no container and pushes a book by value.
struct AppRouter: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            BookListScreen(viewModel: ServiceContainer.shared.makeBookListViewModel())
                .navigationDestination(for: Book.self) { book in
                    BookDetailScreen(book: book)
                }
        }
    }
}
