import Dispatch
import ScaffoldCore
import XCTest

/// `valueIfDone` lets a caller use a result that is there without waiting for one that is not.
final class BackgroundWorkTests: XCTestCase {
    func testValueIfDoneIsNilWhileTheWorkRunsAndTheResultAfter() {
        let release = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> Int in
            release.wait()
            return 42
        }
        XCTAssertNil(work.valueIfDone)
        release.signal()
        XCTAssertEqual(work.value, 42)
        XCTAssertEqual(work.valueIfDone, 42)
    }
}
