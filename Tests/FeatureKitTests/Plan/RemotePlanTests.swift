import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// What the plan decides for a feature whose records live on a server (issue 31): the files, the saved copy's store,
/// the server's keys and how the list pages — each a rule of Plan/Remote, read here without rendering.
final class RemotePlanTests: XCTestCase {
    private func remoteWallet(_ pagination: RemotePagination? = nil, list: String? = nil) -> FeatureSpec {
        var spec = Specs.wallet()
        spec.fields[3].remoteName = "memo"
        spec.remote = RemoteSpec(path: "/wallets", pagination: pagination, list: list)
        return spec
    }

    private func plan(_ spec: FeatureSpec, preset: Preset = .layered, settings: RemoteSettings? = nil) throws -> Plan {
        try Planner(preset: preset, roots: ProjectRoots(module: "App")).with(remoteSettings: settings).plan(spec)
    }

    func testARemoteFeatureGetsTheDataLayerAndTheAppsNetworkFilesOnce() throws {
        let plan = try plan(remoteWallet())
        let byTemplate = Dictionary(plan.artifacts.map { ($0.template, $0) }, uniquingKeysWith: { first, _ in first })
        for template in ["RemoteRepository", "RemoteLocalStore", "RemoteDataSource", "RemoteDTO", "RemoteMapper", "FieldEnum",
                         "RemoteRepositoryProtocol", "RemoteRepositoryTests", "RemoteDataSourceTests", "RemoteLocalStoreTests"] {
            XCTAssertEqual(byTemplate[template]?.mode, .regenerate, template)
        }
        for file in NetworkFiles.sources where file.kind == .network {
            XCTAssertEqual(plan.artifacts.first { $0.name == file.name }?.path, "Sources/App/Repositories/Networking/\(file.name).swift")
            XCTAssertEqual(plan.artifacts.first { $0.name == file.name }?.mode, .createOnly, "written once: \(file.name)")
        }
        XCTAssertEqual(plan.artifacts.first { $0.name == "HTTPClientMock" }?.mode, .createOnly)
        XCTAssertNil(byTemplate["JSONFileRepository"], "the remote repository replaces the local store")
        XCTAssertNil(byTemplate["RepositoryTests"])
    }

    func testTheSavedCopyIsAJSONFileWhateverPersistenceSays() throws {
        let plan = try plan(remoteWallet())
        XCTAssertEqual(plan.storage, .jsonFile)
        XCTAssertEqual(plan.storageSource, SavedCopyRule.source)
        XCTAssertEqual(try self.plan(Specs.wallet()).storage, .inMemory, "a local feature keeps the preset's store")
    }

    func testLinkPagingIsGenerated() throws {
        let linked = try plan(remoteWallet(RemotePagination(style: .link)))
        XCTAssertTrue(linked.artifacts.contains { $0.template == "RemoteDataSource" }, "link paging is generated")
    }

