@testable import MockKit

/// `Sendable` and class-bound protocols: lock-protected and plain class mocks.
enum ConcurrencyFixtures {
    static let all = [sendable, sendableStatics, sendableGeneric, inheritedSendable, classBound, nonisolatedProtocol]

    static let sendable = MockFixture(
        name: "Store",
        source: """
        protocol Store: Sendable {
            func save(_ value: Int) async throws
            func count() -> Int
            var label: String { get set }
            func observe(_ handler: @escaping @Sendable (Int) -> Void)
            var token: String { get async throws }
            func adjust(_ value: inout Int)
            func tag<T: Sendable>(_ value: T) -> T
        }
        """,
        proto: MockableProtocol(name: "Store", inheritedTypes: ["Sendable"], members: [
            method("save", [param("value", "Int", label: "_")], isAsync: true, throwing: .throwing),
            method("count", returns: "Int"),
            property("label", "String", settable: true),
            method("observe", [param("handler", "@escaping @Sendable (Int) -> Void", label: "_")]),
            property("token", "String", isAsync: true, throwing: .throwing),
            method("adjust", [param("value", "Int", label: "_", isInout: true)]),
            method("tag", [param("value", "T", label: "_")], returns: "T", generics: "<T: Sendable>"),
        ]),
        exercise: """
        let mock = StoreMock()
        mock.countHandler = { 3 }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for value in 0..<100 {
                group.addTask { try await mock.save(value) }
            }
            try await group.waitForAll()
        }
        check(mock.saveCallCount == 100, "concurrent calls are all recorded")
        check(Set(mock.saveArgValues) == Set(0..<100))
        mock.label = "l"
        check(mock.label == "l" && mock.count() == 3)
        let task = Task.detached { mock.count() }
        check(await task.value == 3)
        mock.tokenReturnValue = "t"
        check(try await mock.token == "t" && mock.tokenGetCallCount == 1)
        var value = 1
        mock.adjustHandler = { $0 *= 5 }
        mock.adjust(&value)
        check(value == 5 && mock.adjustArgValues == [1])
        mock.tagHandler = { $0 }
        check(mock.tag(3) == 3)
        """
    )

    static let sendableStatics = MockFixture(
        name: "TickClock",
        source: """
        protocol TickClock: Sendable {
            static var now: Int { get }
            static func tick() async
        }
        """,
        proto: MockableProtocol(name: "TickClock", inheritedTypes: ["Sendable"], members: [
            property("now", "Int", isStatic: true),
            method("tick", isAsync: true, isStatic: true),
        ]),
        exercise: """
        TickClockMock.now = 5
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 { group.addTask { await TickClockMock.tick() } }
        }
        check(TickClockMock.now == 5 && TickClockMock.tickCallCount == 50)
        """
    )

    static let sendableGeneric = MockFixture(
        name: "PayloadEncoder",
        source: """
        protocol PayloadEncoder: Sendable {
            associatedtype Output: Sendable
            func encode<T: Encodable>(_ value: T) throws -> Output
        }
        """,
        proto: MockableProtocol(name: "PayloadEncoder", inheritedTypes: ["Sendable"],
                                associatedTypes: [MockAssociatedType(name: "Output", constraints: ["Sendable"])], members: [
            method("encode", [param("value", "T", label: "_")], returns: "Output", throwing: .throwing, generics: "<T: Encodable>"),
        ]),
        exercise: """
        let mock = PayloadEncoderMock<[UInt8]>()
        mock.encodeReturnValue = [1]
        check(try mock.encode("x") == [1] && mock.encodeArgValues.first as? String == "x")
        """
    )

    static let inheritedSendable = MockFixture(
        name: "AuditLog",
        source: """
        protocol BaseLog: Sendable {}
        protocol AuditLog: BaseLog {
            func record(_ entry: String)
        }
        """,
        proto: MockableProtocol(name: "AuditLog", inheritedTypes: ["BaseLog", "Sendable"], members: [
            method("record", [param("entry", "String", label: "_")]),
        ]),
        exercise: """
        let mock = AuditLogMock()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<20 { group.addTask { mock.record("\\(index)") } }
        }
        check(mock.recordCallCount == 20)
        """
    )

    /// `nonisolated protocol` (SE-0449), as Element X marks its services in a module built with
    /// `-default-isolation MainActor`: the mock is `nonisolated` too, else its conformance would be main-actor
    /// isolated and `saveThroughVault` (nonisolated) could not take it (checked by the approachable-concurrency test).
    static let nonisolatedProtocol = MockFixture(
        name: "TokenVault",
        source: """
        nonisolated protocol TokenVault {
            var count: Int { get }
            func save(_ key: String) throws -> Bool
        }
        nonisolated func saveThroughVault(_ store: any TokenVault) throws -> Bool { try store.save("k") }
        nonisolated func saveThroughTokenVaultMock() throws -> Bool {
            let mock = TokenVaultMock()
            mock.saveReturnValue = true
            return try saveThroughVault(mock) && mock.saveArgValues == ["k"]
        }
        """,
        proto: {
            var proto = MockableProtocol(name: "TokenVault", members: [
                property("count", "Int"),
                method("save", [param("key", "String", label: "_")], returns: "Bool", throwing: .throwing),
            ])
            proto.isNonisolated = true
            return proto
        }(),
        exercise: """
        check(try saveThroughTokenVaultMock())
        """
    )

    static let classBound = MockFixture(
        name: "Delegate",
        source: """
        @available(macOS 10.15, iOS 13, *)
        protocol Delegate: AnyObject {
            func didUpdate(_ value: String)
        }
        @available(macOS 10.15, iOS 13, *)
        final class Owner { weak var delegate: (any Delegate)? }
        """,
        proto: MockableProtocol(name: "Delegate", inheritedTypes: ["AnyObject"], attributes: ["@available(macOS 10.15, iOS 13, *)"], members: [
            method("didUpdate", [param("value", "String", label: "_")]),
        ]),
        exercise: """
        let mock = DelegateMock()
        let owner = Owner()
        owner.delegate = mock
        owner.delegate?.didUpdate("x")
        check(mock.didUpdateArgValues == ["x"])
        """
    )
}
