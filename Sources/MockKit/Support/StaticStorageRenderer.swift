/// Renders the file-private global behind a mock's static members.
///
/// Swift 6 rejects `static var` state in a type that is not isolated (it is shared mutable global
/// state), and generic classes cannot have stored statics at all; a lock-protected dictionary in a
/// file-private constant works for both, and its name carries the mock's, so files never clash.
struct StaticStorageRenderer {
    let context: MockContext

    var lines: [String] {
        let type = context.staticsTypeName
        return [
            "/// Lock-protected state of `\(context.mockName)`'s static members.",
            "private final class \(type): @unchecked Sendable {",
            "    private let lock = NSLock()",
            "    private var values: [String: Any] = [:]",
            "",
            "    func value<Value>(_ key: String, default defaultValue: Value) -> Value {",
            "        lock.lock()",
            "        defer { lock.unlock() }",
            "        return values[key] as? Value ?? defaultValue",
            "    }",
            "",
            "    func set<Value>(_ key: String, _ value: Value) {",
            "        lock.lock()",
            "        defer { lock.unlock() }",
            "        values[key] = value",
            "    }",
            "",
            "    func update<Value>(_ key: String, default defaultValue: Value, _ change: (inout Value) -> Void) {",
            "        lock.lock()",
            "        defer { lock.unlock() }",
            "        var value = values[key] as? Value ?? defaultValue",
            "        change(&value)",
            "        values[key] = value",
            "    }",
            "",
            "    func removeAll() {",
            "        lock.lock()",
            "        defer { lock.unlock() }",
            "        values.removeAll()",
            "    }",
            "}",
            "",
            "private let \(context.staticsName) = \(type)()",
        ]
    }
}
