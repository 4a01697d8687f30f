import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A feature whose records live on a server: `remote:` (paths, pagination, the list's field, the base URL), each
/// field's `remoteName:`, each operation's `remote:` request, and `--remote` on the command line.
final class SpecRemoteTests: XCTestCase {
    private let fields = """
      - { name: title, type: String }
      - { name: ownerName, type: String, remoteName: owner_name }
      - { name: isOnLoan, type: Bool }
    """

    func testRemoteReadsEveryKey() throws {
        let spec = try SpecFixture.load("""
        feature: Book
        fields:
        \(fields)
        operations:
          - { name: list, kind: fetchAll }
          - { name: update, kind: update, remote: { method: PATCH, path: "/books/{id}" } }
          - { name: lend, remote: { method: POST, path: "/books/{id}/lend" } }
        remote:
          path: /books
          item: "/books/{id}"
          pagination: { style: cursor, parameter: after, sizeParameter: limit, next: next_cursor }
          list: items
          baseURL: https://api.library.example/v1
        """)
        XCTAssertEqual(spec.remote, RemoteSpec(
            path: "/books", item: "/books/{id}",
            pagination: RemotePagination(style: .cursor, parameter: "after", sizeParameter: "limit", next: "next_cursor"),
            list: "items", baseURL: "https://api.library.example/v1"
        ))
        XCTAssertEqual(spec.fields.map(\.remoteName), [nil, "owner_name", nil])
        XCTAssertEqual(spec.operations.map(\.remote), [nil, RemoteRequest(method: .patch, path: "/books/{id}"), RemoteRequest(method: .post, path: "/books/{id}/lend")])
        let remote = try XCTUnwrap(spec.remote)
        XCTAssertEqual(spec.operations.map { remote.request(for: $0)?.description }, ["GET /books", "PATCH /books/{id}", "POST /books/{id}/lend"])
    }

    func testUnstatedKeysMeanTheirDefaults() throws {
        let spec = try SpecFixture.load("feature: Book\nfields:\n  - { name: title, type: String }\nremote: { path: /books/, pagination: { style: page } }\n")
        let remote = try XCTUnwrap(spec.remote)
        XCTAssertEqual(remote.itemPath, "/books/{id}")
        XCTAssertEqual(remote.pagination?.queryParameter, "page")
        XCTAssertNil(remote.list)
        XCTAssertEqual(spec.operations.map { remote.request(for: $0)?.description }, ["GET /books/", "POST /books/", "PUT /books/{id}", "DELETE /books/{id}"])
        XCTAssertNil(try SpecFixture.load(SpecFixture.spec()).remote, "a spec without `remote:` is on the device only")
    }

    func testEveryRemoteProblemIsReportedAtItsPlace() {
        let found = problems("""
        feature: Book
        fields:
          - { name: title, type: String }
          - { name: subtitle, type: String, remoteName: title }
        operations:
          - { name: list, kind: fetchAll, remote: { method: GTE, path: /books } }
          - { name: lend, remote: { method: POST, path: "/books/lend" } }
          - { name: create, kind: create, remote: { method: POST, path: "/books/{id}" } }
        remote:
          path: books
          item: /books/{bookID}
          pagination: { style: cursr }
          lst: items
          baseURL: http://api.library.example
        """)
        expect(found, "`subtitle` and `title` would both be the server's `title`", at: (4, 49), hint: "remoteName")
        expect(found, "unknown HTTP method `GTE`", at: (6, 53), hint: "did you mean `GET`?")
        expect(found, "has no `{id}`", at: (7, 49), keyPath: "operations[1].remote.path")
        expect(found, "names one record (`{id}`)", at: (8, 65))
        expect(found, "the collection's path `books` does not start with `/`", at: (10, 9), hint: "`/books`")
        expect(found, "has the placeholder `{bookID}`", at: (11, 9), hint: "`{id}`")
        expect(found, "unknown pagination style `cursr`", at: (12, 24), hint: "did you mean `cursor`?")
        expect(found, "unknown key `lst`", at: (13, 3), hint: "did you mean `list`?")
        expect(found, "App Transport Security would block every request on a device", at: (14, 12), keyPath: "remote.baseURL",
               hint: "https://api.library.example")
        XCTAssertEqual(found.count, 9, found.map(\.rendered).joined(separator: "\n"))
    }

    func testPaginationKeysMustFitTheStyle() {
        let found = problems("""
        feature: Book
        fields:
          - { name: title, type: String }
        remote:
          path: /books
          pagination: { style: page, next: next }
        """)
        expect(found, "`next` is for `cursor` and `link` pagination", keyPath: "remote.pagination.next")
        expect(found, "the response is a bare list (no `list:`)", hint: "`list:`")
        let cursor = problems("feature: Book\nfields:\n  - { name: title, type: String }\nremote: { path: /books, list: data, pagination: { style: cursor } }\n")
        expect(cursor, "`cursor` pagination needs `next`", hint: "next: next_cursor")
        let link = problems("feature: Book\nfields:\n  - { name: title, type: String }\nremote: { path: /books, pagination: { style: link, parameter: p } }\n")
        expect(link, "`link` pagination follows the URL the server gives", keyPath: "remote.pagination.parameter")
    }

    func testLoopbackMayBePlainHTTP() throws {
        for url in ["http://localhost:8080", "http://127.0.0.1:9000/api", "http://[::1]:8080"] {
            let spec = try SpecFixture.load("feature: Book\nfields:\n  - { name: title, type: String }\nremote: { path: /books, baseURL: \"\(url)\" }\n")
            XCTAssertEqual(spec.remote?.baseURL, url)
        }
        let found = problems("feature: Book\nfields:\n  - { name: title, type: String }\nremote: { path: /books, baseURL: \"https://user:secret@api.example.com\" }\n")
        expect(found, "the base URL has a user name or password in it", hint: "token provider")
    }

    func testRemoteKeysNeedARemoteFeature() {
        let found = problems("""
        feature: Book
        fields:
          - { name: title, type: String, remoteName: book_title }
        operations:
          - { name: lend, remote: { method: POST, path: "/books/{id}/lend" } }
        """)
        expect(found, "`remoteName` is the field's key in the server's JSON, and the feature has no `remote:`", at: (3, 46))
        expect(found, "`remote` on operation `lend`, and the feature has no `remote:`", hint: "remote: { path: /books }")
    }

    func testRemoteNeedsAPathAndIsAMapping() {
        expect(problems("feature: Book\nfields:\n  - { name: title, type: String }\nremote: { list: items }\n"), "`remote` is missing `path`",
               keyPath: "remote.path")
        expect(problems("feature: Book\nfields:\n  - { name: title, type: String }\nremote: /books\n"), "`remote` is a mapping",
               hint: "remote: { path: /books }")
    }

    func testTheShorthandsRemoteFlagIsThePath() throws {
        let spec = try SpecLoader.shorthand(name: "Wallet", fields: ["name:String"], operations: nil, remote: "/wallets", context: SpecContext())
        XCTAssertEqual(spec.remote, RemoteSpec(path: "/wallets"))
        let found = problems { () throws(ScaffoldError) in
            _ = try SpecLoader.shorthand(name: "Wallet", fields: ["name:String"], operations: nil, remote: "wallets", context: SpecContext())
        }
        expect(found, "does not start with `/`", keyPath: "--remote", hint: "`/wallets`")
    }
}
