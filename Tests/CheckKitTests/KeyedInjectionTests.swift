@testable import CheckKit
import XCTest

/// Issue 34 item 2 (stop 43, fresh42's H513/H514): a property wrapper given a container's key path
/// (`@Injected(\.fetchEverythingUseCase) var fetchEverythingUseCase`, no type written) holds what the key gives, read
/// from the extension that declares the key (`var fetchEverythingUseCase: Factory<FetchEverythingUseCase>`).
/// `↓` marks every finding expected; nothing else may be reported.
final class KeyedInjectionTests: XCTestCase {
    private func assertFindings(_ files: [String: String], preset: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let project = ExampleProject(files)
        let findings = try project.check(preset: preset).findings
        XCTAssertEqual(
            Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"), file: file, line: line
        )
    }

    private static let useCases = [
        "Sources/App/Domain/Repositories/ArticleRepositoryType.swift": """
        protocol ArticleRepositoryType { func articles(page: Int) async throws -> [Article] }
        """,
        "Sources/App/Domain/UseCases/FetchArticlesUseCase.swift": """
        struct FetchArticlesUseCase {
            let repository: ArticleRepositoryType
            func execute(page: Int) async throws -> [Article] { try await repository.articles(page: page) }
        }
        """,
        "Sources/App/Domain/UseCases/PageArticlesUseCase.swift": """
        struct PageArticlesUseCase {
            let repository: ArticleRepositoryType
            func execute(page: Int) async throws -> [Article] { try await repository.articles(page: page) }
        }
        """,
        "Sources/App/Domain/UseCases/LatestArticlesUseCase.swift": """
        struct LatestArticlesUseCase {
            let repository: ArticleRepositoryType
            func execute() async throws -> [Article] { try await repository.articles(page: 1) }
        }
        """,
        "Sources/App/Domain/UseCases/SearchArticlesUseCaseType.swift": """
        protocol SearchArticlesUseCaseType { func execute(query: String) async throws -> [Article] }
        """,
    ]

    /// Factory's instance keys (`\.key`), a static key (`Container.key`) and a `ParameterFactory`: each concrete UseCase
    /// held through a key is reported where the property is named; a key that gives a protocol is not. The view model
    /// holding the repository's protocol through a key reaches a repository (presentation-repository-access), found
    /// at the key.
    func testAKeyPathWrapperHoldsWhatTheContainersKeyGives() throws {
        try assertFindings(Self.useCases.merging([
            "Sources/App/DI/Container+UseCases.swift": """
            import Factory

            extension Container {
                var fetchArticlesUseCase: Factory<FetchArticlesUseCase> {
                    Factory(self) { FetchArticlesUseCase(repository: self.articleRepository()) }
                }
                var pagedArticlesUseCase: ParameterFactory<Int, PageArticlesUseCase> {
                    ParameterFactory(self) { _ in PageArticlesUseCase(repository: self.articleRepository()) }
                }
                var searchArticlesUseCase: Factory<SearchArticlesUseCaseType> {
                    Factory(self) { DefaultSearchArticlesUseCase() }
                }
                var articleRepository: Factory<ArticleRepositoryType> { Factory(self) { ArticleRepository() } }
                static let latestArticlesUseCase = Factory<LatestArticlesUseCase> { LatestArticlesUseCase(repository: Container.shared.articleRepository()) }
            }
            """,
            "Sources/App/Presentation/Articles/ArticlesViewModel.swift": """
            import Factory
            import Foundation

            final class ArticlesViewModel: ObservableObject {
                @Published var articles: [Article] = []
                @Injected(\\.fetchArticlesUseCase)
                var ↓fetchArticlesUseCase
                @LazyInjected(\\Container.pagedArticlesUseCase) private var ↓paged
                @Injected(\\.searchArticlesUseCase) var searchArticlesUseCase
                @Injected(Container.latestArticlesUseCase) var ↓latest
                @Injected(\\.↓articleRepository) var articleRepository
            }
            """,
        ]) { first, _ in first }, preset: "clean")
    }

    /// A key two extensions give different types is unknown; a wrapper given no key (`@Published`), a `@Environment`
    /// key that gives a value, a key no extension declares, and a key written on a type whose extension does not
    /// declare it (`\Container.articleRepository`, declared by `Resolver`'s) hold nothing the rules read.
    func testAnAmbiguousOrUndeclaredKeyAndValueKeysAreNotRead() throws {
        try assertFindings(Self.useCases.merging([
            "Sources/App/DI/Container+UseCases.swift": """
            import Factory

            extension Container {
                var fetchArticlesUseCase: Factory<FetchArticlesUseCase> { Factory(self) { FetchArticlesUseCase(repository: self.articleRepository()) } }
            }
            """,
            "Sources/App/DI/Resolver+UseCases.swift": """
            extension Resolver {
                var articleRepository: Factory<ArticleRepositoryType> { Factory(self) { ArticleRepository() } }
                var fetchArticlesUseCase: Factory<SearchArticlesUseCaseType> { Factory(self) { DefaultSearchArticlesUseCase() } }
            }
            """,
            "Sources/App/Presentation/Theme/Theme.swift": """
            import SwiftUI

            struct Theme { var accent: Color = .blue }
            extension EnvironmentValues {
                var theme: Theme {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
            }
            """,
            "Sources/App/Presentation/Articles/ArticlesViewModel.swift": """
            import Factory
            import Foundation

            final class ArticlesViewModel: ObservableObject {
                @Injected(\\.fetchArticlesUseCase) var fetchArticlesUseCase
                @Injected(\\.undeclaredUseCase) var undeclared
                @Environment(\\.theme) var theme
                @Injected(\\Container.articleRepository) var articleRepository
            }
            """,
        ]) { first, _ in first }, preset: "clean")
    }
}
