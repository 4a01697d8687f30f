/// Mockolo's names (the default flavour): `fetchCallCount`, `fetchArgValues`, `fetchHandler`, `fetchError`,
/// `fetchReturnValue`; plain properties count reads and writes; overloads as `MemberNaming` names them.
struct MockoloScheme: MockNamingScheme {
    func prefixes(for members: [MockMember]) -> [String] { MemberNaming.prefixes(for: members) }
    var suffixes: StateSuffixes { .mockolo }
    var recordsLastCall: Bool { false }
    var countsPropertyAccess: Bool { true }
    func propertyBacking(_ name: String) -> (name: StateName, isPublic: Bool) { (StateName(name, "", underscored: true), false) }
    func getterValue(prefix: String, name: String) -> StateName { StateName(prefix, "ReturnValue") }
    var throwsBeforeHandler: Bool { false }
    var resetStatics: String { "resetStatics" }
    var namesAssociatedTypesWithTypealiases: Bool { true }
    var hasMemberwiseInitializer: Bool { true }
    var backsPublishers: Bool { true }
}
