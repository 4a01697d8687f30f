import Foundation

/// How much of the repeated matrix the suite packages prove. `make test` proves every axis in both isolation modes at
/// least once and repeats a combination in the second mode only where the isolation can change its outcome
/// (CONTRIBUTING.md, "What each mode proves"); `SCAFFOLD_SUITE_FULL=1` (`make test-full`) restores the whole matrix:
/// the other half of the style combinations under approachable concurrency, and the fixed sweep's batches in the test
/// framework each one draws.
enum SuiteCoverage {
    /// Whether `SCAFFOLD_SUITE_FULL` asks for the whole matrix (any value but empty or `0`).
    static let full: Bool = {
        guard let value = ProcessInfo.processInfo.environment["SCAFFOLD_SUITE_FULL"] else { return false }
        return !["", "0"].contains(value)
    }()
}
