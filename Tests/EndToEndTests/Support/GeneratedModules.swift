import Foundation
import XCTest

extension Workspace {
    /// `scaffold feature --spec specs/<spec> --preset <preset> --module <module> --root <preset>` for each
    /// spec in order: one preset's module in its own folder, so several can share one harness package.
    /// Fails the test with the transcript and returns nil when a generation fails; returns the module and,
    /// with `stderr`, everything scaffold printed there.
    func generateModule(
        _ specs: [String], preset: Preset, module: String, passes: Int = 1, line: UInt = #line
    ) throws -> (module: HarnessPackage.Module, stderr: String)? {
        var stderr = ""
        for pass in 1...passes {
            for spec in specs {
                let output = try run([
                    "feature", "--spec", copyFixture(spec), "--preset", preset.rawValue, "--module", module, "--root", preset.rawValue,
                ])
                guard output.exitCode == 0 else {
                    XCTFail("\(preset.rawValue): generating \(spec) (pass \(pass)) failed:\n\(output.transcript)", line: line)
                    return nil
                }
                stderr += output.stderr
            }
        }
        return (HarnessPackage.Module(name: module, sources: "\(preset.rawValue)/Sources/\(module)", tests: "\(preset.rawValue)/Tests/\(module)Tests"), stderr)
    }
}

extension HarnessPackage {
    /// Installs, builds with warnings as errors and runs the tests; fails the test unless both succeed and at
    /// least `minimumTests` tests ran.
    func assertBuildsAndPasses(minimumTests: Int, _ what: String, line: UInt = #line) throws {
        try install()
        let outcome = try buildAndTest(buildTimeout: 1800)
        XCTAssertEqual(outcome.build.exitCode, 0, "\(what): does not build:\n\(outcome.transcript)", line: line)
        XCTAssertEqual(outcome.test?.exitCode, 0, "\(what): tests fail:\n\(outcome.transcript)", line: line)
        XCTAssertGreaterThan(outcome.executedTests ?? 0, minimumTests, "\(what): too few tests ran:\n\(outcome.transcript)", line: line)
    }
}
