/// What every member renderer needs to know about the mock as a whole. A class: every renderer and
/// storage holds it, and sharing one costs a single reference count where a copy would count each field.
final class MockContext {
    let proto: MockableProtocol
    let mockName: String
    let flavor: MockFlavor
    /// `public `, `package ` or empty, mirroring the protocol.
    let access: String
    let associatedTypeNames: Set<String>
    /// Inherited type names, compositions split (see `inheritedNames(_:)`).
    let inherited: Set<String>
    /// Every member, `#if` clauses included, in declaration order.
    let allMembers: [MockMember]
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

    // Members read these for every state variable they declare; they are worked out once per mock.
    init(_ proto: MockableProtocol, mockName: String, shadowedNames: Set<String> = []) {
        self.proto = proto
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
        allMembers = Self.flatten(proto.members)
        subclassesNSObject = !inherited.isDisjoint(with: ["NSObjectProtocol", "NSObject"])
        hasStaticMembers = allMembers.contains(where: Self.isStatic)
        needsMockError = allMembers.contains(where: Self.throwsUntyped)
        staticsName = mockName.lowercasedFirstWord + "Statics"
        closureAttribute = flavor.closureAttribute
    }

    /// Inherited type names, compositions split: `AnyObject & Sendable` → AnyObject, Sendable.
    static func inheritedNames(_ proto: MockableProtocol) -> Set<String> {
        Set(proto.inheritedTypes.flatMap(\.compositionParts).map(\.description))
    }

    var staticsTypeName: String { mockName + "StaticStorage" }

    /// A standard name the mock itself writes (`Int`, `Error`, `NSLock`), qualified when the module shadows it.
    func spell(_ name: String) -> String {
        guard shadowedNames.contains(name) else { return name }
        return (name == "NSLock" ? "Foundation." : "Swift.") + name
    }

    /// A type as the mock must spell it: `Self` becomes the mock's own name, `Self.Element` the generic parameter.
    func resolved(_ type: SwiftType) -> SwiftType {
        type.resolvingSelf(as: mockName, associatedTypes: associatedTypeNames)
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
