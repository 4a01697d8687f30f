import Foundation
import XCTest

/// The binary alone is an install: copied anywhere, with nothing beside it, it renders with the templates compiled
/// into it (as Homebrew, Mint and the artifact bundle install it), and a project's override still wins.
final class InstallLayoutTests: XCTestCase {
    func testACopiedBinaryWorksWithNothingBesideIt() throws {
        let prefix = try TemporaryDirectory(prefix: "install")
        let bin = try prefix.directory("bin")
        try FileManager.default.copyItem(at: try ScaffoldBinary.locate().url, to: bin.appendingPathComponent("scaffold"))
        let work = try prefix.directory("elsewhere")
        try "// our model\n{{header}}\n".write(to: try prefix.directory("elsewhere/.scaffold/templates").appendingPathComponent("Model.mustache"), atomically: true, encoding: .utf8)

        let installed = ScaffoldBinary(url: bin.appendingPathComponent("scaffold"))
        let output = try installed.run(["feature", "Wallet", "name:String", "--root", "."], in: work)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: bin.path), ["scaffold"])
        let model = try String(contentsOf: work.appendingPathComponent("Sources/App/Models/Wallet.swift"), encoding: .utf8)
        XCTAssertTrue(model.hasPrefix("// our model\n"), model)
        let repository = try String(contentsOf: work.appendingPathComponent("Sources/App/Repositories/WalletRepository.swift"), encoding: .utf8)
        XCTAssertTrue(repository.contains("actor WalletRepository"), repository)
    }
}
