import FeatureKit
import Foundation
import XCTest

/// The sweep's generator (Sweep/): a seed names the same specs every time, its specs span the spec grammar, and
/// the tool takes every one of them — checked here in this process by the Spec and Plan stages over hundreds of
/// specs (SweepAcceptance), in `make check`, before any is built.
final class SweepGeneratorTests: XCTestCase {
    /// Seeds and batches the in-process checks cover: 4 seeds × 40 batches × 5 features = 800 specs.
    static let seeds: [UInt64] = [1, 2, 3502, 77]
    static let batchesPerSeed = 40

    static func sampleBatches() -> [SweepBatch] {
        seeds.flatMap { seed in
            let generator = SweepBatchGenerator(seed: seed)
            return (0..<batchesPerSeed).map { generator.batch($0, features: 5) }
        }
    }

    func testASeedNamesTheSameSpecsEveryTime() {
        let first = SweepBatchGenerator(seed: 42).batch(3, features: 5)
        let again = SweepBatchGenerator(seed: 42).batch(3, features: 5)
        let other = SweepBatchGenerator(seed: 43).batch(3, features: 5)
        XCTAssertEqual(SweepBatchFiles(first).specs.map(\.text), SweepBatchFiles(again).specs.map(\.text))
        XCTAssertEqual(first.configuration, again.configuration)
        XCTAssertNotEqual(SweepBatchFiles(first).specs.map(\.text), SweepBatchFiles(other).specs.map(\.text))
    }

    /// SplitMix64's first outputs for seed 0, as its authors publish them: the draws do not depend on the toolchain.
    func testTheRandomSourceIsSplitMix64() {
        var random = SweepRandom(seed: 0)
        XCTAssertEqual([random.next(), random.next(), random.next()], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    func testEveryGeneratedSpecIsAcceptedByTheSpecAndPlanStages() {
        var refused: [String] = []
        var count = 0
        for batch in Self.sampleBatches() {
            count += batch.specs.count
            if let refusal = SweepAcceptance.check(SweepBatchFiles(batch), preset: batch.preset.rawValue, persistence: batch.persistence) {
                let text = SweepBatchFiles(batch).specs.first { $0.path == refusal.spec }?.text ?? ""
                refused.append("\(batch.name) \(refusal)\n\(text)")
            }
        }
        XCTAssertEqual(refused.count, 0, "\(refused.count) batches refused:\n" + refused.prefix(8).joined(separator: "\n"))
        print("sweep generator: \(count) specs accepted by the Spec and Plan stages")
    }

    /// A generated spec changed the way a person gets one wrong (SweepMutation) is refused where it is wrong:
    /// refused, every problem with a line and column or a key path, nothing taken, nothing crashing.
    func testAChangedSpecIsRefusedWithLocatedProblems() {
        var random = SweepRandom(seed: 9, stream: 1)
        var tried: [String: Int] = [:]
        var wrong: [String] = []
        let batches = Self.sampleBatches()
        for mutation in SweepMutation.all {
            for batch in batches where tried[mutation.name, default: 0] < 8 {
                let index = random.int(in: 0...(batch.specs.count - 1))
                guard let changed = mutation.apply(batch.specs[index], &random) else { continue }
                var mutated = batch
                mutated.specs = Array(batch.specs[...index].dropLast()) + [changed]
                let files = SweepBatchFiles(mutated)
                tried[mutation.name, default: 0] += 1
                guard let refusal = SweepAcceptance.check(files, preset: batch.preset.rawValue, persistence: batch.persistence) else {
                    wrong.append("\(mutation.name): accepted\n\(files.specs.last!.text)")
                    continue
                }
                if refusal.spec != files.specs.last!.path {
                    wrong.append("\(mutation.name): refused at \(refusal.spec), not at the changed spec: \(refusal)")
                }
                let unlocated = refusal.diagnostics.filter { $0.location == nil && $0.keyPath == nil }
                if refusal.diagnostics.isEmpty || !unlocated.isEmpty {
                    wrong.append("\(mutation.name): problems without a location: \(refusal)")
                }
            }
        }
        XCTAssertEqual(wrong, [], "\(wrong.count) changed specs not refused as they should be")
        XCTAssertEqual(Set(tried.keys), Set(SweepMutation.all.map(\.name)), "mutations never applied")
        print("sweep mutations: " + tried.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }

    /// Every key of Docs/Spec.md and every value the grammar names appears among the sample's specs.
    func testTheSpecsSpanTheGrammar() {
        let seen = SweepCoverage(Self.sampleBatches())
        let missing = SweepCoverage.expected.subtracting(seen.items).sorted()
        XCTAssertEqual(missing, [], "never generated")
        print("sweep generator covers \(seen.items.count) grammar items over \(seen.specs) specs")
    }
}
