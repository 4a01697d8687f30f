import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The remote slice's tests and the app's network tests (issue 31) in both frameworks: `tests: swift-testing` gets Swift
/// Testing's suites, `#expect` and `#require`, and no XCTest anywhere; XCTest's files say the same tests, one for one.
final class RemoteTestSnippetTests: XCTestCase {
    /// Every remote file of a plan, by its path.
    private static func remoteFiles(_ plan: Plan) throws -> [String: String] {
        var files: [String: String] = [:]
        for artifact in plan.artifacts where artifact.template.hasPrefix("Remote") || NetworkFiles.templates.contains(artifact.template) {
            files[artifact.path] = try Snippets.file(URL(fileURLWithPath: artifact.path).lastPathComponent, of: plan)
        }
        return files
    }

    /// The remote files of every pagination style in every preset that generates the remote slice, by plan.
    private static func rendered(tests: Style.Tests) throws -> [(preset: String, files: [String: String])] {
        var rendered: [(preset: String, files: [String: String])] = []
        for pagination in [
            RemotePagination(style: .page, parameter: "page", sizeParameter: "per_page"), RemotePagination(style: .page),
            RemotePagination(style: .cursor, parameter: "cursor", next: "next_cursor"),
            RemotePagination(style: .link), RemotePagination(style: .link, next: "next"), nil,
        ] {
            for preset in [Preset.layered, .features, .clean, .mvvm] {
                var spec = try Snippets.spec("RemotePurse")
                spec.remote?.pagination = pagination
                let plan = try Snippets.plan(spec, preset: preset) { $0.tests = tests }
                rendered.append(("\(plan.preset)", try remoteFiles(plan)))
            }
        }
        return rendered
    }

    /// Swift Testing's 24 plans, rendered once for the two tests that read them all.
    private static let swiftTesting = Result { try rendered(tests: .swiftTesting) }

    func testSwiftTestingRemoteTestsUseNoXCTest() throws {
        for (preset, files) in try Self.swiftTesting.get() {
            XCTAssertGreaterThanOrEqual(files.count, 20, preset)
            for (path, text) in files {
                XCTAssertFalse(text.contains("XCT"), "\(preset) \(path)")
                if path.hasSuffix("Tests.swift") {
                    XCTAssertTrue(text.contains("\nimport Testing\n"), path)
                    XCTAssertTrue(text.contains("@Suite(\""), path)
                }
            }
        }
    }

    func testBothFrameworksSayTheSameRemoteTests() throws {
        let xctest = try Self.rendered(tests: .xctest), swiftTesting = try Self.swiftTesting.get()
        XCTAssertEqual(xctest.map(\.preset), swiftTesting.map(\.preset))
        for ((preset, before), (_, after)) in zip(xctest, swiftTesting) {
            XCTAssertEqual(Set(before.keys), Set(after.keys))
            for (path, text) in before where path.hasSuffix("Tests.swift") {
                XCTAssertFalse(text.contains("import Testing"), path)
                let tests = text.components(separatedBy: "\n    func test").count - 1
                XCTAssertGreaterThan(tests, 0, path)
                XCTAssertEqual((after[path] ?? "").components(separatedBy: "\n    @Test(").count - 1, tests, "\(preset) \(path)")
            }
        }
    }

