/// Sourcery's AutoMockable template's names (Templates/Templates/AutoMockable.stencil): a method's prefix is its
/// whole declaration made an identifier (`SourceryMethodName`), followed by `CallsCount`, `Called`,
/// `Received<Arg>` or `ReceivedArguments`, `ReceivedInvocations`, `ReturnValue`, `Closure` and `ThrowableError`.
/// A property is backed by `underlying<Name>`; an async or throwing one also has `<name>CallsCount`,
/// `<name>Called`, `<name>Closure` and `<name>ThrowableError`. Static state is cleared by `reset()`.
/// The template before Sourcery 2.x made a method's prefix from its selector instead (`prefixes: .selector`).
struct SourceryScheme: MockNamingScheme {
    /// The return type Sourcery gives an initializer, which enters its members' names.
    let protocolName: String
    let prefixes: Prefixes

    /// What a method's prefix is made of.
    enum Prefixes {
        /// Sourcery 2.x: the whole declaration and return type (`fetchIdIntUser`).
        case declaration
        /// The classic template: the selector (`fetch(id:)` → `fetchId`).
        case selector
    }

    func prefixes(for members: [MockMember]) -> [String] {
        let names = members.map { member -> String in
            switch (member, prefixes) {
            case (.property(let property), _): property.name.withoutBackticks
            case (_, .declaration): SourceryMethodName.prefix(of: member, protocolName: protocolName)
            case (_, .selector): SourceryMethodName.selectorPrefix(of: member)
            }
        }
        // Two requirements Sourcery names alike would not compile in its mock either; numbering keeps ours compiling.
        return MemberNaming.numberingClashes(names, members: members)
    }

    var suffixes: StateSuffixes { .sourcery }
    var recordsLastCall: Bool { true }
    var countsPropertyAccess: Bool { false }

    func propertyBacking(_ name: String) -> (name: StateName, isPublic: Bool) {
        (StateName("underlying" + SourceryMethodName.upperFirstLetter(name.withoutBackticks), ""), true)
    }

    func getterValue(prefix: String, name: String) -> StateName {
        propertyBacking(name).name
    }

    var throwsBeforeHandler: Bool { true }
    var resetStatics: String { "reset" }
    var namesAssociatedTypesWithTypealiases: Bool { false }
    var hasMemberwiseInitializer: Bool { false }
    var backsPublishers: Bool { false }
}
