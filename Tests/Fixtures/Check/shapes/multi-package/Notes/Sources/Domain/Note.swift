import Foundation
// Not a break: another component's Domain module.
import Money

public struct Note: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var price: Price
}
