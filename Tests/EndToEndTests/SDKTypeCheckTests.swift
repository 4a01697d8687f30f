import Foundation
import XCTest

/// Generated code against Apple's real iOS SDK: for every preset in both isolation modes, `scaffold init` and
/// features from specs that use rules, `sets:`, `reads:`, optional, list and reference fields, a framework
/// type's name and records on a server, type-checked with warnings as errors by `../shared/tools/ios-sdk/typecheck.sh` (Xcode's settings,
/// iOS 17 deployment target). The Linux stand-ins cannot show everything the SDK rejects (see
/// Tests/Support/README.md, "What only the SDK shows"), so this is the proof they are not.
///
/// An explicit opt-in: `make sdk-check` runs it; `make test` and `make check` skip it by name (CI has no SDK).
/// It never skips itself: without the SDK it fails and says how to set it up.
final class SDKTypeCheckTests: XCTestCase {
    /// The type-check script, beside the repository (`SCAFFOLD_IOS_TYPECHECK` overrides).
    private var script: URL {
        if let path = ProcessInfo.processInfo.environment["SCAFFOLD_IOS_TYPECHECK"] { return URL(fileURLWithPath: path) }
        return RepositoryPaths.root.deletingLastPathComponent().appendingPathComponent("shared/tools/ios-sdk/typecheck.sh")
    }

    /// The SDK is set up; else the test fails, saying how to set it up.
    private func sdkIsReady() -> Bool {
        let manager = FileManager.default
        guard manager.fileExists(atPath: "/tmp/ios-sdk/.ready"), manager.isExecutableFile(atPath: script.path) else {
            XCTFail("""
                no iOS SDK to type-check against (/tmp/ios-sdk/.ready, \(script.path)): set it up with \
                ../shared/tools/ios-sdk/setup.sh (see its README), or run `make check` / `make test`, which leave this test out
                """)
            return false
        }
        return true
    }

    func testEveryPresetInBothIsolationModesTypeChecksAgainstTheIOSSDK() throws {
        guard sdkIsReady() else { return }
        var results: [String] = []
        for isolation in HarnessPackage.Isolation.allCases {
            for preset in Preset.allCases {
                results.append(try typeCheck(preset, isolation))
            }
        }
        // One line per preset × mode, so a run shows the whole matrix, failures and passes alike.
        print(results.joined(separator: "\n"))
    }

    /// Issue 31 item 5: an adopted app with its own API client (Tests/Fixtures/Adopt/APIClientContainer, answering the
    /// body; DecodingClientContainer, answering decoded values with snake-case keys converted), given a remote feature
    /// that calls that client through the generated adapter, type-checks in the app's own settings (its target's folder,
    /// Swift 6) in both isolation modes.
    func testAnAdoptedAppCallingItsOwnClientTypeChecksAgainstTheIOSSDK() throws {
        guard sdkIsReady() else { return }
        var lines: [String] = []
        let apps = [
            (fixture: "APIClientContainer", module: "Pantry", adapter: "APIClientHTTPAdapter", feature: ["Jar", "label:String", "grams:Int"]),
            (fixture: "DecodingClientContainer", module: "Larder", adapter: "NetworkClientHTTPAdapter", feature: ["Jar", "label:String", "bestBefore:Date"]),
            // A client taking the app's `Endpoint` protocol: the adapter's own endpoint conforms to it.
            (fixture: "EndpointClientContainer", module: "Attic", adapter: "NetworkClientHTTPAdapter", feature: ["Jar", "label:String", "grams:Int"]),
            // An app whose `@main` App holds the stores, given a client with a shared instance (`LiveAPIClient.shared`).
            (fixture: "MVVMPackage", module: "Recipes", adapter: "APIClientHTTPAdapter", feature: ["Jar", "label:String"]),
        ]
        for app in apps {
            let workspace = try Workspace("sdk-adopted-client")
            let folder = try AdoptedApps.copy(app.fixture, into: workspace)
            if app.fixture == "MVVMPackage" {
                _ = try workspace.directory.write(try Self.sharedClient, to: "\(folder)/Sources/Recipes/Networking/APIClient.swift")
            }
            for arguments in [["adopt", "--root", folder], ["feature"] + app.feature + ["--remote", "/jars", "--root", folder]] {
                let output = try workspace.run(arguments)
                XCTAssertEqual(output.exitCode, 0, output.transcript)
            }
            let root = workspace.directory.path(folder)
            // Where the preset's layout puts the network files: Services/Networking (mvvm), Repositories/Networking (layered).
            let sources = root.appendingPathComponent("Sources/\(app.module)")
            let written = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
            XCTAssertTrue(written.contains { $0.hasSuffix("Networking/\(app.adapter).swift") }, "no \(app.adapter).swift under \(sources.path)")
            for mode in [[], ["--main-actor"]] {
                let result = try ProcessRunner.run(script, ["--app", "Sources/\(app.module)", "--swift-version", "6"] + mode + [root.path], timeout: 900)
                XCTAssertEqual(result.exitCode, 0, "the adopted \(app.fixture) \(mode) is refused by the iOS SDK:\n\(result.transcript)")
                lines.append("adopted \(app.fixture) \(mode.first ?? ""): \(result.stdout.split(separator: "\n").last ?? "")")
            }
        }
        print(lines.joined(separator: "\n"))
    }

