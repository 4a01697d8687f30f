import Combine

/// @mockable
public protocol Named {
    var displayName: String { get set }
}

/// A parent's own choice names a property only its child declares.
/// @mockable(combine: scorePublisher = @Published score)
public protocol Scored {
    var scorePublisher: AnyPublisher<Int, Error> { get }
    var ratingPublisher: AnyPublisher<Double, Never> { get }
}

/// The child's choice names a property of a parent.
/// @mockable(combine: displayNamePublisher = @Published displayName)
public protocol Player: Named, Scored {
    var displayNamePublisher: AnyPublisher<String?, Never> { get }
    var score: Int { get set }
}
