// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a feature's regions just before the `scaffold:insert` lines.
import Foundation
import SwiftUI

/// The composition root (seed 002, Rule 5: Composition Root, "All concrete types are wired in ONE place"):
/// each feature's Data layer behind its Domain protocol, its UseCases, and the coordinator that builds its
/// screens. Nothing else creates a concrete type, and there are no singletons (Rule 2). Every store is given
/// once, by `init` (Rule 3: Constructor Injection); a test or a preview makes its own root with the stores it
/// needs, so no Presentation file names a Data type.
@MainActor
final class AppDependencies {
    /// Whose data the features' stores hold.
    enum Stores {
        /// The app's own: what the user saves, kept where each feature's store keeps it.
        case app
        /// Fresh, empty, in memory: a test's.
        case inMemory
        /// In memory, holding sample data: a preview's, so the canvas never reads or writes what the app saved.
        case preview
    }

    /// The app's navigation: the path of `HomeView`'s NavigationStack, which feature coordinators push onto.
    let appCoordinator = AppCoordinator()

    // scaffold:begin feature:Author
    /// Author: the Data layer behind `AuthorRepository` (set by `init`), its UseCases, and its coordinator.
    let authorRepository: any AuthorRepository

    func makeFetchAuthorsUseCase() -> any FetchAuthorsUseCase {
        DefaultFetchAuthorsUseCase(repository: authorRepository)
    }

    func makeCreateAuthorUseCase() -> any CreateAuthorUseCase {
        DefaultCreateAuthorUseCase(repository: authorRepository, validator: AuthorValidator())
    }

    func makeUpdateAuthorUseCase() -> any UpdateAuthorUseCase {
        DefaultUpdateAuthorUseCase(repository: authorRepository, validator: AuthorValidator())
    }

