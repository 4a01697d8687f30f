import Combine

public struct Draft: Sendable {}
public struct Badge: Sendable {}

/// Optional on one side only, or on both: the projection is adapted to the publisher's type.
/// @mockable(combine: namePublisher = @Published name; agePublisher = @Published age; draftPublisher = @Published draft; badgePublisher = @Published badge)
public protocol ProfileEditor {
    var name: String? { get set }
    var namePublisher: AnyPublisher<String, Never> { get }
    var age: Int { get set }
    var agePublisher: AnyPublisher<Int?, Never> { get }
    var draft: Draft? { get set }
    var draftPublisher: AnyPublisher<Draft?, Error> { get }
    var badge: Badge? { get set }
    var badgePublisher: AnyPublisher<Badge, Never> { get }
}
