// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import Observation
import SwiftUI

/// The app's composition root (seed 004, AppEnvironment: "Container for app-level dependencies", at
/// `App/AppEnvironment.swift`): each feature's repository, and the UseCases, view models and screens made
/// from it. Views read it from the environment (`@Environment(AppEnvironment.self)`); swap a repository here
/// and every screen of its feature sees the swap.
///
/// `@Observable` rather than seed 004's `ObservableObject` with `static let shared`: seed 004 builds on
/// Observation ("@StateObject is for ObservableObject, not @Observable"), so the App owns the one instance
/// as `@State` and places it with `.environment(_:)`, and each test or preview makes its own.
@MainActor
@Observable
final class AppEnvironment {
    init() {}

    // scaffold:begin feature:Author
    /// Author: the store of authors its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    @ObservationIgnored var authorRepository: any AuthorRepositoryProtocol = AuthorRepository.shared

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
            AuthorListView(viewModel: self.makeAuthorListViewModel(), makeCreateForm: { AuthorFormView(viewModel: self.makeAuthorFormViewModel()) })
        case .new:
            AuthorFormView(viewModel: self.makeAuthorFormViewModel())
        case .edit(let author):
            AuthorFormView(viewModel: self.makeAuthorFormViewModel(author: author))
        }
    }
    // scaffold:end feature:Author

    // scaffold:begin feature:Book
    /// Book: the store of books its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    @ObservationIgnored var bookRepository: any BookRepositoryProtocol = BookRepository.shared

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
            BookListView(viewModel: self.makeBookListViewModel(), makeCreateForm: { BookFormView(viewModel: self.makeBookFormViewModel()) })
        case .new:
            BookFormView(viewModel: self.makeBookFormViewModel())
        case .edit(let book):
            BookFormView(viewModel: self.makeBookFormViewModel(book: book))
        }
    }
    // scaffold:end feature:Book

    // scaffold:begin feature:Member
    /// Member: the store of members its screens share (assign another one to swap it, e.g. in a
    /// preview or test), and its UseCases, view models and screens.
    @ObservationIgnored var memberRepository: any MemberRepositoryProtocol = MemberRepository.shared

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
            MemberListView(viewModel: self.makeMemberListViewModel(), makeCreateForm: { MemberFormView(viewModel: self.makeMemberFormViewModel()) })
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
/// screens by route, built from the `AppEnvironment` it reads (seed 004, AppEnvironment: "Access in views").
struct HomeView: View {
    let title: String
    @Environment(AppEnvironment.self) private var environment
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Author.routes
                .navigationDestination(for: AuthorRoute.self) { route in
                    environment.authorScreen(for: route)
                }
                // scaffold:end feature:Author.routes
                // scaffold:begin feature:Book.routes
                .navigationDestination(for: BookRoute.self) { route in
                    environment.bookScreen(for: route)
                }
                // scaffold:end feature:Book.routes
                // scaffold:begin feature:Member.routes
                .navigationDestination(for: MemberRoute.self) { route in
                    environment.memberScreen(for: route)
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

// The first screen as the app shows it: the environment's own stores, which on the canvas are the preview's own
// container's, never the app's data on a device.
#Preview("Home") {
    HomeView(title: "Ledger")
        .environment(AppEnvironment())
}
