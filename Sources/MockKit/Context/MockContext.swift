/// What every member renderer needs to know about the mock as a whole.
struct MockContext {
    let proto: MockableProtocol
    let mockName: String
    let flavor: MockFlavor
    /// `public `, `package ` or empty, mirroring the protocol.
    let access: String
    let associatedTypeNames: Set<String>

    init(_ proto: MockableProtocol, mockName: String) {
        self.proto = proto
        self.mockName = mockName
        self.flavor = MockFlavor.of(proto)
        switch proto.accessLevel {
        case "public", "open": access = "public "
        case "package": access = "package "
        default: access = ""
        }
        associatedTypeNames = Set(proto.associatedTypes.map(\.name))
    }

    /// Inherited type names, compositions split: `["AnyObject & Sendable"]` → AnyObject, Sendable.
    static func inheritedNames(_ proto: MockableProtocol) -> Set<String> {
        Set(proto.inheritedTypes.flatMap { TypeText.splitTopLevel($0, separator: "&") })
    }

    /// Protocols refining `NSObjectProtocol` need a mock that subclasses `NSObject`.
    var subclassesNSObject: Bool {
        !Self.inheritedNames(proto).isDisjoint(with: ["NSObjectProtocol", "NSObject"])
    }

    /// The global holding static members' state (generic classes cannot have stored statics).
    var staticsName: String { mockName.lowercasedFirstWord + "Statics" }
    var staticsTypeName: String { mockName + "StaticStorage" }

    /// A type or clause as the mock must spell it: `Self` becomes the mock's own name.
    func resolved(_ text: String) -> String {
        TypeText.replacingSelf(in: text, with: mockName, associatedTypes: associatedTypeNames)
    }

    /// Every member, `#if` clauses included, in declaration order.
    var allMembers: [MockMember] {
        flatten(proto.members)
    }

    private func flatten(_ members: [MockMember]) -> [MockMember] {
        members.flatMap { member -> [MockMember] in
            if case .ifConfig(let clauses) = member {
                return clauses.flatMap { flatten($0.members) }
            }
            return [member]
        }
    }

    /// Whether any member is static, so the file needs the static storage.
    var hasStaticMembers: Bool {
        allMembers.contains { member in
            switch member {
            case .method(let method): method.isStatic
            case .property(let property): property.isStatic
            case .subscriptRequirement(let requirement): requirement.isStatic
            case .initializer, .ifConfig: false
            }
        }
    }

    /// Whether any member can throw `MockError.notStubbed`.
    var needsMockError: Bool {
        allMembers.contains { member in
            switch member {
            case .method(let method): method.throwing == .throwing
            case .property(let property): property.throwing == .throwing
            case .subscriptRequirement, .initializer, .ifConfig: false
            }
        }
    }

    /// Whether the file needs `import Foundation` for `NSLock` or `NSObject`.
    var needsFoundation: Bool {
        flavor.isLocked || hasStaticMembers || subclassesNSObject
    }
}
