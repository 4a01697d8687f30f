// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import SwiftUI

/// Where the app creates its view models (seed 003, Dependency Injection: "App creates and owns ViewModel",
/// then injects it into the environment): each feature's persistence manager, the list view model its
/// screens share, created once, and its screens. Assign another manager before the first screen to swap it
/// (a preview's, a test's) for every screen of the feature.
@MainActor
final class AppViewModels {
    init() {}

    // scaffold:begin feature:Author
    /// Author: its persistence manager, the list view model its screens share, and its screens.
    var authorPersistenceManager: any AuthorPersistenceManagerProtocol = AuthorPersistenceManager.shared

    func makeFetchAuthorsService() -> any FetchAuthorsServiceProtocol {
        FetchAuthorsService(repository: authorPersistenceManager)
    }

    func makeCreateAuthorService() -> any CreateAuthorServiceProtocol {
        CreateAuthorService(repository: authorPersistenceManager)
    }

    func makeUpdateAuthorService() -> any UpdateAuthorServiceProtocol {
        UpdateAuthorService(repository: authorPersistenceManager)
    }

    func makeDeleteAuthorService() -> any DeleteAuthorServiceProtocol {
        DeleteAuthorService(repository: authorPersistenceManager, bookPersistenceManager: bookPersistenceManager)
    }

    lazy var authorListViewModel = AuthorListViewModel(
        fetchAuthorsService: makeFetchAuthorsService(),
        deleteAuthorService: makeDeleteAuthorService()
    )

    func makeAuthorFormViewModel(author: Author? = nil) -> AuthorFormViewModel {
        AuthorFormViewModel(
            author: author,
            createAuthorService: makeCreateAuthorService(),
            updateAuthorService: makeUpdateAuthorService()
        )
    }

