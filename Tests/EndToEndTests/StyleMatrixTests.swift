import Foundation
import FeatureKit
import ScaffoldCore
import XCTest

/// Style options work in any combination and with every preset, proven by compiling: each of the 16
/// combinations of observation × state × naming × tests generates the ReminderList and Reminder fixtures
/// (rules, `sets:`, a two-repository `reads:`, an unstated operation, an operation reused by two view models)
/// into its own module (`combo<N>/`, module `App<N>`, chosen by its `.scaffold.yml`) with one of the four
/// presets — assigned so that every preset meets both values of every option — builds with warnings as errors
/// and passes every test target, XCTest and Swift Testing, in the suite package (SuitePackage) of one isolation
/// mode. The default isolation proves half of the combinations, chosen so that every preset meets both values of
/// every option and every pair of option values occurs; approachable concurrency, where the combinations repeat
/// what the presets and that half prove, one combination of the other half that no preset's own style is
/// (`StyleCombination.approachableRepresentative`). `make test-full` (`SuiteCoverage.full`) proves the other half
/// whole there: all 16, and every option and pair of options under both isolations.
final class StyleMatrixTests: XCTestCase {
    func testEveryStyleCombinationBuildsAndPassesWithDefaultIsolation() throws {
        try assertEveryStyleCombinationBuildsAndPasses(.nonisolated)
    }

    func testEveryStyleCombinationBuildsAndPassesWithApproachableConcurrency() throws {
        try assertEveryStyleCombinationBuildsAndPasses(.mainActor)
    }

    /// The two modes' halves are all 16 combinations, and each half is a whole matrix of its own for pairs.
    func testEachModesHalfMeetsEveryPresetWithBothValuesOfEveryOptionAndEveryPairOfValues() {
        let halves = HarnessPackage.Isolation.allCases.map { StyleCombination.half(for: $0) }
        XCTAssertEqual(Set(halves.flatMap { $0.map(\.index) }), Set(0..<16))
        XCTAssertEqual(halves.map(\.count), [8, 8])
        for half in halves {
            let options = half.map { [$0.style.observation.rawValue, $0.style.state.rawValue, $0.style.naming.rawValue, $0.style.tests.rawValue] }
            for preset in Preset.allCases {
                let own = zip(half, options).filter { $0.0.preset == preset }.map(\.1)
                for option in 0..<4 {
                    XCTAssertEqual(Set(own.map { $0[option] }).count, 2, "\(preset.rawValue) meets one value of option \(option) in \(half)")
                }
            }
            for first in 0..<4 {
                for second in (first + 1)..<4 {
                    XCTAssertEqual(Set(options.map { [$0[first], $0[second]] }).count, 4, "options \(first) and \(second) miss a pair of values in \(half)")
                }
            }
        }
    }

    /// `make test` proves the default isolation's half whole and one combination of the other half under approachable
    /// concurrency: one that differs from its preset's own style in two options, with `@Observable` over flat state
    /// (no preset's style), in XCTest (every preset's Swift Testing tests are built in both modes by CompileTests'
    /// `Remote<Preset>` and `Refs<Preset>` modules); `make test-full` the other half whole.
    func testApproachableConcurrencyProvesOneCombinationOfItsHalfUnlessTheWholeMatrixIsAsked() throws {
        XCTAssertEqual(StyleCombination.all(for: .nonisolated).map(\.index), StyleCombination.half(for: .nonisolated).map(\.index))
        let representative = StyleCombination.approachableRepresentative
        XCTAssertTrue(StyleCombination.half(for: .mainActor).map(\.index).contains(representative.index))
        XCTAssertEqual(StyleCombination.all(for: .mainActor).map(\.index),
                       SuiteCoverage.full ? StyleCombination.half(for: .mainActor).map(\.index) : [representative.index])
        let own = try XCTUnwrap(ScaffoldCore.Preset.named(representative.preset.rawValue)).style
        XCTAssertEqual(representative.style.observation, .observable)
        XCTAssertEqual(representative.style.state, .flat)
        XCTAssertEqual(representative.style.tests, .xctest)
        let differences = [own.observation != representative.style.observation, own.state != representative.style.state,
                           own.naming != representative.style.naming].filter { $0 }.count
        XCTAssertEqual(differences, 2, "\(representative) against \(representative.preset.rawValue)'s own style")
    }

