import Foundation
import XCTest

/// The input side of server-backed features, as a person runs it: `init --api-base-url`, `feature --remote`,
/// `feature --openapi` (with `--schema` and a `--spec` file merged over it), what `plan` says of the remote source, and
/// `adopt` recording the app's own HTTP client.
final class CLIRemoteTests: XCTestCase {
    private func document(_ name: String) throws -> String {
        try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/OpenAPI/\(name)"), encoding: .utf8)
    }

    func testInitWritesTheBaseURLAndRefusesPlainHTTPWithTheReason() throws {
        let workspace = try Workspace("remote-init")
        let refused = try workspace.run(["init", "Library", "--project", "none", "--root", "project", "--api-base-url", "http://api.library.example"])
        XCTAssertEqual(refused.exitCode, 64, refused.transcript)
        XCTAssertTrue(refused.stderr.contains("App Transport Security would block every request on a device"), refused.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty, "nothing written")

        let written = try workspace.run(["init", "Library", "--project", "none", "--root", "project", "--api-base-url", "https://api.library.example"])
        XCTAssertEqual(written.exitCode, 0, written.transcript)
        let config = try XCTUnwrap(try workspace.projectSnapshot().text(".scaffold.yml"))
        XCTAssertTrue(config.contains("remote:\n  baseURL: \"https://api.library.example\"\n"), config)

        let plan = try workspace.run(["plan", "Wallet", "name:String", "--remote", "/wallets", "--root", "project"])
        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains("Remote: /wallets (one record: /wallets/{id})\n  base URL https://api.library.example (.scaffold.yml's remote.baseURL"), plan.stdout)
        XCTAssertTrue(plan.stdout.contains("- [remote] DELETE /wallets/{id}"), plan.stdout)
    }

    func testTheShorthandsRemotePathIsSavedWithItsSpec() throws {
        let workspace = try Workspace("remote-shorthand")
        let run = try workspace.run(["feature", "Wallet", "name:String", "--remote", "/wallets", "--root", "project"])
        XCTAssertEqual(run.exitCode, 0, run.transcript)
        let saved = try XCTUnwrap(try workspace.projectSnapshot().text("Specs/Wallet.yml"))
        XCTAssertTrue(saved.hasSuffix("remote:\n  path: \"/wallets\"\n"), saved)
        let record = try XCTUnwrap(try workspace.projectSnapshot().text(".scaffold/specs/Wallet.json"))
        XCTAssertTrue(record.contains("\"remote\" : {"), record)
        let again = try workspace.run(["feature", "Wallet", "--root", "project", "--json"])
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try WriteReportReader.read(again).results.filter { $0.status != .identical }, [], "the saved spec generates the same")

        let misplaced = try workspace.run(["feature", "Wallet", "--remote", "/wallets", "--root", "project"])
        XCTAssertEqual(misplaced.exitCode, 64, misplaced.transcript)
        XCTAssertTrue(misplaced.stderr.contains("--remote goes with the fields of the shorthand"), misplaced.transcript)
    }

    func testAFeatureReadFromAnOpenAPIDocumentIsSavedAndGeneratedAgainWithoutIt() throws {
        let workspace = try Workspace("remote-openapi")
        try workspace.directory.write(try document("library.yaml"), to: "library.yaml")
        XCTAssertEqual(try workspace.run(["init", "Library", "--project", "none", "--root", "project"]).exitCode, 0)

        let plan = try workspace.run(["plan", "Book", "--openapi", "library.yaml", "--root", "project"])
        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains("  base URL https://api.library.example/v1 (the spec's remote.baseURL"), plan.stdout)
        XCTAssertTrue(plan.stdout.contains("  pages by page (?page=…, ?per_page=…)"), plan.stdout)
        XCTAssertTrue(plan.stdout.contains("- [remote] POST /books/{id}/lend"), plan.stdout)

        let run = try workspace.run(["feature", "Book", "--openapi", "library.yaml", "--root", "project"])
        XCTAssertEqual(run.exitCode, 0, run.transcript)
        let saved = try XCTUnwrap(try workspace.projectSnapshot().text("Specs/Book.yml"))
        XCTAssertTrue(saved.hasPrefix("# Saved by `scaffold feature Book --openapi library.yaml` from the document's schema Book."), saved)
        XCTAssertTrue(saved.contains("- { name: ownerEmail, type: \"String?\", rules: [email], remoteName: \"owner_email\" }"), saved)
        try FileManager.default.removeItem(at: workspace.directory.path("library.yaml"))

        let again = try workspace.run(["feature", "Book", "--root", "project", "--json"])
        XCTAssertEqual(again.exitCode, 0, again.transcript)
        XCTAssertEqual(try WriteReportReader.read(again).results.filter { $0.status != .identical }, [], "the saved spec generates the same without the document")
    }

    func testAFileMergedOverTheDocumentAndTheFlagsThatCannotGoWithIt() throws {
        let workspace = try Workspace("remote-overlay")
        try workspace.directory.write(try document("store.json"), to: "store.json")
        try workspace.writeSpec("fields:\n  - { name: name, kind: multiline }\noperations:\n  - { name: list, usedBy: [ProductList, Shelf] }\n", named: "Product+app.yml")
        let run = try workspace.run(["feature", "Product", "--openapi", "store.json", "--spec", "specs/Product+app.yml", "--root", "project"])
        XCTAssertEqual(run.exitCode, 0, run.transcript)
        XCTAssertTrue(run.stderr.contains("scaffold: note: store.json:66:53: `format: date`"), run.transcript)
        let saved = try XCTUnwrap(try workspace.projectSnapshot().text("Specs/Product.yml"))
        XCTAssertTrue(saved.contains("with specs/Product+app.yml merged over it"), saved)
        XCTAssertTrue(saved.contains("- { name: name, type: String, rules: [\"maxLength(80)\"], kind: multiline }"), saved)
        XCTAssertTrue(saved.contains("usedBy: [ProductList, Shelf]"), saved)

        let fields = try workspace.run(["feature", "Product", "name:String", "--openapi", "store.json", "--root", "project"])
        XCTAssertEqual(fields.exitCode, 64, fields.transcript)
        XCTAssertTrue(fields.stderr.contains("--openapi reads the fields, operations and paths from the document"), fields.transcript)
        let schema = try workspace.run(["feature", "Product", "--schema", "Product", "--root", "project"])
        XCTAssertEqual(schema.exitCode, 64, schema.transcript)
        let onSaved = try workspace.run(["feature", "Product", "--openapi", "store.json", "--spec", "project/Specs/Product.yml", "--root", "project"])
        XCTAssertEqual(onSaved.exitCode, 64, onSaved.transcript)
        XCTAssertTrue(onSaved.stderr.contains("where the spec read from --openapi is saved"), onSaved.transcript)

        // A file's `entity:` the document has no schema of renames the feature's type (what the refusal says where the
        // app declares `Product` already) and still reads the document's Product (it looked for a schema `Article`).
        try workspace.writeSpec("entity: Article\n", named: "Product+renamed.yml")
        let renamed = try workspace.run(["feature", "Product", "--openapi", "store.json", "--spec", "specs/Product+renamed.yml", "--root", "renamed"])
        XCTAssertEqual(renamed.exitCode, 0, renamed.transcript)
        let header = try String(contentsOf: workspace.directory.path("renamed/Specs/Product.yml"), encoding: .utf8)
        XCTAssertTrue(header.hasPrefix("# Saved by `scaffold feature Product --openapi store.json` from the document's schema Product with "
            + "specs/Product+renamed.yml merged over it.\n# `scaffold feature Product` (no fields) generates from this file; `--openapi` again "
            + "replaces it.\nfeature: Product\nentity: Article\n"), header)
    }

    func testARefusedDocumentSaysWhereAndWritesNothing() throws {
        let workspace = try Workspace("remote-refused")
        try workspace.directory.write(try document("refused.yaml"), to: "refused.yaml")
        let run = try workspace.run(["feature", "Pet", "--openapi", "refused.yaml", "--root", "project"])
        XCTAssertEqual(run.exitCode, 65, run.transcript)
        XCTAssertTrue(run.stderr.contains("refused.yaml:34:11: error: `oneOf` (a value of one of several shapes) is not supported (at #/components/schemas/Pet/properties/kind/oneOf)"),
                      run.transcript)
        // Most servers' ids are integers; the server slice names records by UUID (its item path called `id.uuidString`,
        // and the app did not compile): refused at the id, from the document (above) or the shorthand.
        XCTAssertTrue(run.stderr.contains("refused.yaml:31:21: error: a feature with `remote:` names its records by a `UUID` id, and `id` is `Int`"),
                      run.transcript)
        let shorthand = try workspace.run(["feature", "Pet", "id:Int", "name:String", "--remote", "/pets", "--root", "project"])
        XCTAssertEqual(shorthand.exitCode, 65, shorthand.transcript)
        XCTAssertTrue(shorthand.stderr.contains("error: a feature with `remote:` names its records by a `UUID` id, and `id` is `Int`"), shorthand.transcript)
        XCTAssertTrue(try workspace.projectSnapshot().isEmpty, "nothing written")
    }

    func testAdoptRecordsTheAppsClient() throws {
        let workspace = try Workspace("remote-adopt")
        try workspace.directory.write("""
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Shop", targets: [.executableTarget(name: "Shop")])
        """, to: "project/Package.swift")
        try workspace.directory.write("""
        import SwiftUI
        @main struct ShopApp: App { var body: some Scene { WindowGroup { ContentView() } } }
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    List { Text("Shop") }
                }
            }
        }
        """, to: "project/Sources/Shop/ShopApp.swift")
        try workspace.directory.write("""
        import Foundation
        protocol ShopAPI { func send<Reply: Decodable>(_ request: URLRequest) async throws -> Reply }
        final class OldShopClient { func get<T: Decodable>(_ request: URLRequest, done: @escaping (Result<T, Error>) -> Void) {} }
        """, to: "project/Sources/Shop/Networking.swift")
        let run = try workspace.run(["adopt", "--root", "project"])
        XCTAssertEqual(run.exitCode, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("remote.client.method"), run.stdout)
        XCTAssertTrue(run.stdout.contains("OldShopClient (Sources/Shop/Networking.swift:3) looks like the app's HTTP client, but scaffold cannot call it"), run.stdout)
        let config = try XCTUnwrap(try workspace.projectSnapshot().text(".scaffold.yml"))
        XCTAssertTrue(config.contains("remote:\n  client:\n    type: ShopAPI"), config)
        let plan = try workspace.run(["plan", "Order", "title:String", "--remote", "/orders", "--root", "project"])
        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains("  the app's ShopAPI.send(_:) cannot be called: adopt found no property of the composition root holding it"), plan.stdout)
    }
}
