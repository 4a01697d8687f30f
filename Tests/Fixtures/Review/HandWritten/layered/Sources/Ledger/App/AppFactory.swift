// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import SwiftUI

/// The app's composition root for seed 000's layers. Every initializer keeps its production default
/// (seed 000, Dependency injection: "Provide default values for production implementations"); this small
/// factory is the one place that builds each feature's screens, view models and UseCases from the feature's
/// store, so the app, a preview or a test swaps a store in one assignment and every screen of the feature sees it.
@MainActor
struct AppFactory {
    init() {}

    // scaffold:begin feature:Author
    /// Author: the store of authors its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    var authorRepository: any AuthorRepositoryProtocol = AuthorRepository.shared

    func makeFetchAuthorsUseCase() -> any FetchAuthorsUseCaseProtocol {
        FetchAuthorsUseCase(repository: authorRepository)
    }

    func makeCreateAuthorUseCase() -> any CreateAuthorUseCaseProtocol {
        CreateAuthorUseCase(repository: authorRepository)
    }

    func makeUpdateAuthorUseCase() -> any UpdateAuthorUseCaseProtocol {
        UpdateAuthorUseCase(repository: authorRepository)
    }

    func makeDeleteAuthorUseCase() -> any DeleteAuthorUseCaseProtocol {
        DeleteAuthorUseCase(repository: authorRepository, bookRepository: bookRepository)
    }

    func makeAuthorListViewModel() -> AuthorListViewModel {
        AuthorListViewModel(
            fetchAuthorsUseCase: makeFetchAuthorsUseCase(),
            deleteAuthorUseCase: makeDeleteAuthorUseCase()
        )
    }

    func makeAuthorFormViewModel(author: Author? = nil) -> AuthorFormViewModel {
        AuthorFormViewModel(
            author: author,
            createAuthorUseCase: makeCreateAuthorUseCase(),
            updateAuthorUseCase: makeUpdateAuthorUseCase()
        )
    }