    func makeDeleteAuthorUseCase() -> any DeleteAuthorUseCase {
        DefaultDeleteAuthorUseCase(repository: authorRepository, bookRepository: bookRepository)
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var authorCoordinator = AuthorCoordinator(
        navigation: appCoordinator,
        fetchAuthorsUseCase: makeFetchAuthorsUseCase(),
        deleteAuthorUseCase: makeDeleteAuthorUseCase(),
        createAuthorUseCase: makeCreateAuthorUseCase(),
        updateAuthorUseCase: makeUpdateAuthorUseCase()
    )
    // scaffold:end feature:Author

    // scaffold:begin feature:Book
    /// Book: the Data layer behind `BookRepository` (set by `init`), its UseCases, and its coordinator.
    let bookRepository: any BookRepository

    func makeFetchBooksUseCase() -> any FetchBooksUseCase {
        DefaultFetchBooksUseCase(repository: bookRepository)
    }

    func makeCreateBookUseCase() -> any CreateBookUseCase {
        DefaultCreateBookUseCase(repository: bookRepository, authorRepository: authorRepository, validator: BookValidator())
    }

    func makeUpdateBookUseCase() -> any UpdateBookUseCase {
        DefaultUpdateBookUseCase(repository: bookRepository, authorRepository: authorRepository, validator: BookValidator())
    }

    func makeDeleteBookUseCase() -> any DeleteBookUseCase {
        DefaultDeleteBookUseCase(repository: bookRepository)
    }

    func makeLendBookUseCase() -> any LendBookUseCase {
        DefaultLendBookUseCase(repository: bookRepository, validator: BookValidator(), now: { Date() })
    }

    func makeGiveBackBookUseCase() -> any GiveBackBookUseCase {
        DefaultGiveBackBookUseCase(repository: bookRepository, validator: BookValidator())
    }

    func makeWithdrawBookUseCase() -> any WithdrawBookUseCase {
        DefaultWithdrawBookUseCase(repository: bookRepository, validator: BookValidator())
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var bookCoordinator = BookCoordinator(
        navigation: appCoordinator,
        fetchBooksUseCase: makeFetchBooksUseCase(),
        deleteBookUseCase: makeDeleteBookUseCase(),
        lendBookUseCase: makeLendBookUseCase(),
        giveBackBookUseCase: makeGiveBackBookUseCase(),
        withdrawBookUseCase: makeWithdrawBookUseCase(),
        // Read from the UseCase's file, which is the team's: withdraw is offered once they have written it.
        offersWithdraw: DefaultWithdrawBookUseCase.isImplemented,
        createBookUseCase: makeCreateBookUseCase(),
        updateBookUseCase: makeUpdateBookUseCase(),
        fetchAuthorsUseCase: makeFetchAuthorsUseCase()
    )
    // scaffold:end feature:Book

    // scaffold:begin feature:Member
    /// Member: the Data layer behind `MemberRepository` (set by `init`), its UseCases, and its coordinator.
    let memberRepository: any MemberRepository

    func makeFetchMembersUseCase() -> any FetchMembersUseCase {
        DefaultFetchMembersUseCase(repository: memberRepository)
    }

    func makeDetailsMemberUseCase() -> any DetailsMemberUseCase {
        DefaultDetailsMemberUseCase(repository: memberRepository)
    }

    func makeCreateMemberUseCase() -> any CreateMemberUseCase {
        DefaultCreateMemberUseCase(repository: memberRepository, validator: MemberValidator())
    }

    func makeUpdateMemberUseCase() -> any UpdateMemberUseCase {
        DefaultUpdateMemberUseCase(repository: memberRepository, validator: MemberValidator())
    }

    func makeDeleteMemberUseCase() -> any DeleteMemberUseCase {
        DefaultDeleteMemberUseCase(repository: memberRepository)
    }

    func makeSuspendMemberUseCase() -> any SuspendMemberUseCase {
        DefaultSuspendMemberUseCase(repository: memberRepository, validator: MemberValidator())
    }

    /// Made on first use: it takes UseCases from the factories above, which read stores `init` sets.
    private(set) lazy var memberCoordinator = MemberCoordinator(
        navigation: appCoordinator,
        fetchMembersUseCase: makeFetchMembersUseCase(),
        deleteMemberUseCase: makeDeleteMemberUseCase(),
        suspendMemberUseCase: makeSuspendMemberUseCase(),
        detailsMemberUseCase: makeDetailsMemberUseCase(),
        createMemberUseCase: makeCreateMemberUseCase(),
        updateMemberUseCase: makeUpdateMemberUseCase()
    )
    // scaffold:end feature:Member

    // scaffold:insert features

    /// Wires every feature's store; `stores` says whose data they hold.
    init(stores: Stores = .app) {
        // scaffold:begin feature:Author.stores
        switch stores {
        case .app:
            authorRepository = DefaultAuthorRepository(
                dataSource: AuthorJSONFileDataSource(folder: AuthorJSONFileDataSource.defaultFolder)
            )
        case .inMemory:
            authorRepository = DefaultAuthorRepository(dataSource: AuthorLocalDataSource())
        case .preview:
            authorRepository = DefaultAuthorRepository(dataSource: AuthorLocalDataSource(records: [
                AuthorMapper.dto(from: Author(
                    id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
                    name: "Sample name",
                    website: URL(string: "https://example.com")!,
                    bio: nil
                )),
            ]))
        }
        // scaffold:end feature:Author.stores
        // scaffold:begin feature:Book.stores
        switch stores {
        case .app:
            bookRepository = DefaultBookRepository(
                dataSource: BookJSONFileDataSource(folder: BookJSONFileDataSource.defaultFolder)
            )
        case .inMemory:
            bookRepository = DefaultBookRepository(dataSource: BookLocalDataSource())
        case .preview:
            bookRepository = DefaultBookRepository(dataSource: BookLocalDataSource(records: [
                BookMapper.dto(from: Book(
                    id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
                    title: "Sample title",
                    isbn: "9780306406157",
                    price: 1,
                    authorID: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
                    tags: ["Sample"],
                    publishedAt: nil,
                    isOnLoan: false,
                    loanedAt: nil,
                    pages: 1
                )),
            ]))
        }
        // scaffold:end feature:Book.stores
        // scaffold:begin feature:Member.stores
        switch stores {
        case .app:
            memberRepository = DefaultMemberRepository(
                dataSource: MemberJSONFileDataSource(folder: MemberJSONFileDataSource.defaultFolder)
            )
        case .inMemory:
            memberRepository = DefaultMemberRepository(dataSource: MemberLocalDataSource())
        case .preview:
            memberRepository = DefaultMemberRepository(dataSource: MemberLocalDataSource(records: [
                MemberMapper.dto(from: Member(
                    id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
                    name: "Sample name",
                    phone: "Sample phone",
                    email: "user@example.com",
                    cardNumber: 1000,
                    isSuspended: false,
                    notes: nil
                )),
            ]))
        }
        // scaffold:end feature:Member.stores
        // scaffold:insert stores
    }
}

/// The app's first screen and its one NavigationStack, whose path `AppCoordinator` owns (seed 001,
/// Coordinator Pattern): a button per feature that asks its coordinator to start, and each feature's
/// screens by route, built by its coordinator (seed 002, Coordinator).
struct HomeView: View {
    let title: String
    let dependencies: AppDependencies
    @Bindable private var coordinator: AppCoordinator

    init(title: String, dependencies: AppDependencies) {
        self.title = title
        self.dependencies = dependencies
        _coordinator = Bindable(dependencies.appCoordinator)
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            links
                .navigationTitle(title)
                // scaffold:begin feature:Author.routes
                .navigationDestination(for: AuthorRoute.self) { route in
                    dependencies.authorCoordinator.view(for: route)
                }
                // scaffold:end feature:Author.routes
                // scaffold:begin feature:Book.routes
                .navigationDestination(for: BookRoute.self) { route in
                    dependencies.bookCoordinator.view(for: route)
                }
                // scaffold:end feature:Book.routes
                // scaffold:begin feature:Member.routes
                .navigationDestination(for: MemberRoute.self) { route in
                    dependencies.memberCoordinator.view(for: route)
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
            Button("Authors") { dependencies.authorCoordinator.start() }
            // scaffold:end feature:Author.link
            // scaffold:begin feature:Book.link
            Button("Books") { dependencies.bookCoordinator.start() }
            // scaffold:end feature:Book.link
            // scaffold:begin feature:Member.link
            Button("Members") { dependencies.memberCoordinator.start() }
            // scaffold:end feature:Member.link
            // scaffold:insert links
        }
    }
}

// The first screen as the app shows it, over the preview stores: sample records, never the app's saved ones.
#Preview("Home") {
    HomeView(title: "Ledger", dependencies: AppDependencies(stores: .preview))
}
