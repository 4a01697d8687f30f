import XCTest
@testable import Greeting

// NameStoreMock, ClockMock and AuditMock come from the ScaffoldMocks build-tool plugin: nobody wrote or committed them.
final class GreeterTests: XCTestCase {
    func testGreetsByNameInTheMorning() async {
        let store = NameStoreMock()
        store.nameHandler = { id in id == 7 ? "Ada" : "?" }
        let clock = ClockMock()
        clock.hour = 9
        let audit = AuditMock()

        let text = await Greeter(store: store).greeting(for: 7, at: clock, audit: audit)

        XCTAssertEqual(text, "Good morning, Ada")
        XCTAssertEqual(store.nameArgValues, [7])
        XCTAssertEqual(audit.recordArgValues, ["greeted 7"])
    }

    func testAFailingStoreStillGreets() async {
        let store = NameStoreMock()
        store.nameError = CancellationError()
        let clock = ClockMock()
        clock.hour = 20
        let audit = AuditMock()

        let text = await Greeter(store: store).greeting(for: 3, at: clock, audit: audit)

        XCTAssertEqual(text, "Good evening")
        XCTAssertEqual(store.nameCallCount, 1)
        XCTAssertEqual(audit.recordArgValues, ["no name for 3"])
    }
}