    /// Issue 34 item 1: an adopted app whose `NavigationStack` keeps its path on a router object as `[Route]`
    /// (Tests/Fixtures/Adopt/TypedPathRouter), given the suite's two features, which join its router and push `Route`
    /// values, type-checks in the app's own settings (its target's folder, Swift 6) in both isolation modes.
    func testAnAdoptedAppWithATypedPathRouterTypeChecksAgainstTheIOSSDK() throws {
        guard sdkIsReady() else { return }
        try typeCheckAdopted("TypedPathRouter", target: "Sources/Trails")
    }

    /// Issue 34 item 1: an adopted app launched from `main.swift` whose stack starts on a splash
    /// (Tests/Fixtures/Adopt/MainSwiftLaunch), given the suite's two features (static members of the launched App,
    /// linked from the screen the splash pushes), type-checks in the app's own settings (its target's folder, Swift 6,
    /// main.swift the entry) in both isolation modes.
    func testAnAdoptedAppLaunchedFromMainSwiftTypeChecksAgainstTheIOSSDK() throws {
        guard sdkIsReady() else { return }
        try typeCheckAdopted("MainSwiftLaunch", target: "Sources/Logbook")
    }

    /// One of the suite's adopted apps given its two features, type-checked in its own settings (its target's folder,
    /// Swift 6) in both isolation modes.
    private func typeCheckAdopted(_ fixture: String, target: String) throws {
        let app = try XCTUnwrap(AdoptedApps.all.first { $0.fixture == fixture })
        let workspace = try Workspace("sdk-adopted-\(fixture)")
        let folder = try AdoptedApps.copy(app.fixture, into: workspace)
        try workspace.addFeatures(of: app, in: folder)
        var lines: [String] = []
        for mode in [[], ["--main-actor"]] {
            let result = try ProcessRunner.run(script, ["--app", target, "--swift-version", "6"] + mode + [workspace.directory.path(folder).path], timeout: 900)
            XCTAssertEqual(result.exitCode, 0, "the adopted \(app.fixture) \(mode) is refused by the iOS SDK:\n\(result.transcript)")
            lines.append("adopted \(app.fixture) \(mode.first ?? ""): \(result.stdout.split(separator: "\n").last ?? "")")
        }
        print(lines.joined(separator: "\n"))
    }

    /// An app's client with one instance static code reaches, for an app whose `@main` App holds the stores (the one
    /// AdoptedClientLoopbackTests drives on loopback).
    static var sharedClient: String {
        get throws {
            try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Remote/AdoptedLoopback/SharedAPIClient.swift"), encoding: .utf8)
        }
    }

