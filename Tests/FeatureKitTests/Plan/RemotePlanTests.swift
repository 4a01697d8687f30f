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

    func testPresetsWithoutRemoteTemplatesKeepTheLocalStoreAndSaySo() throws {
        for preset in [Preset.clean, .mvvm] {
            let plan = try plan(remoteWallet(), preset: preset)
            XCTAssertFalse(plan.artifacts.contains { $0.template.hasPrefix("Remote") || $0.kind == .network }, preset.name)
            XCTAssertTrue(plan.notes.contains { $0.contains("remote code is not generated yet") }, preset.name)
        }
        let linked = try plan(remoteWallet(RemotePagination(style: .link)))
        XCTAssertFalse(linked.artifacts.contains { $0.template.hasPrefix("Remote") }, "link paging is still to come")
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
        XCTAssertEqual(context.sentDate, "2027-01-15T08:00:00.000Z")
        XCTAssertEqual(context.errorKey, "memo", "the field errors name the key the server spells otherwise")
        XCTAssertEqual(try XCTUnwrap(RemoteContext(plan: plan(remoteWallet()))).baseURL, RemoteContext.placeholderBaseURL)
    }

    func testDocCommentsWrapAtTheMargin() {
        let lines = DocComment.lines(String(repeating: "word ", count: 60)).map(\.text)
        XCTAssertGreaterThan(lines.count, 1)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("/// ") && $0.count <= DocComment.width })
    }
}