    /// A write's body: each field's value under the server's key, the expected value first (`try` may not stand right of `==`).
    func testACreatesBodyIsCheckedFieldByField() throws {
        let plan = try Snippets.plan("RemotePurse") { $0.tests = .swiftTesting }
        assertSnippet(try Snippets.file("PurseRemoteDataSourceTests.swift", of: plan), """
                let request = try #require(client.requestArgValues.first)
                #expect(request.method == .post)
                #expect(request.path == "/wallets")
                #expect(request.headers["Content-Type"] == "application/json")
                let body = try request.jsonBody()
                #expect(Set(body.keys) == ["name", "balance", "memo", "openedAt"])
                #expect(try json(purse.name) == body["name"] as? NSObject)
                #expect(try json(purse.balance) == body["balance"] as? NSObject)
                #expect(try json(purse.note) == body["memo"] as? NSObject)
                #expect(body["openedAt"] as? String == "2027-01-15T08:00:00Z")
                #expect(dto.id == serverID)
                #expect(PurseMapper.purse(from: dto) == stored)
        """)
        assertSnippet(try Snippets.file("PurseRemoteDataSourceTests.swift", of: plan), """
                for (response, expected) in cases {
                    client.requestReturnValue = response
                    await #expect(throws: expected, "\\(response.statusCode)") {
                        _ = try await dataSource.create(PurseMapper.body(from: otherPurse()))
                    }
                }
        """)
    }

    /// `mvvm`'s saved copy (seed 003's persistence manager, over UserDefaults) is tested in Swift Testing too: a fresh
    /// UserDefaults suite per test, removed when the suite's instance goes away, as the repository's tests do.
    func testMVVMsSavedCopyIsTestedInSwiftTesting() throws {
        let plan = try Snippets.plan("RemotePurse", preset: .mvvm) { $0.tests = .swiftTesting }
        let text = try Snippets.file("PursePersistenceManagerTests.swift", of: plan)
        XCTAssertFalse(text.contains("XCT"), text)
        assertSnippet(text, """
        @Suite("PursePersistenceManager, the saved copy in UserDefaults")
        nonisolated final class PursePersistenceManagerTests: @unchecked Sendable {
            /// UserDefaults suites, removed when the test's instance goes away.
            private var suites: [String] = []

            deinit {
                for suite in suites {
                    UserDefaults().removePersistentDomain(forName: suite)
                }
            }
        """)
        assertSnippet(text, """
                let defaults = try #require(UserDefaults(suiteName: suite))
                let records = try JSONDecoder().decode([Data].self, from: #require(defaults.data(forKey: "purses")))
        """)
        assertSnippet(text, """
            @Test("A missing or damaged value is empty")
            func aMissingOrDamagedValueIsEmpty() async throws {
        """)
    }

    /// The repository's tests keep their temporary folders until the suite's instance goes away, as the local stores' do.
    func testTheRepositorysTestsRemoveTheirFolders() throws {
        let plan = try Snippets.plan("RemotePurse", preset: .features) { $0.tests = .swiftTesting }
        assertSnippet(try Snippets.file("PurseRepositoryTests.swift", of: plan), """
        @Suite("PurseRepository over a stubbed server and its saved copy")
        nonisolated final class PurseRepositoryTests: @unchecked Sendable {
            /// Temporary folders, removed when the test's instance goes away.
            private var folders: [URL] = []

            deinit {
                for folder in folders {
                    try? FileManager.default.removeItem(at: folder)
                }
            }
        """)
        assertSnippet(try Snippets.file("PurseRepositoryTests.swift", of: plan), """
            @Test("A server's error is never shown as offline")
            func aServersErrorIsNeverShownAsOffline() async throws {
        """)
        assertSnippet(try Snippets.file("HTTPResponse+Fixture.swift", of: plan), """
                let body = try #require(body, "the request has no body")
        """)
    }

    /// `remote.dates: iso8601Fractional` writes milliseconds, and the test of what is written says so (CompileTests'
    /// RemoteLedger found the test expecting whole seconds).
    func testTheDatesTestWritesAsTheProjectSays() throws {
        for tests in Style.Tests.allCases {
            var plan = try Snippets.plan("RemotePurse") { $0.tests = tests }
            XCTAssertTrue(try Snippets.file("APIJSONTests.swift", of: plan).contains(##"#"{"at":"2023-11-14T22:13:20Z"}"#"##))
            plan.remote?.dates = .iso8601Fractional
            XCTAssertTrue(try Snippets.file("APIJSONTests.swift", of: plan).contains(##"#"{"at":"2023-11-14T22:13:20.000Z"}"#"##))
        }
    }
}
