/// A failure of the test harness itself (missing binary, unreadable fixture), thrown out of a test.
struct HarnessError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
