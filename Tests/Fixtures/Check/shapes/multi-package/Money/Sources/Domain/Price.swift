import Foundation

public struct Price: Hashable, Sendable {
    public let cents: Int
}
