import XCTest
@testable import MockKit

/// `PublisherPlan`: Mockolo's rule for what backs each `AnyPublisher` property, and where the subject stands in for a
/// property wrapper that cannot work.
final class PublisherPlanTests: XCTestCase {
    private func plan(_ members: [MockMember], inheritedTypes: [SwiftType] = [], naming: MockNamingStyle = .mockolo) -> PublisherPlan {
        let proto = MockableProtocol(name: "Feed", inheritedTypes: inheritedTypes, members: members)
        return MockContext(proto, mockName: "FeedMock", naming: naming).publishers
    }

    private func wrapped(_ name: String) -> MockCombineChoice {
        .propertyWrapper(attribute: "@Published", property: name)
    }

    func testSubjectsFollowTheChoiceAndTheOutputTypesObviousValue() {
        let result = plan([
            property("plain", "AnyPublisher<Int, Never>"),
            property("current", "AnyPublisher<[String: Int], Error>", combine: .currentValueSubject),
            property("noValue", "AnyPublisher<Story, Never>", combine: .currentValueSubject),
            property("qualified", "Combine.AnyPublisher<String?, Never>", combine: .currentValueSubject),
        ])
        XCTAssertEqual(result.backings["plain"]?.subjectInitializer, "PassthroughSubject<Int, Never>()")
        XCTAssertEqual(result.backings["current"]?.subjectInitializer, "CurrentValueSubject<[String: Int], Error>([String: Int]())")
        XCTAssertEqual(result.backings["noValue"]?.subjectInitializer, "PassthroughSubject<Story, Never>()")
        XCTAssertEqual(result.backings["qualified"]?.subjectInitializer, "Combine.CurrentValueSubject<String?, Never>(nil)")
        XCTAssertEqual(result.wrappers, [:])
    }

    func testAWrappedPropertysProjectionIsAdaptedToThePublisher() {
        let result = plan([
            property("name", "String", settable: true),
            property("same", "AnyPublisher<String, Never>", combine: wrapped("name")),
            property("optional", "AnyPublisher<String?, Error>", combine: wrapped("name")),
            property("nickname", "String?", settable: true),
            property("unwrapped", "AnyPublisher<String, Never>", combine: wrapped("nickname")),
            property("story", "Story", settable: true),
            property("stories", "AnyPublisher<Story, Never>", combine: .propertyWrapper(attribute: "@Tracked", property: "story")),
        ])
        XCTAssertEqual(result.backings["same"]?.source, .projection(backing: .property("name"), adaptation: .none))
        XCTAssertEqual(result.backings["stories"]?.source, .projection(backing: .storage(prefix: "story"), adaptation: .skipNil))
        XCTAssertEqual(result.backings["same"]?.projectionSuffix, ".eraseToAnyPublisher()")
        XCTAssertEqual(result.backings["optional"]?.projectionSuffix, ".map { $0 }.setFailureType(to: Error.self).eraseToAnyPublisher()")
        XCTAssertEqual(result.backings["unwrapped"]?.projectionSuffix, ".compactMap { $0 }.eraseToAnyPublisher()")
        XCTAssertEqual(result.backings["stories"]?.projectionSuffix, ".compactMap { $0 }.eraseToAnyPublisher()",
                       "a property with no obvious value is stored Optional until set")
        XCTAssertEqual(result.wrappers, ["name": "@Published", "nickname": "@Published", "story": "@Tracked"])
        XCTAssertEqual(result.exposed, ["name", "nickname"], "Mockolo's layout: the wrapper on the property when its type has an obvious value")
    }

    /// Mockolo's `$name` needs the wrapper on the mock's stored property; a locked mock reaches its state only under
    /// its lock, so its wrapper stays on the private storage.
    func testALockedMockKeepsTheWrapperOnItsStorage() {
        let members = [property("name", "String", settable: true), property("names", "AnyPublisher<String, Never>", combine: wrapped("name"))]
        let locked = plan(members, inheritedTypes: ["Sendable"])
        XCTAssertEqual(locked.backings["names"]?.source, .projection(backing: .storage(prefix: "name"), adaptation: .none))
        XCTAssertEqual(locked.wrappers, ["name": "@Published"])
        XCTAssertEqual(locked.exposed, [])
        let plain = plan(members)
        XCTAssertEqual(plain.backings["names"]?.source, .projection(backing: .property("name"), adaptation: .none))
    }