    private func assertEveryStyleCombinationBuildsAndPasses(_ isolation: HarnessPackage.Isolation) throws {
        let combinations = StyleCombination.all(for: isolation)
        XCTAssertEqual(combinations.count, isolation == .mainActor && !SuiteCoverage.full ? 1 : 8)
        if combinations.count == 8 {
            XCTAssertEqual(Set(combinations.map(\.preset)), Set(Preset.allCases))
        }
        let outcome = try SuitePackage.outcome(of: StyleMatrixPart.self, isolation)
        if case .success = outcome.generated {
            let root = try SuitePackage.root(isolation).appendingPathComponent(StyleMatrixPart.folder)
            for combination in combinations {
                try assertStyleWasApplied(combination, in: root)
            }
        }
        guard let test = outcome.assertTestsPass(minimumTests: 0, "the style matrix (\(isolation.rawValue))") else { return }
        try assertEveryTargetRan(output: test.stdout + test.stderr, combinations: combinations, isolation)
    }

    private func assertStyleWasApplied(_ combination: StyleCombination, in root: URL) throws {
        for (path, expected) in combination.markers {
            let url = root.appendingPathComponent("\(combination.folder)/\(path)")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail("\(combination): \(path) was not generated")
                continue
            }
            XCTAssertTrue(text.contains(expected), "\(combination): \(path) lacks \(expected)")
        }
    }

    /// Every test target has tests, and the run executed exactly the listed tests of each framework.
    private func assertEveryTargetRan(output: String, combinations: [StyleCombination], _ isolation: HarnessPackage.Isolation) throws {
        let listing = try SuitePackage.listedTests(isolation)
        XCTAssertEqual(listing.output.exitCode, 0, listing.output.transcript)
        let modules = Set(combinations.map { "\($0.module)Tests" })
        let names = listing.names.filter { modules.contains(String($0.prefix { $0 != "." })) }
        let targets = Set(names.map { String($0.prefix { $0 != "." }) })
        XCTAssertEqual(targets, modules, "test targets without tests:\n\(listing.output.stdout)")

        // Swift Testing lists a test with its parameter clause (`Suite/test()`, with `/File.swift:12:6` after it
        // when the name alone is ambiguous); XCTest lists `Class/testName`.
        let swiftTesting = names.filter { $0.contains("(") }.count
        let xctest = names.count - swiftTesting
        // Each framework the combinations use lists tests, and one they do not use lists none.
        let frameworks = Set(combinations.map(\.style.tests))
        XCTAssertEqual(xctest > 0, frameworks.contains(.xctest), "\(xctest) XCTest tests listed:\n\(listing.output.transcript)")
        XCTAssertEqual(swiftTesting > 0, frameworks.contains(.swiftTesting),
                       "\(swiftTesting) Swift Testing tests listed:\n\(listing.output.transcript)")
        XCTAssertEqual(HarnessPackage.executedXCTestCount(in: output), xctest, "XCTest did not run every listed test:\n\(output)")
        XCTAssertEqual(HarnessPackage.executedSwiftTestingCount(in: output), swiftTesting,
                       "Swift Testing did not run every listed test:\n\(output)")
        print("style matrix: \(xctest) XCTest and \(swiftTesting) Swift Testing tests passed in \(targets.count) targets")
    }
}

/// StyleMatrixTests' share of the suite package: the mode's combinations (`StyleCombination.all(for:)`), each in
/// `combo<N>/` with its `.scaffold.yml`.
enum StyleMatrixPart: SuitePart {
    static let folder = "style"
    private static let specs = ["ReminderList.yml", "Reminder.yml"]

    /// `scaffold feature --spec specs/<spec> --root style/combo<N>`: no preset or module flag, so both come from
    /// the combination's `.scaffold.yml`.
    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> GeneratedModules {
        let combinations = StyleCombination.all(for: isolation)
        for combination in combinations {
            let root = "\(folder)/\(combination.folder)"
            try workspace.directory.write(combination.configuration, to: "\(root)/.scaffold.yml")
            for spec in specs {
                let output = try workspace.run(["feature", "--spec", workspace.copyFixture(spec), "--root", root])
                guard output.exitCode == 0 else {
                    throw HarnessError("generating \(spec) for \(combination) failed:\n\(output.transcript)")
                }
            }
        }
        return GeneratedModules(modules: combinations.map(\.harnessModule))
    }
}

/// One of the 16 style combinations, generated as module `App<index>` under `combo<index>/`, with a preset.
private struct StyleCombination: CustomStringConvertible {
    let index: Int
    let style: Style

    /// Two bits that mix the options (observation ≠ naming, state ≠ tests) pick the preset, so each preset
    /// gets four combinations among which every option takes both values.
    var preset: Preset {
        let first = (style.observation == .observable) != (style.naming == .defaultPrefix)
        let second = (style.state == .nested) != (style.tests == .swiftTesting)
        return Preset.allCases[(first ? 1 : 0) + (second ? 2 : 0)]
    }

