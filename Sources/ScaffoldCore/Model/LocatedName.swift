/// A name in a Swift file and where it stands: a type the module declares (which `feature` never declares again), a
/// plain use of a type name (which a feature's entity must not take over), the type an extension selects for mocking.
public struct LocatedName: Codable, Hashable, Sendable {
    public var name: String
    public var location: SourceLocation

    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}
