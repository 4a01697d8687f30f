import Foundation
import ScaffoldCore
import XCTest

/// A list whose load is a UseCase the team owns (its spec names a repository it does not say how it uses: created
/// once, never overwritten), written by a scaffold before the migrating stores: its protocol declares `execute` only.
/// `scaffold feature` again regenerates the list view model, which asks the load for the store's notice; the project
/// still builds and its tests pass (the view model's file gives the team's protocol a default), and `feature` names
/// the team's file where the notice may be forwarded.
final class TeamOwnedLoadTests: XCTestCase {
    func testAnEarlierTeamOwnedLoadStillBuildsAfterFeatureRunsAgain() throws {
        let outcome = try SuitePackage.outcome(of: TeamOwnedLoadPart.self, .nonisolated)
        guard case .success(let generated) = outcome.generated else { return XCTFail("\(outcome.generated)") }
        let run = generated.again
        XCTAssertEqual(run.exitCode, 0, run.transcript)
        XCTAssertTrue(run.stdout.contains("skip       \(generated.useCase)"), "the team's UseCase is left as it is:\n\(run.transcript)")
        XCTAssertTrue(run.stdout.contains("update     \(generated.listViewModel)"), "the list view model now asks for the notice:\n\(run.transcript)")
        XCTAssertTrue(run.stderr.contains("scaffold: note: \(generated.useCase) is yours (created once)"), run.transcript)
        XCTAssertFalse(generated.useCaseText.contains("storageNotice"), "the earlier UseCase has no notice:\n\(generated.useCaseText)")
        outcome.assertTestsPass(minimumTests: 10, "the project with the earlier team-owned load")
    }
}

/// TeamOwnedLoadTests' share of the suite package: one `init`ed app (layered) whose Account list loads through a
/// team-owned UseCase rendered as an earlier scaffold wrote it, after `scaffold feature` ran again.
enum TeamOwnedLoadPart: SuitePart {
    static let folder = "teamload"
    static let module = "TeamLoad"

    struct Generated: GeneratedPart {
        /// The second `scaffold feature --spec Account.yml`, with this scaffold's templates.
        var again: ProcessOutput
        /// The team's fetch-all UseCase and the list view model, as the manifest names them.
        var useCase: String
        var listViewModel: String
        /// The UseCase's text after the second run.
        var useCaseText: String
        var modules: [HarnessPackage.Module]
    }

    /// The Account list reads Transaction's repository without saying how (no `reads:`): its UseCase is the team's.
    static let spec = """
        feature: Account
        fields:
          - { name: name, type: String }
          - { name: balance, type: Decimal }
        operations:
          - { name: list, kind: fetchAll, repositories: [Account, Transaction] }
          - { name: create, kind: create }

        """

    /// Sections an earlier scaffold's templates did not have (the migrating stores' notice), taken out of the
    /// ejected templates so the first run writes the team's UseCase and the list as it wrote them.
    static let earlier: [(template: String, section: String)] = [
        ("UseCase", "forwardsNotice"), ("UseCaseTests", "forwardsNotice"), ("ListViewModel", "showsNotice"), ("ListViewModel", "noticeDefault"),
    ]

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        let relative = "\(folder)/app"
        let repository = workspace.directory.path(relative)
        try require(workspace.run(["init", module, "--preset", "layered", "--project", "none", "--root", relative]), "init")
        try require(workspace.binary.run(["feature", "Transaction", "amount:Decimal"], in: repository), "Transaction")
        try spec.write(to: repository.appendingPathComponent("Account.yml"), atomically: true, encoding: .utf8)
        for template in Set(earlier.map(\.template)) {
            try require(workspace.binary.run(["templates", "eject", template], in: repository), "eject \(template)")
            let file = repository.appendingPathComponent(".scaffold/templates/\(template).mustache")
            var text = try String(contentsOf: file, encoding: .utf8)
            for section in earlier.filter({ $0.template == template }).map(\.section) {
                text = text.replacingOccurrences(of: "\\{\\{#\(section)\\}\\}\\n(.|\\n)*?\\{\\{/\(section)\\}\\}\\n", with: "", options: .regularExpression)
                guard !text.contains(section) else { throw HarnessError("\(template).mustache: \(section) left") }
            }
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try require(workspace.binary.run(["feature", "--spec", "Account.yml"], in: repository), "Account, earlier")
        try FileManager.default.removeItem(at: repository.appendingPathComponent(".scaffold/templates"))
        // --verbose: files created once and skipped are listed one by one, not only counted.
        let again = try workspace.binary.run(["feature", "--spec", "Account.yml", "--verbose"], in: repository)
        // layered's folders; the team's UseCase is not in the manifest (scaffold does not own it).
        let useCase = "Sources/\(module)/UseCases/FetchAccountsUseCase.swift"
        let listViewModel = "Sources/\(module)/ViewModels/AccountListViewModel.swift"
        let useCaseText = try String(contentsOf: repository.appendingPathComponent(useCase), encoding: .utf8)
        let destination = workspace.directory.path("\(folder)/harness/\(module)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for entry in ["Sources", "Tests", "AppTarget"] {
            try FileManager.default.copyItem(at: repository.appendingPathComponent(entry), to: destination.appendingPathComponent(entry))
        }
        let root = "\(folder)/harness/\(module)"
        let built = HarnessPackage.Module(name: module, sources: "\(root)/Sources/\(module)", tests: "\(root)/Tests/\(module)Tests", appTarget: "\(root)/AppTarget")
        return Generated(again: again, useCase: useCase, listViewModel: listViewModel, useCaseText: useCaseText, modules: [built])
    }

    private static func require(_ output: ProcessOutput, _ what: String) throws {
        guard output.exitCode == 0 else { throw HarnessError("\(what): scaffold failed:\n\(output.transcript)") }
    }
}