    /// The Author screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func authorScreen(for route: AuthorRoute) -> some View {
        switch route {
        case .list:
            AuthorListView(makeCreateForm: { AuthorFormView(viewModel: self.makeAuthorFormViewModel()) }).environmentObject(self.authorListViewModel)
        case .new:
            AuthorFormView(viewModel: self.makeAuthorFormViewModel())
        case .edit(let author):
            AuthorFormView(viewModel: self.makeAuthorFormViewModel(author: author))
        }
    }
    // scaffold:end feature:Author

    // scaffold:begin feature:Book
    /// Book: its persistence manager, the list view model its screens share, and its screens.
    var bookPersistenceManager: any BookPersistenceManagerProtocol = BookPersistenceManager.shared

    func makeCreateBookService() -> any CreateBookServiceProtocol {
        CreateBookService(repository: bookPersistenceManager, authorPersistenceManager: authorPersistenceManager)
    }

    func makeUpdateBookService() -> any UpdateBookServiceProtocol {
        UpdateBookService(repository: bookPersistenceManager, authorPersistenceManager: authorPersistenceManager)
    }

    func makeLendBookService() -> any LendBookServiceProtocol {
        LendBookService(repository: bookPersistenceManager)
    }

    func makeGiveBackBookService() -> any GiveBackBookServiceProtocol {
        GiveBackBookService(repository: bookPersistenceManager)
    }

    func makeWithdrawBookService() -> any WithdrawBookServiceProtocol {
        WithdrawBookService(repository: bookPersistenceManager)
    }

    lazy var bookListViewModel = BookListViewModel(
        repository: bookPersistenceManager,
        lendBookService: makeLendBookService(),
        giveBackBookService: makeGiveBackBookService(),
        withdrawBookService: makeWithdrawBookService(),
        // Read from the Service's file, which is the team's: withdraw is offered once they have written it.
        offersWithdraw: WithdrawBookService.isImplemented,
        fetchAuthorsService: makeFetchAuthorsService()
    )

    func makeBookFormViewModel(book: Book? = nil) -> BookFormViewModel {
        BookFormViewModel(
            book: book,
            createBookService: makeCreateBookService(),
            updateBookService: makeUpdateBookService(),
            lendBookService: makeLendBookService(),
            giveBackBookService: makeGiveBackBookService(),
            fetchAuthorsService: makeFetchAuthorsService()
        )
    }

    /// The Book screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func bookScreen(for route: BookRoute) -> some View {
        switch route {
        case .list:
            BookListView(makeCreateForm: { BookFormView(viewModel: self.makeBookFormViewModel()) }).environmentObject(self.bookListViewModel)
        case .new:
            BookFormView(viewModel: self.makeBookFormViewModel())
        case .edit(let book):
            BookFormView(viewModel: self.makeBookFormViewModel(book: book))
        }
    }
    // scaffold:end feature:Book

    // scaffold:begin feature:Member
    /// Member: its persistence manager, the list view model its screens share, and its screens.
    var memberPersistenceManager: any MemberPersistenceManagerProtocol = MemberPersistenceManager.shared

    func makeCreateMemberService() -> any CreateMemberServiceProtocol {
        CreateMemberService(repository: memberPersistenceManager)
    }

    func makeUpdateMemberService() -> any UpdateMemberServiceProtocol {
        UpdateMemberService(repository: memberPersistenceManager)
    }

    func makeSuspendMemberService() -> any SuspendMemberServiceProtocol {
        SuspendMemberService(repository: memberPersistenceManager)
    }

    lazy var memberListViewModel = MemberListViewModel(
        repository: memberPersistenceManager,
        suspendMemberService: makeSuspendMemberService()
    )

    func makeMemberDetailViewModel(id: Member.ID) -> MemberDetailViewModel {
        MemberDetailViewModel(
            id: id,
            repository: memberPersistenceManager
        )
    }

    func makeMemberFormViewModel(member: Member? = nil) -> MemberFormViewModel {
        MemberFormViewModel(
            member: member,
            createMemberService: makeCreateMemberService(),
            updateMemberService: makeUpdateMemberService()
        )
    }

    /// The Member screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func memberScreen(for route: MemberRoute) -> some View {
        switch route {
        case .list:
            MemberListView(makeCreateForm: { MemberFormView(viewModel: self.makeMemberFormViewModel()) }).environmentObject(self.memberListViewModel)
        case .new:
            MemberFormView(viewModel: self.makeMemberFormViewModel())
        case .detail(let id):
            MemberDetailView(viewModel: self.makeMemberDetailViewModel(id: id))
        case .edit(let member):
            MemberFormView(viewModel: self.makeMemberFormViewModel(member: member))
        }
    }
    // scaffold:end feature:Member

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built from the app's view models.
struct HomeView: View {
    let title: String
    let viewModels: AppViewModels
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Author.routes
                .navigationDestination(for: AuthorRoute.self) { route in
                    viewModels.authorScreen(for: route)
                }
                // scaffold:end feature:Author.routes
                // scaffold:begin feature:Book.routes
                .navigationDestination(for: BookRoute.self) { route in
                    viewModels.bookScreen(for: route)
                }
                // scaffold:end feature:Book.routes
                // scaffold:begin feature:Member.routes
                .navigationDestination(for: MemberRoute.self) { route in
                    viewModels.memberScreen(for: route)
                }
                // scaffold:end feature:Member.routes
                // scaffold:insert routes
        }
    }

    /// A link to each feature's first screen. `SwiftUI.List`, qualified: this text is written once, and the app
    /// may later get an entity of its own called `List`.
    private var links: some View {
        SwiftUI.List {
            // scaffold:begin feature:Author.link
            NavigationLink("Authors", value: AuthorRoute.list)
            // scaffold:end feature:Author.link
            // scaffold:begin feature:Book.link
            NavigationLink("Books", value: BookRoute.list)
            // scaffold:end feature:Book.link
            // scaffold:begin feature:Member.link
            NavigationLink("Members", value: MemberRoute.list)
            // scaffold:end feature:Member.link
            // scaffold:insert links
        }
    }
}

// The first screen as the app shows it: the view models over their own stores, which on the canvas are the
// preview's own container's, never the app's data on a device.
#Preview("Home") {
    HomeView(title: "Ledger", viewModels: AppViewModels())
}
