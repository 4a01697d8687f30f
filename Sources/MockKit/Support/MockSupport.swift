/// The fixed pieces a mock may need besides its members: the lock, the error thrown when a member is
/// not stubbed, identity-based conformances to standard protocols, and storage for static members.
struct MockSupport {
    let context: MockContext

    /// The lock declaration, first in a locked mock's body.
    var lockDeclaration: [String]? {
        switch context.flavor {
        case .locked: ["private let mockLock = NSLock()"]
        case .actor: ["private nonisolated let mockLock = NSLock()"]
        case .plain, .isolated: nil
        }
    }

    /// Runs a critical section; a synchronous function, so `async` members may call it too.
    var lockHelper: [String]? {
        guard lockDeclaration != nil else { return nil }
        return [
            "private \(context.flavor == .actor ? "nonisolated " : "")func mockLocked<Value>(_ body: () -> Value) -> Value {",
            "    mockLock.lock()",
            "    defer { mockLock.unlock() }",
            "    return body()",
            "}",
        ]
    }

    /// Nested in each mock, so several mocks in one module never clash.
    var mockError: [String]? {
        guard context.needsMockError else { return nil }
        return [
            "/// Thrown by a throwing member called with no handler, error or return value stubbed.",
            "\(context.access)enum MockError: Error, Equatable {",
            "    case notStubbed(String)",
            "}",
        ]
    }

    /// Clears every static member's recorded calls and stubs; static state outlives each test.
    var resetStatics: [String]? {
        guard context.hasStaticMembers else { return nil }
        return [
            "\(context.access)static func resetStatics() {",
            "    \(context.staticsName).removeAll()",
            "}",
        ]
    }

    /// Standard protocols the sources cannot declare members for, implemented by identity.
    var standardConformances: [[String]] {
        // `NSObject` already is equatable, hashable and describable.
        guard !context.subclassesNSObject else { return [] }
        let inherited = context.inherited
        let declared = Set(context.allMembers.compactMap { member -> String? in
            switch member {
            case .method(let method): method.name
            case .property(let property): property.name
            default: nil
            }
        })
        let nonisolated = context.flavor.nonisolatedModifier
        let access = context.access
        var result: [[String]] = []
        if !inherited.isDisjoint(with: ["Equatable", "Hashable"]) && !declared.contains("==") {
            let staticModifier = context.flavor == .actor ? "" : nonisolated
            result.append([
                "\(access)\(staticModifier)static func == (lhs: \(context.mockName), rhs: \(context.mockName)) -> Bool {",
                "    lhs === rhs",
                "}",
            ])
        }
        if inherited.contains("Hashable") && !declared.contains("hash") {
            result.append([
                "\(access)\(nonisolated)func hash(into hasher: inout Hasher) {",
                "    hasher.combine(ObjectIdentifier(self))",
                "}",
            ])
        }
        if inherited.contains("CustomStringConvertible") && !declared.contains("description") {
            result.append(["\(access)\(nonisolated)var description: String { \"\(context.mockName)\" }"])
        }
        return result
    }
}