    /// Seed 003: the network behind the view models' Service (`WalletService` over the remote data source), in
    /// `Services/`, and the persistence manager over UserDefaults as the saved copy; the operations' Services and the
    /// other entities' stores keep their names.
    func testMVVMPutsTheNetworkBehindItsServiceAndKeepsTheCopyInThePersistenceManager() throws {
        let plan = try plan(remoteWallet(), preset: .mvvm)
        XCTAssertEqual(plan.storage, .userDefaults, "seed 003's persistence manager keeps the copy")
        XCTAssertTrue(plan.notes.allSatisfy { !$0.contains("not generated yet") }, "\(plan.notes)")
        XCTAssertEqual(plan.names.repository, "WalletService")
        XCTAssertEqual(plan.names.repositoryProtocol, "WalletServiceProtocol")
        XCTAssertEqual(plan.names.repositoryError, "WalletServiceError")
        XCTAssertEqual(plan.repositoryVariable("Wallet"), "walletService")
        XCTAssertEqual(plan.repositoryVariable("Author"), "authorPersistenceManager", "another entity's store keeps the preset's name")
        XCTAssertEqual(plan.useCases.first { $0.kind == .create }?.implementationName, "CreateWalletService")
        let paths = Dictionary(plan.artifacts.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(paths["WalletService"], "Sources/App/Services/WalletService.swift")
        XCTAssertEqual(paths["WalletServiceProtocol"], "Sources/App/Services/WalletServiceProtocol.swift")
        XCTAssertEqual(paths["InMemoryWalletService"], "Sources/App/Services/InMemoryWalletService.swift")
        XCTAssertEqual(paths["WalletRemoteDataSource"], "Sources/App/Services/WalletRemoteDataSource.swift")
        XCTAssertEqual(paths["WalletDTO"], "Sources/App/Services/WalletDTO.swift")
        XCTAssertEqual(paths["WalletMapper"], "Sources/App/Services/WalletMapper.swift")
        XCTAssertEqual(paths["WalletPersistenceManager"], "Sources/App/Persistence/WalletPersistenceManager.swift")
        XCTAssertEqual(paths["WalletPersistenceManagerTests"], "Tests/AppTests/WalletPersistenceManagerTests.swift")
        XCTAssertEqual(paths["URLSessionAdapter"], "Sources/App/Services/Networking/URLSessionAdapter.swift")
        XCTAssertEqual(plan.artifacts.first { $0.name == "WalletPersistenceManager" }?.template, "RemoteDefaultsStore")
        XCTAssertNil(paths["OfflineHTTPClient"], "the root is not seed 002's")
        let context = try XCTUnwrap(RemoteContext(plan: plan))
        XCTAssertEqual(context.localStoreVariable, "walletPersistenceManager")
        XCTAssertTrue(context.sharedStore)
        XCTAssertEqual(try self.plan(Specs.wallet(), preset: .mvvm).names.repository, "WalletPersistenceManager", "a local feature keeps it")
    }

    /// An OpenAPI schema's own `id` property is a spec field named `id`; the DTO declares the id itself, so the fields
    /// the server has leave it out (library.yaml's `Book`: `BookDTO` declared `id` twice and the app did not compile).
    func testASpecsOwnIDIsTheDTOsIDNotAFieldAgain() throws {
        var spec = remoteWallet()
        spec.fields.insert(FieldSpec(name: "id", type: .named("UUID")), at: 0)
        for preset in [Preset.mvvm, .layered] {
            let plan = try plan(spec, preset: preset)
            let context = try XCTUnwrap(RemoteContext(plan: plan), "\(preset.name)")
            XCTAssertFalse(context.remoteFields.contains { $0.name == "id" }, "\(preset.name)")
            XCTAssertEqual(context.remoteFields.map(\.name), Specs.wallet().fields.map(\.name), "\(preset.name)")
            XCTAssertFalse(context.jsonMembers.contains("\"id\": "), context.jsonMembers)
            XCTAssertFalse(context.bodyKeys.contains("\"id\""), context.bodyKeys)
            let folder = try XCTUnwrap(TemplateLocator.builtInTemplates())
            let changes = try Renderer(templates: TemplateLoader.load(builtIn: folder)).render(plan)
            let dto = try XCTUnwrap(changes.files.first { $0.path.hasSuffix("/WalletDTO.swift") }?.contents)
            XCTAssertEqual(dto.components(separatedBy: "let id: UUID").count - 1, 1, dto)
            let mapper = try XCTUnwrap(changes.files.first { $0.path.hasSuffix("/WalletMapper.swift") }?.contents)
            XCTAssertEqual(mapper.components(separatedBy: "id: dto.id").count - 1, 1, mapper)
        }
    }

    func testFeaturesListThroughItsUseCaseKeepsTheServerSlice() throws {
        // features: a list UseCase takes its page in seed 001's `Input` (`RemoteSliceRule`), so nothing is left local.
        var spec = remoteWallet()
        spec.operations = spec.operations.map { operation in
            var operation = operation
            if operation.kind == .fetchAll { operation.useCase = true }
            return operation
        }
        let plan = try plan(spec, preset: .features)
        XCTAssertTrue(plan.artifacts.contains { $0.template == "RemoteDataSource" }, "\(plan.artifacts.map(\.template))")
        XCTAssertTrue(plan.artifacts.contains { $0.kind == .network })
        XCTAssertFalse(plan.notes.contains { $0.contains("remote code is not generated yet") }, "\(plan.notes)")
    }


    /// Seed 002: the remote slice in the Data layer's own folders, URLSession only in `Data/Network`, the Domain's
    /// protocol and UseCases free of HTTP; the list through its UseCase, a page at a time; no `shared` store (Rule 2).
    func testCleanPutsTheRemoteSliceInTheDataLayer() throws {
        let plan = try plan(remoteWallet(), preset: .clean)
        XCTAssertEqual(plan.storage, .jsonFile, "the saved copy is a JSON file, not the in-memory data source")
        XCTAssertTrue(plan.notes.allSatisfy { !$0.contains("not generated yet") }, "\(plan.notes)")
        let paths = Dictionary(plan.artifacts.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(paths["WalletRemoteDataSource"], "Sources/App/Data/DataSources/WalletRemoteDataSource.swift")
        XCTAssertEqual(paths["WalletLocalStore"], "Sources/App/Data/DataSources/WalletLocalStore.swift")
        XCTAssertEqual(paths["WalletDTO"], "Sources/App/Data/DTOs/WalletDTO.swift")
        XCTAssertEqual(paths["WalletMapper"], "Sources/App/Data/Mappers/WalletMapper.swift")
        XCTAssertEqual(paths["URLSessionAdapter"], "Sources/App/Data/Network/URLSessionAdapter.swift")
        XCTAssertEqual(paths["OfflineHTTPClient"], "Sources/App/Data/Network/OfflineHTTPClient.swift")
        XCTAssertEqual(paths["InMemoryDefaultWalletRepository"], "Sources/App/Data/Repositories/InMemoryDefaultWalletRepository.swift")
        XCTAssertNil(paths["WalletLocalDataSource"], "the remote slice's saved copy replaces the local data source")
        let list = try XCTUnwrap(plan.useCases.first { $0.kind == .fetchAll })
        let context = UseCaseContext(plan: plan, useCase: list)
        XCTAssertEqual(context.requirement, "func execute(page: PageToken?) async throws -> Listing<Wallet>")
        XCTAssertEqual(context.bodyLines.map(\.text), ["try await repository.fetchPage(page)"])
        XCTAssertEqual(context.repositoryMethod, "fetchPage")
        let load = try XCTUnwrap(ListContext(plan: plan).load)
        XCTAssertEqual(load.call, "try await fetchWalletsUseCase.execute(page: nil)")
        XCTAssertEqual(ListContext(plan: plan).nextPageCall, "try await fetchWalletsUseCase.execute(page: page)")
        XCTAssertEqual(try XCTUnwrap(RemoteContext(plan: plan)).sharedStore, false)
        XCTAssertEqual(try XCTUnwrap(RemoteContext(plan: self.plan(remoteWallet()))).sharedStore, true)
        XCTAssertNil(try self.plan(Specs.wallet(), preset: .clean).artifacts.first { $0.kind == .network }, "a local feature has no network")
    }

    func testAServerKeyIsTheRemoteNameElseTheKeyStyles() {
        let note = FieldSpec(name: "note", type: .optional(.named("String")), remoteName: "memo")
        let openedAt = FieldSpec(name: "openedAt", type: .named("Date"))
        XCTAssertEqual(RemoteKeys.key(for: note, style: .snakeCase), "memo")
        XCTAssertEqual(RemoteKeys.key(for: openedAt, style: .snakeCase), "opened_at")
        XCTAssertEqual(RemoteKeys.key(for: openedAt, style: .camelCase), "openedAt")
    }

    func testHowTheListPages() {
        let cursor = RemotePaging(RemotePagination(style: .cursor, next: "next_cursor"), list: "items")
        XCTAssertEqual([cursor.cursor, cursor.page, cursor.pageDTO], [true, false, true])
        XCTAssertEqual(cursor.parameter, "cursor")
        XCTAssertEqual(cursor.itemsCase, "case items")
        XCTAssertEqual(cursor.nextCase, #"case next = "next_cursor""#)
        let sized = RemotePaging(RemotePagination(style: .page, sizeParameter: "per_page"), list: nil)
        XCTAssertEqual([sized.page, sized.pageDTO], [true, false])
        XCTAssertNil(sized.itemsCase, "the records come bare: no page DTO to key them")
        XCTAssertEqual(sized.firstPageNext, "nil", "a short page is the last")
        XCTAssertEqual(RemotePaging(RemotePagination(style: .page), list: nil).firstPageNext, #"PageToken("2")"#)
        let whole = RemotePaging(nil, list: "data")
        XCTAssertEqual([whole.pages, whole.pageDTO], [false, true])
        XCTAssertEqual(whole.itemsCase, #"case items = "data""#)
    }

    func testTheContextSpellsTheServersKeysAndTheItemPath() throws {
        let settings = RemoteSettings(baseURL: "https://api.example.com", dates: .iso8601Fractional)
        let context = try XCTUnwrap(RemoteContext(plan: plan(remoteWallet(), settings: settings)))
        XCTAssertEqual(context.remoteFields.map(\.codingKey), ["case name", "case balance", "case ownerIDs", #"case note = "memo""#])
        XCTAssertEqual(context.itemPathExpression, #""/wallets/\(id.uuidString.lowercased())""#)
        XCTAssertEqual(context.baseURL, "https://api.example.com")
        XCTAssertTrue(context.fractionalDates)
        XCTAssertEqual(context.errorKey, "memo", "the field errors name the key the server spells otherwise")
        XCTAssertEqual(try XCTUnwrap(RemoteContext(plan: plan(remoteWallet()))).baseURL, RemoteContext.placeholderBaseURL)
    }

    func testDocCommentsWrapAtTheMargin() {
        let lines = DocComment.lines(String(repeating: "word ", count: 60)).map(\.text)
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("/// ") && $0.count <= DocComment.width })
    }
}
