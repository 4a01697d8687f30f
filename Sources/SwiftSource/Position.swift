/// A line and a column (UTF-8, both from 1), as compilers print them: where `check` reports a finding and where
/// `adopt` read its evidence.
public struct Position: Codable, Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
