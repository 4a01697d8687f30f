/// Stand-in for SwiftUI's `Transaction` (the animation context of a state change). Present so that a
/// generated type of the same name is as ambiguous here as it is next to the real SwiftUI.
public struct Transaction: Sendable {
    public var disablesAnimations = false

    public init() {}
}
