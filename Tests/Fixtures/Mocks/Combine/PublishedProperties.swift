import Combine

public struct Hits: Sendable {}
public struct Selection: Sendable {}

/// A property wrapper whose projection publishes, as `combine: x = @Tracked y` needs.
@propertyWrapper
public struct Tracked<Value> {
    private let subject: CurrentValueSubject<Value, Never>

    public init(wrappedValue: Value) {
        subject = CurrentValueSubject(wrappedValue)
    }

    public var wrappedValue: Value {
        get { subject.value }
        nonmutating set { subject.value = newValue }
    }

    public var projectedValue: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }
}

/// `@Published` on a property with an obvious value, a custom wrapper on one without, and two publishers naming
/// properties the protocol does not have (they get subjects).
/// @mockable(combine: queryPublisher = @Published query; pagePublisher = @Published page; hitsPublisher = @Published hits; selectionPublisher = @Tracked selection)
public protocol SearchModel {
    var query: String { get set }
    var queryPublisher: AnyPublisher<String, Never> { get }
    var pagePublisher: AnyPublisher<Int, Never> { get }
    var hitsPublisher: AnyPublisher<Hits, Error> { get }
    var selection: Selection { get set }
    var selectionPublisher: AnyPublisher<Selection, Never> { get }
}
