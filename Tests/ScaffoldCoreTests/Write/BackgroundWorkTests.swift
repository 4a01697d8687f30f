import Dispatch
import ScaffoldCore
import XCTest

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