    /// `init` + every spec in order, then the SDK type-check; returns the matrix line.
    private func typeCheck(_ preset: Preset, _ isolation: HarnessPackage.Isolation) throws -> String {
        let workspace = try Workspace("sdk-\(preset.rawValue)-\(isolation.rawValue)")
        let cell = "\(preset.rawValue) × \(isolation.rawValue)"
        try workspace.binary.succeed(
            ["init", "Ledger", "--preset", preset.rawValue, "--isolation", isolation.rawValue, "--project", "none",
             "--root", "project"],
            in: workspace.directory.url
        )
        for (name, text) in try Self.specs() {
            let output = try workspace.feature(spec: workspace.writeSpec(text, named: name), preset: preset)
            guard output.exitCode == 0 else {
                XCTFail("\(cell): generating \(name) failed:\n\(output.transcript)")
                return "\(cell): generation failed"
            }
        }
        let arguments = (isolation == .mainActor ? ["--main-actor"] : []) + [workspace.project.path]
        let result = try ProcessRunner.run(script, arguments, timeout: 900)
        XCTAssertEqual(result.exitCode, 0, "\(cell) is refused by the iOS SDK:\n\(result.transcript)")
        return "\(cell): \(result.stdout.split(separator: "\n").last ?? "")"
    }

    /// The repository's fixture specs, then two written here: a reference through `reads:` to an entity declared
    /// earlier, a custom operation with `sets:` used by two view models, optional, list and `Decimal` fields with
    /// rules; last, entities named like framework types (`Task`, `Decimal`, and `Color`, which generated code does
    /// not name), whose arrival regenerates the features before them that name the type, checked as regenerated.
    static func specs() throws -> [(String, String)] {
        let shadowing = ["Task", "Decimal", "Color"].map { name in
            ("\(name).yml", """
                feature: \(name)
                fields:
                  - { name: title, type: String, rules: [nonEmpty] }
                  - { name: due, type: "Date?" }
                  - { name: isDone, type: Bool }
                operations:
                  - { name: list, kind: fetchAll }
                  - { name: create, kind: create }
                  - { name: complete, sets: { isDone: true } }

                """)
        }
        let fixtures = try ["Wallet.yml", "ReminderList.yml", "Reminder.yml", "Budget.yml"].map { name in
            (name, try String(contentsOf: RepositoryPaths.spec(name), encoding: .utf8))
        }
        return fixtures + [
            ("Category.yml", """
                feature: Category
                fields:
                  - { name: name, type: String, rules: [nonEmpty, "maxLength(40)"] }
                  - { name: symbol, type: "String?" }
                operations:
                  - { name: list, kind: fetchAll }
                  - { name: create, kind: create }
                  - { name: update, kind: update }
                  - { name: delete, kind: delete }

                """),
            ("Expense.yml", """
                feature: Expense
                fields:
                  - { name: title, type: String, rules: [nonEmpty] }
                  - { name: amount, type: Decimal, rules: ["min(0)"] }
                  - { name: quantity, type: Int, rules: [positive] }
                  - { name: date, type: Date }
                  - { name: note, type: "String?" }
                  - { name: isReimbursed, type: Bool }
                  - { name: reimbursedAt, type: "Date?" }
                  - { name: categoryID, type: "UUID?" }
                  - { name: tags, type: "[String]" }
                operations:
                  - { name: list, kind: fetchAll }
                  - { name: create, kind: create, reads: { categoryID: Category } }
                  - { name: update, kind: update, reads: { categoryID: Category } }
                  - { name: delete, kind: delete }
                  - { name: markReimbursed, sets: { isReimbursed: true, reimbursedAt: now }, usedBy: [ExpenseList, ExpenseForm] }

                """),
        ] + shadowing + [
            // Last, records on a server (issue 31): the app's network files and the feature's remote slice, after the
            // entities named like framework types (`Task`), which the network files must not mistake for Swift's.
            ("Loan.yml", """
                feature: Loan
                fields:
                  - { name: borrower, type: String, rules: [nonEmpty], remoteName: borrower_name }
                  - { name: amount, type: Decimal, rules: ["min(0)"] }
                  - { name: lentAt, type: Date }
                  - { name: returnedAt, type: "Date?" }
                remote:
                  path: /loans
                  pagination: { style: page, parameter: page, sizeParameter: per_page }
                  list: data

                """),
        ]
    }
}
