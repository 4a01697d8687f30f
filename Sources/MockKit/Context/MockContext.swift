/// What every member renderer needs to know about the mock as a whole. A class: every renderer and
/// storage holds it, and sharing one costs a single reference count where a copy would count each field.
final class MockContext {
    let proto: MockableProtocol
    let mockName: String
    let flavor: MockFlavor
    /// `public `, `package ` or empty, mirroring the protocol.
    let access: String
    let associatedTypeNames: Set<String>
    /// Associated types as generic parameters, `typealias`es and the mock's `where` clause.
    let associatedTypePlan: AssociatedTypePlan
    /// The mock's generic parameters' names, which members' own generic parameters must not shadow.
    let genericParameterNames: Set<String>
    /// Inherited type names, compositions split (see `inheritedNames(_:)`).
    let inherited: Set<String>
    /// Every member, `#if` clauses included, in declaration order.
    let allMembers: [MockMember]
    /// The prefix of each member's names (`fetch` in `fetchCallCount`), parallel to `allMembers`.
    let prefixes: [String]
    /// Where each of `proto.members` starts in `allMembers`.
    private let flatIndices: [Int]
    /// Protocols refining `NSObjectProtocol` need a mock that subclasses `NSObject`.
    let subclassesNSObject: Bool
    /// Whether any member is static, so the file needs the static storage.
    let hasStaticMembers: Bool
    /// Whether any member can throw `MockError.notStubbed`.
    let needsMockError: Bool
    /// The global holding static members' state (generic classes cannot have stored statics).
    let staticsName: String
    /// `MockFlavor.closureAttribute`, written in every handler's type.
    let closureAttribute: String
    /// Standard names the mocked module shadows (`MockRenderOptions.shadowedNames`).
    let shadowedNames: Set<String>
    /// The member names of the mock's API flavour (`MockNamingStyle`).
    let naming: any MockNamingScheme
    /// How publisher properties are backed (Mockolo's subjects and `@Published`), empty in Sourcery's flavours.
    let publishers: PublisherPlan

    // Members read these for every state variable they declare; they are worked out once per mock.
    init(_ proto: MockableProtocol, mockName: String, shadowedNames: Set<String> = [], naming: MockNamingStyle = .mockolo) {
        self.proto = proto
        let scheme = naming.scheme(protocolName: proto.name)
        self.naming = scheme
        self.mockName = mockName
        self.shadowedNames = shadowedNames
        inherited = Self.inheritedNames(proto)
        flavor = MockFlavor.of(proto, inherited: inherited)
        switch proto.accessLevel {
        case "public", "open": access = "public "
        case "package": access = "package "
        default: access = ""
        }
        associatedTypeNames = Set(proto.associatedTypes.map(\.name))
        let (mockName, associatedTypeNames) = (mockName, associatedTypeNames)
        associatedTypePlan = AssociatedTypePlan(proto, typealiasesWhereFree: scheme.namesAssociatedTypesWithTypealiases) {
            $0.resolvingSelf(as: mockName, associatedTypes: associatedTypeNames)
        }
        genericParameterNames = Set(associatedTypePlan.parameters.map(\.name))
        allMembers = Self.flatten(proto.members)
        prefixes = scheme.prefixes(for: allMembers)
        var flatIndices: [Int] = []
        var next = 0
        for member in proto.members {
            flatIndices.append(next)
            next += Self.flatten([member]).count
        }
        self.flatIndices = flatIndices
        subclassesNSObject = !inherited.isDisjoint(with: ["NSObjectProtocol", "NSObject"])
        hasStaticMembers = allMembers.contains(where: Self.isStatic)
        needsMockError = allMembers.contains(where: Self.throwsUntyped)
        staticsName = mockName.lowercasedFirstWord + "Statics"
        closureAttribute = flavor.closureAttribute
        publishers = Self.publisherPlan(proto, allMembers: allMembers, prefixes: prefixes, scheme: scheme, flavor: flavor, shadowed: shadowedNames) {
            $0.resolvingSelf(as: mockName, associatedTypes: associatedTypeNames)
        }
    }

    private static func publisherPlan(
        _ proto: MockableProtocol, allMembers: [MockMember], prefixes: [String], scheme: any MockNamingScheme, flavor: MockFlavor,
        shadowed: Set<String>, resolve: (SwiftType) -> SwiftType
    ) -> PublisherPlan {
        // Most mocks have no publisher: they are told apart before anything is collected.
        let hasPublisher = allMembers.contains { member in
            if case .property(let property) = member { return PublisherPlan.publisherTypes(property) != nil }
            return false
        }
        guard scheme.backsPublishers, hasPublisher else { return PublisherPlan() }
        let properties = zip(allMembers, prefixes).compactMap { member, prefix -> (property: MockProperty, prefix: String)? in
            guard case .property(var property) = member else { return nil }
            property.type = resolve(property.type)
            return (property, prefix)
        }
        let outsideIf = Set(proto.members.compactMap { member -> String? in
            if case .property(let property) = member { return property.name }
            return nil
        })
        return PublisherPlan(properties: properties, outsideIf: outsideIf, flavor: flavor, shadowed: shadowed)
    }

