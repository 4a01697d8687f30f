/// The sweep's source of randomness: SplitMix64 from a seed, with its own bounded draws.
///
/// Written here rather than taken from the standard library (`Int.random(in:using:)`) or from
/// swift-property-based's Xoshiro: a seed must name the same specs on every toolchain and every later version of
/// this repository, so a failure found by `make sweep SEED=…` can be found again, and the standard library does
/// not promise that its bounded draws map a generator's outputs to the same values across versions. The draws
/// below are plain arithmetic on the 64-bit outputs, fixed here.
struct SweepRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one part of the work (`batch 3`), independent of how many draws other parts made, so
    /// adding a feature to the generator changes the specs of a batch but not which batch gets which seed.
    init(seed: UInt64, stream: UInt64) {
        var mixer = SweepRandom(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    /// The next 64 random bits (SplitMix64, Steele, Lea and Flood 2014).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, by the remainder of a 64-bit draw (the bias is below 2⁻⁵⁰ for the small
    /// ranges used here, and it is the same bias on every machine).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One element of a non-empty collection.
    mutating func pick<C: Collection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + int(in: 0...(items.count - 1))]
    }

    /// One element, each as likely as its weight.
    mutating func weighted<T>(_ items: [(T, Int)]) -> T {
        var roll = int(in: 0...(items.map(\.1).reduce(0, +) - 1))
        for (item, weight) in items {
            if roll < weight { return item }
            roll -= weight
        }
        return items[items.count - 1].0
    }

    /// The elements in a random order (Fisher–Yates).
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        guard result.count > 1 else { return result }
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, int(in: 0...index))
        }
        return result
    }
}
