import Foundation
import XCTest

/// `persistence:` through the built binary: `--persistence` on `plan`/`feature`/`init`, `.scaffold.yml`'s default,
/// and the usual error on a bad value. No generated package is built here (CompileTests builds Budget.yml's store).
final class CLIPersistenceTests: XCTestCase {
    private let wallet = "feature: Wallet\nfields:\n  - { name: name, type: String }\n"

    func testPlanShowsTheStoreAndWhatChoseIt() throws {
        let workspace = try Workspace("persistence-plan")
        let spec = try workspace.writeSpec(wallet, named: "Wallet.yml")

        let preset = try workspace.run(["plan", "--spec", spec, "--preset", "mvvm", "--root", "project"])
        let flag = try workspace.run(["plan", "--spec", spec, "--preset", "mvvm", "--root", "project", "--persistence", "json"])

        XCTAssertEqual(preset.exitCode, 0, preset.transcript)
        XCTAssertTrue(preset.stdout.contains("Storage: UserDefaults (the preset's default)"), preset.transcript)
        XCTAssertEqual(flag.exitCode, 0, flag.transcript)
        XCTAssertTrue(flag.stdout.contains("Storage: json (one file under Application Support) (--persistence)"), flag.transcript)
    }

    func testTheConfigDefaultAppliesAndTheFlagWins() throws {
        let workspace = try Workspace("persistence-config")
        _ = try workspace.directory.write("preset: features\npersistence: json\n", to: "project/.scaffold.yml")
        let spec = try workspace.writeSpec(wallet, named: "Wallet.yml")

        let fromConfig = try workspace.run(["feature", "--spec", spec, "--root", "project"])
        let repository = try String(
            contentsOf: workspace.project.appendingPathComponent("Sources/App/Core/Repositories/WalletRepository.swift"),
            encoding: .utf8
        )
        let flagWins = try workspace.run(["plan", "--spec", spec, "--root", "project", "--persistence", "memory"])

        XCTAssertEqual(fromConfig.exitCode, 0, fromConfig.transcript)
        XCTAssertTrue(repository.contains(".applicationSupportDirectory, in: .userDomainMask)[0]\n            .appending(path: \"App/Wallet\""), repository)
        XCTAssertTrue(repository.contains("try data.write(to: file, options: .atomic)"), repository)
        XCTAssertTrue(flagWins.stdout.contains("Storage: memory (an actor; gone when the app quits) (--persistence)"), flagWins.transcript)
    }

    func testJSONOnCleanPutsAFileDataSourceUnderTheRepository() throws {
        let workspace = try Workspace("persistence-clean")
        let spec = try workspace.writeSpec(wallet, named: "Wallet.yml")

        let plan = try workspace.run(["plan", "--spec", spec, "--preset", "clean", "--root", "project", "--persistence", "json"])
        let output = try workspace.feature(spec: spec, preset: .clean, ["--persistence", "json"])
        let data = workspace.project.appendingPathComponent("Sources/App/Data")
        let source = try String(contentsOf: data.appendingPathComponent("DataSources/WalletJSONFileDataSource.swift"), encoding: .utf8)
        let root = try String(contentsOf: workspace.project.appendingPathComponent("Sources/App/App/AppDependencies.swift"), encoding: .utf8)

        XCTAssertEqual(plan.exitCode, 0, plan.transcript)
        XCTAssertTrue(plan.stdout.contains("Storage: json (a local data source over one file under Application Support) (--persistence)"), plan.transcript)
        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(source.contains("actor WalletJSONFileDataSource"), source)
        XCTAssertTrue(source.contains("try data.write(to: file, options: .atomic)"), source)
        XCTAssertTrue(source.contains("extension WalletJSONFileDataSource: WalletDataSource {}"), source)
        XCTAssertTrue(source.contains("nonisolated extension WalletJSONFileDataSource: WalletDataSource {}"), source)
        // The app's stores, given to AppDependencies by constructor (seed 002, Rule 3); tests and previews get memory.
        XCTAssertTrue(root.contains("""
                    case .app:
                        walletRepository = DefaultWalletRepository(
                            dataSource: WalletJSONFileDataSource(folder: WalletJSONFileDataSource.defaultFolder)
                        )
            """), root)
    }

    func testABadValueIsExplainedAndNothingIsWritten() throws {
        let workspace = try Workspace("persistence-bad")
        let spec = try workspace.writeSpec(wallet, named: "Wallet.yml")

        let output = try workspace.feature(spec: spec, ["--persistence", "jsno"])

        // A usage error, as a bad --isolation, --project or --flavor is: exit 64, the value, a did-you-mean and the valid ones.
        XCTAssertEqual(output.exitCode, 64, output.transcript)
        XCTAssertTrue(output.stderr.hasPrefix("scaffold: error: --persistence does not take 'jsno'"), output.transcript)
        XCTAssertTrue(output.stderr.contains("hint: did you mean `json`? values: memory, json"), output.transcript)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.project.path), [])

        let initOutput = try workspace.run(["init", "Demo", "--root", "project", "--project", "none", "--persistence", "Json"])
        XCTAssertEqual(initOutput.exitCode, 64, initOutput.transcript)
        XCTAssertTrue(initOutput.stderr.contains("--persistence does not take 'Json'"), initOutput.transcript)
        XCTAssertTrue(initOutput.stderr.contains("did you mean `json`?"), initOutput.transcript)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.project.path), [])
    }

    func testInitWritesTheProjectDefault() throws {
        let workspace = try Workspace("persistence-init")

        let output = try workspace.run(["init", "Demo", "--root", "project", "--project", "none", "--persistence", "json"])
        let config = try String(contentsOf: workspace.project.appendingPathComponent(".scaffold.yml"), encoding: .utf8)

        XCTAssertEqual(output.exitCode, 0, output.transcript)
        XCTAssertTrue(config.contains("\npersistence: json\n"), config)
    }
}