    /// As in Mockolo for a property it cannot find, the subject stands in wherever the wrapper cannot work.
    func testTheSubjectStandsInWhereNoPropertyCanCarryTheWrapper() {
        let result = plan([
            property("missingPublisher", "AnyPublisher<Int, Never>", combine: wrapped("missing")),
            property("shared", "Int", settable: true, isStatic: true),
            property("sharedPublisher", "AnyPublisher<Int, Never>", combine: wrapped("shared")),
            property("token", "String", isAsync: true),
            property("tokenPublisher", "AnyPublisher<String, Never>", combine: wrapped("token")),
            property("count", "Int", settable: true),
            property("staticPublisher", "AnyPublisher<Int, Never>", isStatic: true, combine: wrapped("count")),
            property("otherPublisher", "AnyPublisher<Int, Never>", combine: wrapped("missingPublisher")),
            .ifConfig([MockIfClause(directive: "#if DEBUG", members: [property("debug", "Int", settable: true)])]),
            property("debugPublisher", "AnyPublisher<Int, Never>", combine: wrapped("debug")),
        ])
        for name in ["missingPublisher", "sharedPublisher", "tokenPublisher", "staticPublisher", "otherPublisher", "debugPublisher"] {
            XCTAssertEqual(result.backings[name]?.source, .subject(current: nil), name)
        }
        XCTAssertEqual(result.wrappers, [:])
    }

    func testActorMocksAndSourceryFlavoursWrapNothing() {
        let members = [property("name", "String", settable: true), property("names", "AnyPublisher<String, Never>", combine: wrapped("name"))]
        let actor = plan(members, inheritedTypes: ["Actor"])
        XCTAssertEqual(actor.backings["names"]?.source, .subject(current: nil), "a wrapped property cannot be nonisolated")
        XCTAssertEqual(actor.wrappers, [:])
        let sourcery = plan(members, naming: .sourcery)
        XCTAssertTrue(sourcery.backings.isEmpty && sourcery.wrappers.isEmpty, "Sourcery's template knows no Combine")
    }

    func testOnlyNonOptionalAnyPublishersWithStorageArePublishers() {
        let result = plan([
            property("optional", "AnyPublisher<Int, Never>?"),
            property("effectful", "AnyPublisher<Int, Never>", isAsync: true),
            property("other", "Published<Int>.Publisher"),
            property("foreign", "Other.AnyPublisher<Int, Never>"),
        ])
        XCTAssertTrue(result.backings.isEmpty)
        XCTAssertTrue(PublisherPlan.isPublisher("Combine.AnyPublisher<Int, Never>"), "left out of the memberwise initializer")
        XCTAssertFalse(PublisherPlan.isPublisher("AnyPublisher<Int, Never>?"))
    }

    /// A locked mock whose wrapped property publishes inside its setter takes a reentrant lock; others keep `NSLock`.
    func testALockedMockWithAWrappedPropertyTakesAReentrantLock() {
        let members = [property("name", "String", settable: true), property("names", "AnyPublisher<String, Never>", combine: wrapped("name"))]
        let locked = MockRenderer().render(MockableProtocol(name: "Feed", inheritedTypes: ["Sendable"], members: members), options: MockRenderOptions())
        XCTAssertTrue(locked.contains("private let mockLock = NSRecursiveLock()"), locked)
        XCTAssertTrue(locked.contains("@Published private var _name: String = \"\""), locked)
        XCTAssertTrue(locked.contains("return mockLocked { _names } ?? mockLocked { $_name }.eraseToAnyPublisher()"), locked)
        let subjectOnly = MockRenderer().render(
            MockableProtocol(name: "Feed", inheritedTypes: ["Sendable"], members: [property("names", "AnyPublisher<String, Never>")]),
            options: MockRenderOptions()
        )
        XCTAssertTrue(subjectOnly.contains("private let mockLock = NSLock()"), subjectOnly)
    }
}
