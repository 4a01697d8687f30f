import XCTest

extension PartOutcome {
    /// Asserts that every one of `mutants` was killed: its test run (labelled `label(mutant)`) failed and named a
    /// failing test. Prints the score and what killed each, as `mutation score <what>: killed/all`.
    func assertEveryMutantIsKilled(
        _ mutants: [Mutant], label: (Mutant) -> String, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        var survivors: [String] = []
        var report: [String] = []
        for mutant in mutants {
            guard let run = runs[label(mutant)] else {
                XCTFail("\(what): no test run for mutant \(mutant.name)", file: file, line: line)
                continue
            }
            let failed = FailedTests(run.stdout + "\n" + run.stderr)
            if run.exitCode == 0 || failed.names.isEmpty {
                // The output's end says why a failed run named no test (a crash, a timeout, a harness error).
                let tail = run.exitCode == 0 ? "" : "; its output ends:\n" + (run.stdout + "\n" + run.stderr).split(separator: "\n").suffix(15).joined(separator: "\n")
                survivors.append("\(mutant.name) (\(mutant.bug); \(mutant.file)): exit \(run.exitCode), no failing test" + tail)
            }
            report.append("  \(mutant.name): \(failed.names.isEmpty ? "SURVIVED" : "killed by \(failed.names.prefix(3).joined(separator: ", "))")")
        }
        print("mutation score \(what): \(mutants.count - survivors.count)/\(mutants.count) killed\n" + report.joined(separator: "\n"))
        XCTAssertEqual(survivors, [], "\(what): the generated tests pass with these bugs", file: file, line: line)
    }
}
