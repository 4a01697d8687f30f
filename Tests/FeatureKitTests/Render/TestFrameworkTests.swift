import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The `tests` style picks the framework of every generated test file, with the same tests in both.
final class TestFrameworkTests: XCTestCase {
    /// Every operation kind, a custom operation, and transformation on a write and on the list.
    private let everyKind = Specs.wallet(operations: [
        Specs.op("list", transformation: true),
        Specs.op("open", .fetch, useCase: true, index: 1),
        Specs.op("create", transformation: true, index: 2),
        Specs.op("update", index: 3),
        Specs.op("delete", usedBy: ["WalletList", "WalletForm"], index: 4),
        Specs.op("archive", usedBy: ["WalletList"], index: 5),
        Specs.op("favorite", usedBy: ["WalletForm"], index: 6),
    ])

    private func render(_ spec: FeatureSpec, tests: Style.Tests) throws -> ChangeSet {
        var preset = Preset.layered
        preset.style.tests = tests
        let templates = try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates()))
        return try Renderer(templates: templates).render(Specs.plan(spec, preset: preset))
    }

    private func testFiles(_ changes: ChangeSet) -> [GeneratedFile] {
        changes.files.filter { $0.path.hasSuffix("Tests.swift") }
    }

    func testASwiftTestingPlanRendersSwiftTestingAndNoXCTest() throws {
        let changes = try render(Specs.wallet(), tests: .swiftTesting)

        let tests = testFiles(changes)
        XCTAssertEqual(tests.count, 7, tests.map(\.path).joined(separator: "\n"))
        for file in tests {
            XCTAssertTrue(file.contents.contains("\nimport Testing\n@testable import App\n"), file.path)
            XCTAssertTrue(file.contents.contains("@Test("), file.path)
        }
        for file in changes.files {
            XCTAssertFalse(file.contents.contains("XCTest"), file.path)
        }
    }

    func testAnXCTestPlanRendersXCTestOnly() throws {
        let changes = try render(Specs.wallet(), tests: .xctest)

        for file in testFiles(changes) {
            XCTAssertTrue(file.contents.contains("import XCTest\n"), file.path)
        }
        for file in changes.files {
            XCTAssertFalse(file.contents.contains("import Testing"), file.path)
        }
    }

    /// One template says both frameworks' tests (`{{#xctest}}`): the style picks no other template.
    func testBothFrameworksRenderFromTheSameTemplates() throws {
        var preset = Preset.layered
        preset.style.tests = .swiftTesting
        XCTAssertEqual(try Specs.plan(everyKind, preset: preset).artifacts.map(\.template), try Specs.plan(everyKind).artifacts.map(\.template))
        XCTAssertFalse(try TemplateLoader.load().sources.keys.contains { $0.hasSuffix("+Testing") })
    }

    func testBothFrameworksHaveTheSameTestsFileForFile() throws {
        for spec in [Specs.wallet(), everyKind] {
            let xctest = Dictionary(uniqueKeysWithValues: testFiles(try render(spec, tests: .xctest)).map { ($0.path, $0.contents) })
            let swiftTesting = testFiles(try render(spec, tests: .swiftTesting))
            XCTAssertEqual(Set(swiftTesting.map(\.path)), Set(xctest.keys))
            for file in swiftTesting {
                let xctestCount = occurrences(of: "\n    func test", in: xctest[file.path] ?? "")
                XCTAssertGreaterThan(xctestCount, 0, file.path)
                XCTAssertEqual(occurrences(of: "\n    @Test(", in: file.contents), xctestCount, file.path)
            }
        }
    }

    func testTransformationTestsAreTopLevelTestsRenderedOnce() throws {
        for (tests, prepares, sorts) in [
            (Style.Tests.xctest, "\n    func testPreparesTheDataBeforeStoringIt()", "\n    func testReturnsThemSortedByName()"),
            (.swiftTesting, "\n    func preparesTheDataBeforeStoringIt()", "\n    func returnsThemSortedByName()"),
        ] {
            let changes = try render(everyKind, tests: tests)
            let create = try XCTUnwrap(changes.files.first { $0.path.hasSuffix("/CreateWalletUseCaseTests.swift") }?.contents)
            let list = try XCTUnwrap(changes.files.first { $0.path.hasSuffix("/FetchWalletsUseCaseTests.swift") }?.contents,
                                     changes.files.map(\.path).joined(separator: "\n"))
            XCTAssertEqual(occurrences(of: prepares, in: create), 1, create)
            XCTAssertEqual(occurrences(of: sorts, in: list), 1, list)
        }
    }

    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