    /// A wrapped property's projection publishes inside the setter, under the lock of a locked mock; a subscriber
    /// that calls the mock again on that thread needs the lock to be reentrant.
    var needsRecursiveLock: Bool {
        flavor.isLocked && !publishers.wrappers.isEmpty
    }

    /// Static publishers keep their subject in the static storage, created on first use.
    var hasStaticPublishers: Bool {
        allMembers.contains { member in
            guard case .property(let property) = member else { return false }
            return property.isStatic && publishers.backings[property.name] != nil
        }
    }

    /// Inherited type names, compositions split: `AnyObject & Sendable` → AnyObject, Sendable.
    static func inheritedNames(_ proto: MockableProtocol) -> Set<String> {
        Set(proto.inheritedTypes.flatMap(\.compositionParts).map(\.description))
    }

    var staticsTypeName: String { mockName + "StaticStorage" }

    /// The prefix of `proto.members[index]`'s names.
    func prefix(ofTopLevelMember index: Int) -> String {
        prefixes[flatIndices[index]]
    }

    /// A standard name the mock itself writes (`Int`, `Error`, `NSLock`), qualified when the module shadows it.
    func spell(_ name: String) -> String {
        guard shadowedNames.contains(name) else { return name }
        return (name.hasPrefix("NS") ? "Foundation." : "Swift.") + name
    }

    /// A type as the mock must spell it: `Self` becomes the mock's own name, `Self.Element` the generic parameter.
    func resolved(_ type: SwiftType) -> SwiftType {
        type.resolvingSelf(as: mockName, associatedTypes: associatedTypeNames)
    }

    /// The method with its generic parameters renamed where they would shadow the mock's own (`T` → `T_`): a
    /// protocol's `associatedtype T` and a method's `<T>` may share a name, a generic class and its method not
    /// without a warning. Renaming changes nothing a caller sees.
    func unshadowed(_ method: MockMethod) -> MockMethod {
        guard let renaming = renaming(method.genericParameters) else { return method }
        var method = method
        method.genericParameters = method.genericParameters.map { $0.renamed(renaming) }
        method.parameters = method.parameters.map { $0.renamed(renaming) }
        method.returnType = method.returnType?.renamingNames(renaming)
        method.whereClause = method.whereClause.map { $0.mapTypes { $0.renamingNames(renaming) } }
        method.throwing = method.throwing.mapErrorType { $0.renamingNames(renaming) }
        return method
    }

    /// The subscript with its generic parameters renamed as `unshadowed(_: MockMethod)` renames a method's.
    func unshadowed(_ requirement: MockSubscript) -> MockSubscript {
        guard let renaming = renaming(requirement.genericParameters) else { return requirement }
        var requirement = requirement
        requirement.genericParameters = requirement.genericParameters.map { $0.renamed(renaming) }
        requirement.parameters = requirement.parameters.map { $0.renamed(renaming) }
        requirement.returnType = requirement.returnType.renamingNames(renaming)
        requirement.whereClause = requirement.whereClause.map { $0.mapTypes { $0.renamingNames(renaming) } }
        return requirement
    }

    private func renaming(_ parameters: [GenericParameter]) -> [String: String]? {
        let clashing = parameters.map(\.name).filter(genericParameterNames.contains)
        guard !clashing.isEmpty else { return nil }
        let taken = genericParameterNames.union(parameters.map(\.name))
        var renaming: [String: String] = [:]
        for name in clashing {
            var candidate = name + "_"
            while taken.contains(candidate) || renaming.values.contains(candidate) { candidate += "_" }
            renaming[name] = candidate
        }
        return renaming
    }

    /// `<T: Codable>` with `Self` resolved; empty for no parameters.
    func genericClause(_ parameters: [GenericParameter]) -> String {
        GenericParameter.clause(parameters.map { parameter in
            var parameter = parameter
            parameter.constraint = parameter.constraint.map(resolved)
            return parameter
        })
    }

    /// `where T: Hashable` with `Self` resolved; empty for no requirements.
    func whereClause(_ requirements: [GenericRequirement]) -> String {
        GenericRequirement.clause(requirements.map { $0.mapTypes(resolved) })
    }

    private static func flatten(_ members: [MockMember]) -> [MockMember] {
        var result: [MockMember] = []
        result.reserveCapacity(members.count)
        flatten(members, into: &result)
        return result
    }

    private static func flatten(_ members: [MockMember], into result: inout [MockMember]) {
        for member in members {
            guard case .ifConfig(let clauses) = member else {
                result.append(member)
                continue
            }
            for clause in clauses { flatten(clause.members, into: &result) }
        }
    }

    private static func isStatic(_ member: MockMember) -> Bool {
        switch member {
        case .method(let method): method.isStatic
        case .property(let property): property.isStatic
        case .subscriptRequirement(let requirement): requirement.isStatic
        case .initializer, .ifConfig: false
        }
    }

    private static func throwsUntyped(_ member: MockMember) -> Bool {
        switch member {
        case .method(let method): method.throwing == .throwing
        case .property(let property): property.throwing == .throwing
        case .subscriptRequirement, .initializer, .ifConfig: false
        }
    }

    /// Whether the file needs `import Foundation` for `NSLock` or `NSObject`.
    var needsFoundation: Bool {
        flavor.isLocked || hasStaticMembers || subclassesNSObject
    }
}
