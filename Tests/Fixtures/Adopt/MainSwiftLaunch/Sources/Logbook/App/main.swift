import SwiftUI

// Unit tests run in a host of their own, with none of the logbook's screens.
if NSClassFromString("XCTestCase") == nil {
    LogbookApp.main()
} else {
    TestHostApp.main()
}
