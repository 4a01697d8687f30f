/// Stand-in for SwiftUI's `@ObservedObject`: an `ObservableObject` the view watches but does not own.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// `$object.property` → a `Binding` to that property.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// Stand-in for SwiftUI's `@StateObject`: an `ObservableObject` the view creates once and owns.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    @MainActor @preconcurrency
    public var wrappedValue: ObjectType { box.object }

    @MainActor @preconcurrency
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: box.object).projectedValue
    }
}

/// Creates the object on first use, as SwiftUI does when the view is first installed.
final class StateObjectBox<ObjectType> {
    private var make: (() -> ObjectType)?
    private var made: ObjectType?

    init(_ make: @escaping () -> ObjectType) {
        self.make = make
    }

    var object: ObjectType {
        if let made { return made }
        let object = make!()
        made = object
        make = nil
        return object
    }
}

/// Stand-in for SwiftUI's `@EnvironmentObject`. With no view hierarchy there is nothing to find, so reading
/// it traps with SwiftUI's own message for a missing object; declaring one type-checks as in the SDK.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    @MainActor @preconcurrency
    public var wrappedValue: ObjectType {
        fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
    }

    @MainActor @preconcurrency
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(object: wrappedValue)
    }

    /// `$object.property` → a `Binding` to that property.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension View {
    /// Type-checks as in SwiftUI; with no hierarchy, descendants cannot read the object back.
    nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
}