    /// The Author screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func authorScreen(for route: AuthorRoute) -> some View {
        switch route {
        case .list:
            AuthorListView(viewModel: makeAuthorListViewModel(), makeCreateForm: { AuthorFormView(viewModel: makeAuthorFormViewModel()) })
        case .new:
            AuthorFormView(viewModel: makeAuthorFormViewModel())
        case .edit(let author):
            AuthorFormView(viewModel: makeAuthorFormViewModel(author: author))
        }
    }
    // scaffold:end feature:Author

    // scaffold:begin feature:Book
    /// Book: the store of books its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    var bookRepository: any BookRepositoryProtocol = BookRepository.shared

    func makeCreateBookUseCase() -> any CreateBookUseCaseProtocol {
        CreateBookUseCase(repository: bookRepository, authorRepository: authorRepository)
    }

    func makeUpdateBookUseCase() -> any UpdateBookUseCaseProtocol {
        UpdateBookUseCase(repository: bookRepository, authorRepository: authorRepository)
    }

    func makeLendBookUseCase() -> any LendBookUseCaseProtocol {
        LendBookUseCase(repository: bookRepository)
    }

    func makeGiveBackBookUseCase() -> any GiveBackBookUseCaseProtocol {
        GiveBackBookUseCase(repository: bookRepository)
    }

    func makeWithdrawBookUseCase() -> any WithdrawBookUseCaseProtocol {
        WithdrawBookUseCase(repository: bookRepository)
    }

    func makeBookListViewModel() -> BookListViewModel {
        BookListViewModel(
            repository: bookRepository,
            lendBookUseCase: makeLendBookUseCase(),
            giveBackBookUseCase: makeGiveBackBookUseCase(),
            withdrawBookUseCase: makeWithdrawBookUseCase(),
            // Read from the UseCase's file, which is the team's: withdraw is offered once they have written it.
            offersWithdraw: WithdrawBookUseCase.isImplemented,
            fetchAuthorsUseCase: makeFetchAuthorsUseCase()
        )
    }

    func makeBookFormViewModel(book: Book? = nil) -> BookFormViewModel {
        BookFormViewModel(
            book: book,
            createBookUseCase: makeCreateBookUseCase(),
            updateBookUseCase: makeUpdateBookUseCase(),
            lendBookUseCase: makeLendBookUseCase(),
            giveBackBookUseCase: makeGiveBackBookUseCase(),
            fetchAuthorsUseCase: makeFetchAuthorsUseCase()
        )
    }

    /// The Book screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func bookScreen(for route: BookRoute) -> some View {
        switch route {
        case .list:
            BookListView(viewModel: makeBookListViewModel(), makeCreateForm: { BookFormView(viewModel: makeBookFormViewModel()) })
        case .new:
            BookFormView(viewModel: makeBookFormViewModel())
        case .edit(let book):
            BookFormView(viewModel: makeBookFormViewModel(book: book))
        }
    }
    // scaffold:end feature:Book

    // scaffold:begin feature:Member
    /// Member: the store of members its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    var memberRepository: any MemberRepositoryProtocol = MemberRepository.shared

    func makeCreateMemberUseCase() -> any CreateMemberUseCaseProtocol {
        CreateMemberUseCase(repository: memberRepository)
    }

    func makeUpdateMemberUseCase() -> any UpdateMemberUseCaseProtocol {
        UpdateMemberUseCase(repository: memberRepository)
    }

    func makeSuspendMemberUseCase() -> any SuspendMemberUseCaseProtocol {
        SuspendMemberUseCase(repository: memberRepository)
    }

    func makeMemberListViewModel() -> MemberListViewModel {
        MemberListViewModel(
            repository: memberRepository,
            suspendMemberUseCase: makeSuspendMemberUseCase()
        )
    }

    func makeMemberDetailViewModel(id: Member.ID) -> MemberDetailViewModel {
        MemberDetailViewModel(
            id: id,
            repository: memberRepository
        )
    }

    func makeMemberFormViewModel(member: Member? = nil) -> MemberFormViewModel {
        MemberFormViewModel(
            member: member,
            createMemberUseCase: makeCreateMemberUseCase(),
            updateMemberUseCase: makeUpdateMemberUseCase()
        )
    }

    /// The Member screen a route shows; `HomeView`'s NavigationStack asks for it.
    @ViewBuilder
    func memberScreen(for route: MemberRoute) -> some View {
        switch route {
        case .list:
            MemberListView(viewModel: makeMemberListViewModel(), makeCreateForm: { MemberFormView(viewModel: makeMemberFormViewModel()) })
        case .new:
            MemberFormView(viewModel: makeMemberFormViewModel())
        case .detail(let id):
            MemberDetailView(viewModel: makeMemberDetailViewModel(id: id))
        case .edit(let member):
            MemberFormView(viewModel: makeMemberFormViewModel(member: member))
        }
    }
    // scaffold:end feature:Member

    // scaffold:insert features
}

/// The app's first screen and its one NavigationStack (seed 001, Coordinator Pattern: `NavigationStack(path:)`
/// at the root, each screen by `navigationDestination(for:)`): a link to each feature, and each feature's
/// screens by route, built by the factory.
struct HomeView: View {
    let title: String
    let factory: AppFactory
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Author.routes
                .navigationDestination(for: AuthorRoute.self) { route in
                    factory.authorScreen(for: route)
                }
                // scaffold:end feature:Author.routes
                // scaffold:begin feature:Book.routes
                .navigationDestination(for: BookRoute.self) { route in
                    factory.bookScreen(for: route)
                }
                // scaffold:end feature:Book.routes
                // scaffold:begin feature:Member.routes
                .navigationDestination(for: MemberRoute.self) { route in
                    factory.memberScreen(for: route)
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

// The first screen as the app shows it: the factory's own stores, which on the canvas are the preview's own
// container's, never the app's data on a device.
#Preview("Home") {
    HomeView(title: "Ledger", factory: AppFactory())
}
