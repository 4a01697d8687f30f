import CheckKit
import ScaffoldCore
import XCTest

/// The run around the rules: configuration (levels, off, excludes), ignore comments, reported paths, problems.
final class CheckRunnerTests: XCTestCase {
    static let view = """
        struct FeedbackView: View {
            var body: some View {
                Button("Submit") { FeedbackRepository.shared.submit() }
            }
        }
        """
    static let viewPath = "Sources/App/Views/FeedbackView.swift"

    func testAFindingCarriesItsPlacePassageAndHint() throws {
        let finding = try XCTUnwrap(ExampleProject([Self.viewPath: Self.view]).check(preset: "layered").findings.first)

        XCTAssertEqual(finding.rendered, """
            Sources/App/Views/FeedbackView.swift:3:28: error: FeedbackView is a View and uses FeedbackRepository, a repository [view-data-access]
                seed 000 (000_c7ec1093a6c69dce.txt), View layer - P1: "Prohibited:" … "Direct Repository access"
                hint: move the access into the view model (or what it calls) and call a view-model action from the view
            """)
    }

    func testConfiguredLevelsChangeSeverityAndOffRemovesTheRule() throws {
        let project = ExampleProject([Self.viewPath: Self.view])

        let warning = try project.check(preset: "layered", settings: CheckSettings(rules: [.init(id: "view-data-access", level: .warning)]))
        let off = try project.check(preset: "layered", settings: CheckSettings(rules: [.init(id: "view-data-access", level: .off)]))

        XCTAssertEqual(warning.findings.map(\.severity), [.warning])
        XCTAssertFalse(warning.hasErrors)
        XCTAssertEqual(off.findings.count, 0)
    }

    func testExcludedPathsAreNotCheckedByGlobOrFolder() throws {
        let project = ExampleProject([Self.viewPath: Self.view, "Sources/App/Legacy/Old/OldView.swift": Self.view.replacingOccurrences(of: "FeedbackView", with: "OldView")])

        for patterns in [["Sources/App/Legacy"], ["Sources/App/Legacy/"], ["*/Legacy/*"], ["**/OldView.swift"]] {
            let report = try project.check(preset: "layered", settings: CheckSettings(exclude: patterns))
            XCTAssertEqual(report.findings.map(\.file), [Self.viewPath], "\(patterns)")
        }
        XCTAssertEqual(try project.check(preset: "layered", settings: CheckSettings(exclude: ["Sources/App/Leg"])).findings.count, 2,
                       "a pattern is a whole path component, not a prefix")
    }

    func testAnIgnoreCommentSilencesItsLineOrTheNextLineOnly() throws {
        let sameLine = Self.view.replacingOccurrences(
            of: "submit() }", with: "submit() } // scaffold:ignore view-data-access")
        let lineAbove = Self.view.replacingOccurrences(
            of: "        Button", with: "        // scaffold:ignore view-data-access -- until the feedback screen moves\n        Button")
        let otherRule = Self.view.replacingOccurrences(of: "submit() }", with: "submit() } // scaffold:ignore no-singletons")
        let twoAbove = Self.view.replacingOccurrences(
            of: "    var body", with: "    // scaffold:ignore view-data-access\n    var body")

        XCTAssertEqual(try ExampleProject([Self.viewPath: sameLine]).check(preset: "layered").findings.count, 0)
        XCTAssertEqual(try ExampleProject([Self.viewPath: lineAbove]).check(preset: "layered").findings.count, 0)
        XCTAssertEqual(try ExampleProject([Self.viewPath: otherRule]).check(preset: "layered").findings.count, 1)
        XCTAssertEqual(try ExampleProject([Self.viewPath: twoAbove]).check(preset: "layered").findings.count, 1,
                       "a comment covers the next line of code, not the block below it")
    }

    func testAnIgnoreCommentAboveTheAttributesCoversADeclarationFinding() throws {
        let path = "Sources/App/Features/Wallet/ViewModels/WalletListViewModel.swift"
        let source = """
            // scaffold:ignore viewmodel-shape
            @MainActor
            final class WalletListViewModel: ObservableObject {}
            """
        XCTAssertEqual(try ExampleProject([path: source]).check(preset: "features").findings.map(\.ruleID), [])
    }

    func testUnknownRulesInIgnoreCommentsAreWarnedAboutWithTheClosest() throws {
        let source = Self.view.replacingOccurrences(of: "submit() }", with: "submit() } // scaffold:ignore view-data-acess")

        let report = try ExampleProject([Self.viewPath: source]).check(preset: "layered")

        XCTAssertEqual(report.findings.count, 1)
        XCTAssertEqual(report.problems.map(\.message), ["unknown rule `view-data-acess` in `scaffold:ignore`"])
        XCTAssertTrue(report.problems.first?.hint?.hasPrefix("did you mean `view-data-access`?") ?? false)
        XCTAssertEqual(report.problems.first?.location, SourceLocation(file: Self.viewPath, line: 3, column: 65))
    }

    func testOnlyTheGivenPathsAreReportedButEveryFileIsRead() throws {
        let other = "Sources/App/Views/OtherView.swift"
        let project = ExampleProject([Self.viewPath: Self.view, other: Self.view.replacingOccurrences(of: "FeedbackView", with: "OtherView")])

        let report = try project.check(preset: "layered", only: [other])

        XCTAssertEqual(report.findings.map(\.file), [other])
        XCTAssertEqual(report.filesChecked, 1)
    }

    func testAFileThatDoesNotParseIsAWarningAndIsNotChecked() throws {
        let report = try ExampleProject(["Sources/App/Views/Broken.swift": "struct Broken: View {\n    var body: some View {\n"]).check(preset: "layered")

        XCTAssertEqual(report.findings.count, 0)
        XCTAssertEqual(report.problems.count, 1)
        XCTAssertTrue(report.problems[0].message.hasPrefix("Sources/App/Views/Broken.swift does not parse"), report.problems[0].message)
        XCTAssertEqual(report.problems[0].severity, .warning)
    }

    func testALevelForARuleOfAnotherPresetIsAWarning() throws {
        let settings = CheckSettings(rules: [.init(id: "viewmodel-shape", level: .error)])
        let report = try ExampleProject([Self.viewPath: Self.view]).check(preset: "layered", settings: settings)

        XCTAssertEqual(report.problems.map(\.message), ["rule `viewmodel-shape` does not apply to the layered preset; its setting has no effect"])
    }

    func testEachRuleAppliesOnlyToThePresetsItQuotes() {
        XCTAssertEqual(RuleCatalog.rules(for: "features").map { $0.description.id }, [
            "presentation-network", "view-data-access", "view-business-rules", "viewmodel-shape", "stateobject-viewmodel", "network-adapter",
        ])
        XCTAssertEqual(RuleCatalog.rules(for: "mvvm").map { $0.description.id }, [
            "presentation-network", "view-data-access", "view-business-rules", "viewmodel-userdefaults", "network-adapter",
        ])
        XCTAssertEqual(RuleCatalog.rules(for: "layered").count, 10)
        XCTAssertEqual(RuleCatalog.rules(for: "clean").count, 13)
    }
}
