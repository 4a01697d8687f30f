import Dispatch

/// Work started on another thread while the caller goes on with something else; `value` waits for it.
/// `scaffold mocks` decodes its cache this way while it hashes the sources, and encodes it while the writer
/// writes the mocks, on a core that would otherwise wait.
public final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    // Written once, before `done` is left; read only after waiting for it.
    private var result: Value?

    public init(_ work: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The work's result, once it has finished.
    public var value: Value {
        done.wait()
        // Set before `leave()`, which `wait()` orders before this read.
        return result!
    }

    /// The result if the work has finished, nil (without waiting) while it runs.
    public var valueIfDone: Value? {
        done.wait(timeout: .now()) == .success ? result : nil
    }
}
