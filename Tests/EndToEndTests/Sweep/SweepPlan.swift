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
    /// The test framework of every batch, or nil for the one each batch draws (`SweepBatchGenerator.tests`).
    var tests: String? = nil

    /// `make test`'s sweep: fixed, so CI proves the same specs every run; sized to its budget (CONTRIBUTING.md,
    /// "The sweep").
    /// It leaves out the constructs whose failure is open (`SweepConstruct.open`): CI proves what works, and the
    /// open fixtures (Tests/Fixtures/Sweep/Open) hold what does not yet.
    /// Its batches' tests are XCTest: the sweep's point is the specs' variety, and a Swift Testing module costs about
    /// three times the CPU (CONTRIBUTING.md, "What each mode proves"); `make test-full` (`SuiteCoverage.full`) keeps
    /// the framework each batch draws, as `make sweep` does.
    static let ci = SweepPlan(
        seed: 3502, specs: 24, featuresPerBatch: 4, modulePrefix: "SweepCI", avoiding: SweepConstruct.open,
        tests: SuiteCoverage.full ? nil : "xctest"
    )

    /// `make sweep`'s: `SCAFFOLD_SWEEP_SEED`, `SCAFFOLD_SWEEP_COUNT` and `SCAFFOLD_SWEEP_AVOID` (the Makefile's
    /// `SEED=`, `COUNT=` and `AVOID=`), by default 240 specs from seed 1, six features a batch, leaving out the open
    /// constructs (`AVOID=none` leaves out nothing).
    static var full: SweepPlan {
        let environment = ProcessInfo.processInfo.environment
        return SweepPlan(
            seed: environment["SCAFFOLD_SWEEP_SEED"].flatMap { UInt64($0) } ?? 1,
            specs: environment["SCAFFOLD_SWEEP_COUNT"].flatMap { Int($0) } ?? 240,
            featuresPerBatch: environment["SCAFFOLD_SWEEP_BATCH"].flatMap { Int($0) } ?? 6,
            modulePrefix: "Sweep",
            avoiding: SweepConstruct.named(environment["SCAFFOLD_SWEEP_AVOID"] ?? "open")
        )
    }

    var batchCount: Int { (specs + featuresPerBatch - 1) / featuresPerBatch }

    /// Every batch of the sweep; even ones are built under the default isolation, odd ones under approachable
    /// concurrency.
    var batches: [SweepBatch] {
        let generator = SweepBatchGenerator(seed: seed, modulePrefix: modulePrefix, avoiding: avoiding, tests: tests)
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
    /// A field of an entity that names records of the same entity (`parentID: UUID?` read by the entity's own
    /// operations): fixed, Tests/Fixtures/Sweep/self-reference.
    case selfReference
    /// A field holding another entity (`related: [Author]`, `featured: Author?`): fixed, Sweep/entity-field-preview.
    case entityField
    /// A fetch operation that is a UseCase (every one in `clean`, or `useCase: true`): fixed, Sweep/fetch-usecase-test.
    case fetchUseCase
    /// `onDelete: cascade` on a reference between entities whose ids differ in type: fixed, Sweep/cascade-id-types.
    case crossIdCascade
    /// An entity named `Error`, whose variable `error` Swift Testing's UseCase tests declared a second time: fixed,
    /// Sweep/error-entity-testing.
    case errorEntity

    /// Those whose failure is written up and not fixed yet, each with its fixture in Tests/Fixtures/Sweep/Open.
    static let open: Set<SweepConstruct> = []

    /// The entity name the construct stands for, where it is one.
    var entityName: String? {
        switch self {
        case .errorEntity: "Error"
        case .selfReference, .entityField, .fetchUseCase, .crossIdCascade: nil
        }
    }

    /// `open`, `none`, or names separated by commas (`selfReference,entityField`).
    static func named(_ text: String) -> Set<SweepConstruct> {
        switch text {
        case "open": return open
        case "none", "": return []
        default: return Set(text.split(separator: ",").compactMap { SweepConstruct(rawValue: String($0)) })
        }
    }
}
