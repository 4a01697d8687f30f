import Foundation
import XCTest

/// One test class's share of the suite package (`SuitePackage`): the generated modules it proves, written under
/// its own folder of the shared workspace, and whatever its tests check after the build.
///
/// To prove more generated code, add a part to `SuitePackage.parts(for:)` instead of building a package of your
/// own: every part of an isolation mode is compiled by one `swift build`, so a part costs only its own modules.
/// Its metatype is sent to the threads that generate the parts side by side, hence `SendableMetatype`.
protocol SuitePart: SendableMetatype {
    /// What generation leaves for the part's tests: the modules, and anything they check after the build.
    associatedtype Generated: GeneratedPart
    /// The part's folder in the shared workspace; every module of the part lives under it, and compiler errors
    /// are told to the part by this prefix.
    static var folder: String { get }
    /// Writes the part's modules under `folder` of the workspace (scaffold runs, copies); throws when it cannot.
    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated
    /// Whether a module of the part with compiler errors is left out alone, the part's other modules built and
    /// tested all the same (the sweep's batches, each a module of unrelated specs); otherwise the whole part is.
    static var leavesOutFailingModules: Bool { get }
}

extension SuitePart {
    static var leavesOutFailingModules: Bool { false }
}

/// The modules of a generated part, and how their tests are run.
protocol GeneratedPart {
    var modules: [HarnessPackage.Module] { get }
    /// The `swift test` runs of the part's modules, each by a label; by default one of all of them, as "all".
    var testGroups: [TestGroup] { get }
    /// Whether a group reads what an earlier one left (a store written, then read by the next version), so the
    /// groups run one after another in their order; otherwise they go side by side.
    var testGroupsRunInOrder: Bool { get }
}

extension GeneratedPart {
    var testGroups: [TestGroup] { [TestGroup(label: "all", modules: modules.map(\.name))] }
    var testGroupsRunInOrder: Bool { false }
}

/// One `swift test` run of a part: the modules whose test targets it runs, with variables added to its environment.
struct TestGroup {
    var label: String
    var modules: [String]
    var environment: [String: String] = [:]
    /// A `--skip` pattern: tests of these modules that the part's own test class runs itself (RemoteLoopbackTests).
    var skip: String? = nil
}

/// A part's state after the suite package was built: generated or not, built or not, and its test runs.
struct PartOutcome<Generated: GeneratedPart> {
    /// What generation left, or why it failed.
    var generated: Result<Generated, Error>
    /// Compiler errors in the part's folder (nil when it built), or the reason nothing was built.
    var buildFailure: String?
    /// The compiler errors of each module left out alone (`SuitePart.leavesOutFailingModules`), by module name.
    var moduleFailures: [String: String] = [:]
    /// `swift test` per test group label; empty when the part did not build.
    var runs: [String: ProcessOutput]
}

extension PartOutcome {
    /// The generated part when it was generated and built; otherwise fails the test with the reason and returns nil.
    func built(_ what: String, file: StaticString = #filePath, line: UInt = #line) -> Generated? {
        switch generated {
        case .failure(let error):
            XCTFail("\(what): not generated: \(error)", file: file, line: line)
            return nil
        case .success(let value):
            if let buildFailure {
                XCTFail("\(what): \(buildFailure)", file: file, line: line)
                return nil
            }
            return value
        }
    }

    /// The test run of `group`, asserted to pass with more than `minimumTests` tests; nil when there is none.
    @discardableResult
    func assertTestsPass(
        _ group: String = "all", minimumTests: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) -> ProcessOutput? {
        guard built(what, file: file, line: line) != nil else { return nil }
        guard let run = runs[group] else {
            XCTFail("\(what): no test run named \(group)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(run.exitCode, 0, "\(what): tests fail:\n\(run.transcript)", file: file, line: line)
        XCTAssertGreaterThan(HarnessPackage.executedTestCount(in: run.stdout + run.stderr) ?? 0, minimumTests,
                             "\(what): too few tests ran:\n\(run.transcript)", file: file, line: line)
        return run
    }
}
