/// Stand-in for SwiftUI's `DynamicProperty`: a stored view property SwiftUI updates before `body`.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