    /// The combinations `isolation`'s suite package proves: the default isolation's half; under approachable
    /// concurrency its half with `make test-full`, else `approachableRepresentative` alone.
    static func all(for isolation: HarnessPackage.Isolation) -> [StyleCombination] {
        isolation == .mainActor && !SuiteCoverage.full ? [approachableRepresentative] : half(for: isolation)
    }

    /// The one combination of approachable concurrency's half that `make test` proves there: `layered` with
    /// `@Observable` over flat state (the shape of no preset), `defaultPrefix` naming and XCTest. The style options
    /// are the same Swift in both modes, and the other combinations repeat what the presets (every one in both
    /// frameworks, CompileTests) and the default isolation's half prove.
    static let approachableRepresentative = all.first { combination in
        combination.style == Style(observation: .observable, state: .flat, naming: .defaultPrefix, tests: .xctest)
    }!

    /// The half of the combinations `isolation` is given. A combination and its complement (every
    /// option flipped) get the same preset, and each preset has two such pairs: each mode takes one pair of each
    /// preset, the pairs whose observation and state differ exactly for mvvm in the default isolation (and the
    /// others in the approachable one) — the choice under which every pair of option values occurs in both halves
    /// (`testEachModesHalfMeetsEveryPresetWithBothValuesOfEveryOptionAndEveryPairOfValues`).
    static func half(for isolation: HarnessPackage.Isolation) -> [StyleCombination] {
        all.filter { combination in
            let differ = (combination.style.observation == .observable) != (combination.style.state == .nested)
            return (differ == (combination.preset == .mvvm)) == (isolation == .nonisolated)
        }
    }

    static let all: [StyleCombination] = {
        var styles: [Style] = []
        for observation in Style.Observation.allCases {
            for state in Style.State.allCases {
                for naming in Style.Naming.allCases {
                    for tests in Style.Tests.allCases {
                        styles.append(Style(observation: observation, state: state, naming: naming, tests: tests))
                    }
                }
            }
        }
        return styles.enumerated().map { StyleCombination(index: $0.offset, style: $0.element) }
    }()

    var module: String { "App\(index)" }
    var folder: String { "combo\(index)" }

    var description: String {
        "\(folder) (\(preset.rawValue): \(style.observation.rawValue), \(style.state.rawValue), \(style.naming.rawValue), \(style.tests.rawValue))"
    }

    var configuration: String {
        """
        preset: \(preset.rawValue)
        module: \(module)
        style:
          observation: \(style.observation.rawValue)
          state: \(style.state.rawValue)
          naming: \(style.naming.rawValue)
          tests: \(style.tests.rawValue)

        """
    }

    var harnessModule: HarnessPackage.Module {
        let root = "\(StyleMatrixPart.folder)/\(folder)"
        return HarnessPackage.Module(name: module, sources: "\(root)/Sources/\(module)", tests: "\(root)/Tests/\(module)Tests")
    }

    /// A file (relative to the combination's folder) and text it must contain, one per option, where the
    /// preset's layout puts it.
    var markers: [(path: String, text: String)] {
        guard let preset = ScaffoldCore.Preset.named(preset.rawValue) else { return [] }
        let roots = ProjectRoots(module: module)
        func path(_ kind: ArtifactKind, _ name: String) -> String {
            preset.layout.path(for: kind, name: name, feature: "Reminder", entity: "Reminder", roots: roots)
        }
        let repository = "Reminder\(preset.repositoryRole)"
        let repositoryProtocol = style.protocolName(repository)
        // mvvm's business logic is a Service (seed 003, Scalability), the others' a UseCase.
        let base = "AddReminder\(BusinessLogicLayer.of(preset).role)"
        let useCase = style.implementationName(base)
        let listViewModel = path(.viewModel, "ReminderListViewModel")
        return [
            (listViewModel, style.observation == .observable ? "@Observable\nfinal class" : ": ObservableObject"),
            (listViewModel, style.state == .nested ? "    struct State {" : "private(set) var reminders: [Reminder] = []"),
            (path(.repositoryProtocol, repositoryProtocol), "protocol \(repositoryProtocol): Sendable {"),
            (path(.useCase, base), "struct \(useCase): \(style.protocolName(base))"),
            (path(.test, "\(base)Tests"), style.tests == .swiftTesting ? "import Testing\n" : "import XCTest\n"),
        ]
    }
}
