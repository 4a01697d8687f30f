import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// `feature --openapi`: an OpenAPI document's schema and paths read into a spec (Tests/Fixtures/OpenAPI, and documents
/// written inline), what it cannot map refused at its place, and a spec file merged over it.
final class OpenAPIImportTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/OpenAPI")

    private func fixture(_ name: String) throws -> (path: String, contents: Data) {
        ("Tests/Fixtures/OpenAPI/\(name)", try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    private func read(
        _ document: (path: String, contents: Data), feature: String? = nil, schema: String? = nil, overlay: String? = nil,
        configBaseURL: String? = nil, known: Set<String> = []
    ) throws(ScaffoldError) -> ImportedSpec {
        let input = OpenAPIInput(
            path: document.path, contents: document.contents, schema: schema, feature: feature,
            overlay: overlay.map { (path: "Specs/Extra.yml", contents: Data($0.utf8)) }, configBaseURL: configBaseURL
        )
        return try SpecLoader.openAPI(input, context: SpecFixture.context(known: known))
    }

    private func inline(_ text: String) -> (path: String, contents: Data) { ("api.yaml", Data(text.utf8)) }

    private func field(_ spec: FeatureSpec, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> FieldSpec {
        try XCTUnwrap(spec.fields.first { $0.name == name }, "no field \(name)", file: file, line: line)
    }

    // MARK: - What is read

    func testAnOpenAPI30DocumentInYAML() throws {
        let imported = try read(try fixture("library.yaml"), feature: "Book")
        let spec = imported.spec
        XCTAssertEqual(spec.feature, "Book")
        XCTAssertEqual(spec.fields.map(\.name), ["id", "createdAt", "title", "isbn", "status", "pages", "price", "website", "ownerEmail", "tags", "isOnLoan"])
        XCTAssertEqual(spec.fields.map(\.type.description), ["UUID", "Date?", "String", "String", "String", "Int?", "Double?", "URL?", "String?", "[String]?", "Bool?"])
        XCTAssertEqual(try field(spec, "title").rules, [.minLength(1), .maxLength(200)])
        XCTAssertEqual(try field(spec, "isbn").rules, [.pattern("[0-9]{13}")], "an anchored pattern loses its anchors: a rule matches the whole value")
        XCTAssertEqual(try field(spec, "isbn").example, "\"9780262033848\"")
        XCTAssertEqual(try field(spec, "status").rules, [.pattern("available|on_loan")])
        XCTAssertEqual(try field(spec, "status").defaultValue, .text("available"))
        XCTAssertEqual(try field(spec, "pages").rules, [.min(1), .max(5000)])
        XCTAssertEqual(try field(spec, "price").rules, [.min(0)], "nullable (3.0) is optional")
        XCTAssertEqual(try field(spec, "ownerEmail").rules, [.email])
        XCTAssertEqual(try field(spec, "ownerEmail").remoteName, "owner_email")
        XCTAssertEqual(try field(spec, "tags").rules, [.maxLength(10)])
        XCTAssertEqual(try field(spec, "isOnLoan").defaultValue, .bool(false))
        XCTAssertNil(try field(spec, "title").remoteName, "a key that is already the Swift name needs none")
        XCTAssertEqual(spec.operations.map(\.name), ["list", "create", "fetch", "update", "delete", "lend"])
        XCTAssertEqual(spec.operations.map(\.kind), [.fetchAll, .create, .fetch, .update, .delete, .custom])
        XCTAssertEqual(spec.operations.last?.remote, RemoteRequest(method: .post, path: "/books/{id}/lend"))
        XCTAssertEqual(spec.remote, RemoteSpec(
            path: "/books", pagination: RemotePagination(style: .page, parameter: "page", sizeParameter: "per_page"), list: "items",
            baseURL: "https://api.library.example/v1"
        ))
        XCTAssertNil(spec.sourceFile, "the spec is saved as Specs/Book.yml: it has no file of its own")
    }

    func testAnOpenAPI31DocumentInJSON() throws {
        let imported = try read(try fixture("store.json"), feature: "Product")
        let spec = imported.spec
        XCTAssertEqual(spec.fields.map(\.name), ["id", "name", "priceCents", "weight", "released", "supplier", "stock", "password"])
        XCTAssertEqual(spec.fields.map(\.type.description), ["UUID", "String", "Int", "Float?", "Date?", "UUID?", "[String: Int]?", "String?"])
        XCTAssertEqual(try field(spec, "priceCents").rules, [.min(1)], "an exclusive integer minimum is the next integer")
        XCTAssertEqual(try field(spec, "weight").rules, [.max(1000)])
        XCTAssertEqual(spec.operations.map(\.name), ["list", "create", "fetch", "update", "delete", "giveBack"])
        XCTAssertEqual(spec.operations.map(\.remote), [nil, nil, nil, RemoteRequest(method: .patch, path: "/products/{id}"), nil,
                                                       RemoteRequest(method: .post, path: "/products/{id}/give-back")])
        XCTAssertEqual(spec.remote, RemoteSpec(
            path: "/products", pagination: RemotePagination(style: .cursor, parameter: "cursor", sizeParameter: "limit", next: "next_cursor"),
            list: "data", baseURL: "https://eu.store.example/api"
        ))
        let notes = imported.notes.map(\.message)
        XCTAssertTrue(notes.contains { $0.contains("`format: date`") }, notes.joined(separator: "\n"))
        XCTAssertTrue(notes.contains { $0.contains("`password` is write-only") }, notes.joined(separator: "\n"))
        XCTAssertTrue(notes.contains { $0.contains("GET /products/{sku}/reviews is not an operation of one Product") }, notes.joined(separator: "\n"))
        let date = try XCTUnwrap(imported.notes.first { $0.message.contains("`format: date`") })
        XCTAssertEqual(date.location, SourceLocation(file: "Tests/Fixtures/OpenAPI/store.json", line: 66, column: 53))
        XCTAssertEqual(date.keyPath, "#/components/schemas/Product/properties/released/format")
        // A day without a time: a date-only picker and rows showing the day (issue 35).
        XCTAssertEqual(try field(spec, "released").meaning, .date)
    }

    func testTheSchemaIsNamedByTheFeatureOrSchemaAndAnEntityNamedOtherwiseIsKept() throws {
        let spec = try read(try fixture("library.yaml"), feature: "Catalog", schema: "Book").spec
        XCTAssertEqual(spec.feature, "Catalog")
        XCTAssertEqual(spec.entity, "Book")
        let found = problems { () throws(ScaffoldError) in _ = try read(try! fixture("library.yaml"), feature: "Bok") }
        let missing = expect(found, "the document has no schema `Bok`", hint: "did you mean `Book`?")
        XCTAssertEqual(missing?.keyPath, "#/components/schemas")
        XCTAssertEqual(missing?.location, SourceLocation(file: "Tests/Fixtures/OpenAPI/library.yaml", line: 53, column: 3), "at the key `schemas:`")
    }

    func testTheProjectsBaseURLWinsOverTheDocumentsServer() throws {
        let imported = try read(try fixture("library.yaml"), feature: "Book", configBaseURL: "https://staging.library.example")
        XCTAssertNil(imported.spec.remote?.baseURL)
        XCTAssertTrue(imported.notes.contains { $0.message.contains("the feature uses `.scaffold.yml`'s `remote.baseURL`") })
    }

    func testARelativeServerIsAPathBeforeEveryPath() throws {
        let spec = try read(inline("""
        openapi: 3.1.0
        info: { title: T, version: "1" }
        servers: [{ url: /api/v2 }]
        paths:
          /notes:
            get:
              responses:
                "200":
                  description: All
                  headers: { Link: { schema: { type: string } } }
                  content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Note" } } } }
          /notes/{id}/archive:
            post: { responses: { "204": { description: Archived } } }
          /notes/{id}:
            delete: { responses: { "204": { description: Gone } } }
        components:
          schemas:
            Note: { type: object, required: [id, text], properties: { id: { type: string, format: uuid }, text: { type: string } } }
        """), feature: "Note").spec
        XCTAssertEqual(spec.remote, RemoteSpec(path: "/api/v2/notes", pagination: RemotePagination(style: .link)))
        XCTAssertEqual(spec.operations.map(\.name), ["list", "delete", "archive"])
        XCTAssertEqual(spec.operations.last?.remote, RemoteRequest(method: .post, path: "/api/v2/notes/{id}/archive"))
        XCTAssertEqual(spec.fields.map(\.type.description), ["UUID", "String"])
    }

    func testAReferenceToAnotherObjectSchemaIsAnEntityOfTheProject() throws {
        let document = inline("""
        openapi: 3.1.0
        info: { title: T, version: "1" }
        paths:
          /books:
            get: { responses: { "200": { description: B, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Book" } } } } } } }
        components:
          schemas:
            Author: { type: object, properties: { id: { type: string, format: uuid } } }
            ISBN: { type: string, pattern: "^[0-9]{13}$", example: "9780262033848" }
            Book:
              type: object
              required: [id, author, isbn]
              properties:
                id: { type: string, format: uuid }
                author: { $ref: "#/components/schemas/Author" }
                isbn: { $ref: "#/components/schemas/ISBN" }
        """)
        let refused = problems { () throws(ScaffoldError) in _ = try read(document, feature: "Book") }
        let unknown = expect(refused, "unknown type `Author`", keyPath: "#/components/schemas/Book/properties/author/$ref",
                             hint: "generate it first (`scaffold feature Author --openapi api.yaml`)")
        XCTAssertEqual(unknown?.location, SourceLocation(file: "api.yaml", line: 15, column: 25))
        let spec = try read(document, feature: "Book", known: ["Author"]).spec
        XCTAssertEqual(spec.fields.map(\.type.description), ["UUID", "Author", "String"])
        XCTAssertEqual(try field(spec, "isbn").rules, [.pattern("[0-9]{13}")], "a schema it refers to gives its rules")
        XCTAssertEqual(try field(spec, "isbn").example, "\"9780262033848\"")
    }

    // MARK: - What is refused

    func testEveryUnsupportedConstructIsRefusedAtItsPlace() {
        let found = problems { () throws(ScaffoldError) in _ = try read(try! fixture("refused.yaml"), feature: "Pet") }
        let path = "Tests/Fixtures/OpenAPI/refused.yaml"
        func at(_ message: String, _ line: Int, _ column: Int, _ pointer: String, hint: String) {
            guard let diagnostic = expect(found, message, hint: hint) else { return }
            XCTAssertEqual(diagnostic.location, SourceLocation(file: path, line: line, column: column), message)
            XCTAssertEqual(diagnostic.keyPath, pointer, message)
        }
        at("App Transport Security would block every request on a device", 4, 10, "#/servers/0/url", hint: "https://api.refused.example")
        at("GET /pets answers `text/csv`, not JSON", 12, 13, "#/paths/~1pets/get/responses/200/content/text~1csv", hint: "application/json")
        at("POST /pets takes `multipart/form-data`, not JSON", 17, 11, "#/paths/~1pets/post/requestBody/content/multipart~1form-data",
           hint: "upload files in a request of their own")
        at("names its records by a `UUID` id, and `id` is `Int`", 31, 21, "#/components/schemas/Pet/properties/id", hint: "`UUID`")
        at("`oneOf` (a value of one of several shapes) is not supported", 34, 11, "#/components/schemas/Pet/properties/kind/oneOf",
           hint: "--spec")
        at("a nested object is not supported", 37, 9, "#/components/schemas/Pet/properties/address", hint: "`$ref`")
        at("`format: binary` is raw bytes", 41, 40, "#/components/schemas/Pet/properties/photo/format", hint: "`format: byte`")
        at("`$ref: owners.yaml#/Owner` is not a schema of this document", 42, 24, "#/components/schemas/Pet/properties/owner/$ref",
           hint: "bundle the document")
        at("an `enum` of numbers is not supported", 43, 32, "#/components/schemas/Pet/properties/size/enum", hint: "`minimum`/`maximum`")
        XCTAssertEqual(found.count, 9, found.map(\.rendered).joined(separator: "\n"))
        XCTAssertEqual(found.map { $0.location?.line ?? 0 }, found.map { $0.location?.line ?? 0 }.sorted(), "in the document's order")
    }

    func testAPolymorphicSchemaIsRefused() {
        let found = problems { () throws(ScaffoldError) in _ = try read(try! fixture("refused.yaml"), feature: "Animal") }
        expect(found, "a `discriminator` (records of several schemas in one) is not supported", keyPath: "#/components/schemas/Animal/discriminator",
               hint: "one feature per concrete schema")
    }

    func testDocumentsScaffoldCannotReadAreRefusedWithTheReason() {
        expect(problems { () throws(ScaffoldError) in _ = try read(inline("swagger: \"2.0\"\ninfo: { title: T, version: \"1\" }\npaths: {}\n"), feature: "A") },
               "this is a Swagger 2.0 document", hint: "convert it to OpenAPI 3")
        expect(problems { () throws(ScaffoldError) in _ = try read(inline("openapi: 4.0.0\ninfo: { title: T, version: \"1\" }\npaths: {}\n"), feature: "A") },
               "OpenAPI 4.0.0 is not a version scaffold reads")
        let invalid = problems { () throws(ScaffoldError) in
            _ = try read(inline("openapi: 3.1.0\ninfo: { title: T, version: \"1\" }\npaths:\n  /a:\n    get:\n      responses: 7\n"), feature: "A")
        }
        let decoding = expect(invalid, "the document is not valid OpenAPI 3.1.0", hint: "OpenAPIKit")
        XCTAssertEqual(decoding?.location?.line, 6, decoding?.rendered ?? "")
        expect(problems { () throws(ScaffoldError) in _ = try read(inline("openapi: 3.1.0\ninfo: [x\n"), feature: "A") },
               "is not valid YAML or JSON")
    }

    func testAFeatureWhoseRecordsNoPathListsNeedsItsPathStated() throws {
        let document = inline("""
        openapi: 3.0.3
        info: { title: T, version: "1" }
        paths: {}
        components:
          schemas:
            Tag: { type: object, properties: { id: { type: string, format: uuid }, label: { type: string } }, required: [id, label] }
        """)
        expect(problems { () throws(ScaffoldError) in _ = try read(document, feature: "Tag") }, "no path of the document lists or creates Tag",
               keyPath: "#/paths", hint: "remote: { path: … }")
        let spec = try read(document, feature: "Tag", overlay: "remote: { path: /tags }\noperations: [{ name: list, kind: fetchAll }]\n").spec
        XCTAssertEqual(spec.remote, RemoteSpec(path: "/tags"))
        XCTAssertEqual(spec.operations.map(\.name), ["list"])
    }

    func testANestedCollectionIsRefused() {
        let found = problems { () throws(ScaffoldError) in
            _ = try read(inline("""
            openapi: 3.0.3
            info: { title: T, version: "1" }
            paths:
              /authors/{authorId}/books:
                get:
                  responses: { "200": { description: B, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Book" } } } } } }
            components:
              schemas:
                Book: { type: object, properties: { title: { type: string } } }
            """), feature: "Book")
        }
        expect(found, "a collection inside another record", hint: "remote:")
    }

    // MARK: - A spec file merged over the document

    func testTheFilesKeysWin() throws {
        let spec = try read(try fixture("library.yaml"), feature: "Book", overlay: """
        fields:
          - { name: title, kind: multiline, rules: ["maxLength(100)"] }
          - { name: bookOwner, remoteName: owner_email, kind: email }
          - { name: website, type: "String?", rules: [url] }
        operations:
          - { name: list, usedBy: [BookList, LoanList] }
          - { name: favorite, kind: update, remote: { method: PUT, path: "/books/{id}/favorite" } }
        persistence: memory
        remote: { list: data }
        """).spec
        XCTAssertEqual(try field(spec, "title").meaning, .multiline)
        XCTAssertEqual(try field(spec, "title").rules, [.maxLength(100)], "the file's rules replace the document's")
        XCTAssertEqual(try field(spec, "bookOwner").remoteName, "owner_email", "a field named by its JSON key is renamed")
        XCTAssertEqual(try field(spec, "bookOwner").rules, [.email])
        XCTAssertEqual(try field(spec, "website").type, .optional(.named("String")))
        XCTAssertEqual(spec.operations.first?.usedBy, ["BookList", "LoanList"])
        XCTAssertEqual(spec.operations.last?.name, "favorite")
        XCTAssertEqual(spec.persistence, .memory)
        XCTAssertEqual(spec.remote?.list, "data")
        XCTAssertEqual(spec.remote?.path, "/books", "the document's other keys stay")
    }

    func testTheCommandLinesNameWinsOverTheFiles() throws {
        XCTAssertEqual(try read(try fixture("library.yaml"), feature: "Book", overlay: "feature: Shelf\n").spec.feature, "Book")
        let named = try read(try fixture("library.yaml"), schema: "Book", overlay: "feature: Shelf\n").spec
        XCTAssertEqual(named.feature, "Shelf")
        XCTAssertEqual(named.entity, "Book")
    }

    func testAFileMayStateTheTypeOfAFieldTheDocumentCannot() throws {
        let document = inline("""
        openapi: 3.1.0
        info: { title: T, version: "1" }
        paths:
          /pets:
            get: { responses: { "200": { description: P, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } } } } }
        components:
          schemas:
            Pet:
              type: object
              required: [id]
              properties:
                id: { type: string, format: uuid }
                kind: { anyOf: [{ type: string }, { type: integer }] }
        """)
        expect(problems { () throws(ScaffoldError) in _ = try read(document, feature: "Pet") }, "`anyOf` (a value of one of several shapes) is not supported")
        let spec = try read(document, feature: "Pet", overlay: "fields:\n  - { name: kind, type: \"String?\" }\n").spec
        XCTAssertEqual(try field(spec, "kind").type, .optional(.named("String")))
    }

    /// A file's `entity:` the document has no schema of renames the feature's type (the app declares `Book` already);
    /// one it has names the schema.
    func testAFilesEntityRenamesTheTypeUnlessTheDocumentHasThatSchema() throws {
        let renamed = try read(try fixture("library.yaml"), feature: "Book", overlay: "entity: Volume\n")
        XCTAssertEqual(renamed.schema, "Book")
        XCTAssertEqual(renamed.spec.entity, "Volume")
        XCTAssertTrue(renamed.spec.fields.contains { $0.remoteName == "owner_email" }, "the fields are Book's")
        XCTAssertEqual(try read(try fixture("library.yaml"), feature: "Shelf", overlay: "entity: Book\n").schema, "Book")
    }

    func testAFileFieldTheDocumentDoesNotHaveIsRefused() {
        let found = problems { () throws(ScaffoldError) in
            _ = try read(try! fixture("library.yaml"), feature: "Book", overlay: "fields:\n  - { name: titel, kind: multiline }\n  - { kind: email }\n")
        }
        expect(found, "the document's schema has no field `titel`", hint: "did you mean `title`?")
        expect(found, "the field names no field: it is missing `name`")
    }
}
