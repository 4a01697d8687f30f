/// Renders the file-private global behind a mock's static members.
///
/// Swift 6 rejects `static var` state in a type that is not isolated (it is shared mutable global
/// state), and generic classes cannot have stored statics at all; a lock-protected dictionary in a
/// file-private constant works for both, and its name carries the mock's, so files never clash.
struct StaticStorageRenderer {
    let context: MockContext

    /// Nothing when the mock has no static members.
    func write(into writer: inout CodeWriter) {
        guard context.hasStaticMembers else { return }
        let type = context.staticsTypeName
        writer.line("/// Lock-protected state of `", context.mockName, "`'s static members.")
        // `nonisolated`: in a module built with `-default-isolation MainActor` the store would otherwise be
        // main-actor isolated, and nonisolated mocks could not reach it. No effect in other modules.
        writer.line("nonisolated private final class ", type, ": @unchecked Sendable {")
        for line in Self.body { writer.line(line) }
        if context.hasStaticPublishers {
            for line in Self.remembered { writer.line(line) }
        }
        writer.line("}")
        writer.line("")
        writer.line("nonisolated private let ", context.staticsName, " = ", type, "()")
    }

    /// The class's members: the same in every mock (static strings, copied without reading a `String`).
    private static let body: [StaticString] = [
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
    ]

    /// For static publishers' subjects: one subject until `resetStatics()`, made on first use.
    private static let remembered: [StaticString] = [
        "",
        "    func remembered<Value>(_ key: String, _ make: () -> Value) -> Value {",
        "        lock.lock()",
        "        defer { lock.unlock() }",
        "        if let value = values[key] as? Value { return value }",
        "        let value = make()",
        "        values[key] = value",
        "        return value",
        "    }",
    ]
}
