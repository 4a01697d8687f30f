import Foundation
import XCTest

/// What `make install` lays out — `bin/scaffold` beside `share/scaffold/Templates` — works from any
/// directory, and the installed templates are the ones used.
final class InstallLayoutTests: XCTestCase {
    func testInstalledBinaryUsesItsSharedTemplates() throws {
        let prefix = try TemporaryDirectory(prefix: "install")
        let binary = try ScaffoldBinary.locate()
        let bin = try prefix.directory("bin")
        let templates = try prefix.directory("share/scaffold/Templates")
        try FileManager.default.copyItem(at: binary.url, to: bin.appendingPathComponent("scaffold"))
        let source = RepositoryPaths.root.appendingPathComponent("Templates")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".mustache") {
            var text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
            if name == "Model.mustache" { text = "// installed templates\n" + text }
            try text.write(to: templates.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let work = try prefix.directory("elsewhere")

        let installed = ScaffoldBinary(url: bin.appendingPathComponent("scaffold"))
        let output = try installed.run(["feature", "Wallet", "name:String", "--root", "."], in: work)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        let model = try String(contentsOf: work.appendingPathComponent("Sources/App/Models/Wallet.swift"), encoding: .utf8)
        XCTAssertTrue(model.hasPrefix("// installed templates\n"), model)
    }
}
