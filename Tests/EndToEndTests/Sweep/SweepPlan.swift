import Foundation

/// Which specs a sweep generates: a seed, how many specs, and how many features share a batch (one module).
struct SweepPlan {
    var seed: UInt64
    var specs: Int
    var featuresPerBatch: Int
    /// The batches' module names start with it (`SweepCI3`), so two sweeps can share a suite package.
    var modulePrefix: String
    /// Constructs the generator leaves out.
    var avoiding: Set<SweepConstruct> = []

    /// `make test`'s sweep: fixed, so CI proves the same specs every run; sized to its budget (CONTRIBUTING.md,
    /// "The sweep").
    static let ci = SweepPlan(seed: 3502, specs: 32, featuresPerBatch: 4, modulePrefix: "SweepCI")

    /// `make sweep`'s: `SCAFFOLD_SWEEP_SEED` and `SCAFFOLD_SWEEP_COUNT` (the Makefile's `SEED=` and `COUNT=`), by
    /// default 240 specs from seed 1, six features a batch.
    static var full: SweepPlan {
        let environment = ProcessInfo.processInfo.environment
        return SweepPlan(
            seed: environment["SCAFFOLD_SWEEP_SEED"].flatMap { UInt64($0) } ?? 1,
            specs: environment["SCAFFOLD_SWEEP_COUNT"].flatMap { Int($0) } ?? 240,
            featuresPerBatch: environment["SCAFFOLD_SWEEP_BATCH"].flatMap { Int($0) } ?? 6,
            modulePrefix: "Sweep",
            avoiding: Set((environment["SCAFFOLD_SWEEP_AVOID"] ?? "").split(separator: ",").compactMap { SweepConstruct(rawValue: String($0)) })
        )
    }

    var batchCount: Int { (specs + featuresPerBatch - 1) / featuresPerBatch }

    /// Every batch of the sweep; even ones are built under the default isolation, odd ones under approachable
    /// concurrency.
    var batches: [SweepBatch] {
        let generator = SweepBatchGenerator(seed: seed, modulePrefix: modulePrefix, avoiding: avoiding)
        return (0..<batchCount).map { index in
            generator.batch(index, features: min(featuresPerBatch, specs - index * featuresPerBatch))
        }
    }

    func batches(for isolation: HarnessPackage.Isolation) -> [SweepBatch] {
        batches.filter { $0.isolation == isolation }
    }
}

/// A construct of the grammar the generator can leave out (`make sweep AVOID=selfReference`), to look past a
/// failure already found; `SweepPlan.ci` leaves out those whose failure is written up and open.
enum SweepConstruct: String, CaseIterable {
    /// A field of an entity that names records of the same entity (`parentID: UUID?` read by the entity's own operations).
    case selfReference
}
