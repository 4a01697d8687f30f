import Dispatch

/// Runs `transform` over `items` on every core and returns the results in input order, so the
/// outcome does not depend on scheduling. The writer hashes and reads files with it, the mocks pipeline
/// parses and renders.
public func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
    guard items.count > 1 else { return items.map(transform) }
    let slots = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots.store(transform(items[index]), at: index)
    }
    return slots.results()
}

/// One slot per item; each index is written by exactly one iteration, so no two threads touch the same slot.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ result: Result, at index: Int) { buffer[index] = result }

    func results() -> [Result] { buffer.compactMap { $0 } }
}
