/// The fixed pieces a mock may need besides its members: the lock, the error thrown when a member is
/// not stubbed, identity-based conformances to standard protocols, and storage for static members.
/// Each writes nothing when the mock does not need it.
struct MockSupport {
    let context: MockContext

    private var hasLock: Bool { context.flavor.isLocked }

    /// The lock declaration, first in a locked mock's body.
    func writeLockDeclaration(into writer: inout CodeWriter) {
        let lock = context.spell(context.needsRecursiveLock ? "NSRecursiveLock" : "NSLock")
        switch context.flavor {
        case .locked: writer.line("private let mockLock = ", lock, "()")
        case .actor: writer.line("private nonisolated let mockLock = ", lock, "()")
        case .plain, .isolated: break
        }
    }

    /// Runs a critical section; a synchronous function, so `async` members may call it too.
    func writeLockHelper(into writer: inout CodeWriter) {
        guard hasLock else { return }
        writer.line("private ", context.flavor == .actor ? "nonisolated " : "", "func mockLocked<Value>(_ body: () -> Value) -> Value {")
        writer.line("    mockLock.lock()")
        writer.line("    defer { mockLock.unlock() }")
        writer.line("    return body()")
        writer.line("}")
    }

    /// Nested in each mock, so several mocks in one module never clash.
    func writeMockError(into writer: inout CodeWriter) {
        guard context.needsMockError else { return }
        writer.line("/// Thrown by a throwing member called with no handler, error or return value stubbed.")
        writer.add(context.access, "enum MockError: ", context.spell("Error"), ", ", context.spell("Equatable"))
        writer.line(" {")
        writer.line("    case notStubbed(", context.spell("String"), ")")
        writer.line("}")
    }

    /// Clears every static member's recorded calls and stubs; static state outlives each test.
    func writeResetStatics(into writer: inout CodeWriter) {
        guard context.hasStaticMembers else { return }
        writer.line(context.access, "static func ", context.naming.resetStatics, "() {")
        writer.line("    ", context.staticsName, ".removeAll()")
        writer.line("}")
    }

    /// Standard protocols the sources cannot declare members for, implemented by identity; each a section.
    func writeStandardConformances(into writer: inout CodeWriter, sections: inout Bool) {
        // `NSObject` already is equatable, hashable and describable.
        guard !context.subclassesNSObject else { return }
        let inherited = context.inherited
        let isEquatable = !inherited.isDisjoint(with: ["Equatable", "Hashable"])
        let isHashable = inherited.contains("Hashable")
        let isDescribable = inherited.contains("CustomStringConvertible")
        // Most mocks conform to none of these, and then need not collect the declared names.
        guard isEquatable || isDescribable else { return }
        let declared = Set(context.allMembers.compactMap { member -> String? in
            switch member {
            case .method(let method): method.name
            case .property(let property): property.name
            default: nil
            }
        })
        let nonisolated = context.flavor.nonisolatedModifier
        let access = context.access
        if isEquatable && !declared.contains("==") {
            let staticModifier = context.flavor == .actor ? "" : nonisolated
            writer.section([
                "\(access)\(staticModifier)static func == (lhs: \(context.mockName), rhs: \(context.mockName)) -> Bool {",
                "    lhs === rhs",
                "}",
            ], &sections)
        }
        if isHashable && !declared.contains("hash") {
            writer.section([
                "\(access)\(nonisolated)func hash(into hasher: inout Hasher) {",
                "    hasher.combine(ObjectIdentifier(self))",
                "}",
            ], &sections)
        }
        if isDescribable && !declared.contains("description") {
            writer.section(["\(access)\(nonisolated)var description: String { \"\(context.mockName)\" }"], &sections)
        }
    }
}
