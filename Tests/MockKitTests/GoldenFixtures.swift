@testable import MockKit

/// Small protocols whose whole rendered mock is compared byte for byte.
enum GoldenFixtures {
    static let plain = MockableProtocol(name: "Greeter", members: [
        method("greet", [param("name", "String")], returns: "String"),
        method("reset"),
        property("title", "String"),
    ])

    static let sendable = MockableProtocol(name: "Uploader", inheritedTypes: ["Sendable"], members: [
        method("upload", [param("data", "[UInt8]", label: "_"), param("path", "String", label: "to")],
               returns: "Int", isAsync: true, throwing: .throwing),
    ])

    static let actor = MockableProtocol(name: "Ledger", accessLevel: "public", inheritedTypes: ["Actor"], members: [
        method("balance", [param("account", "Int", label: "for")], returns: "Double"),
        property("owner", "String", settable: true),
    ])

    static let publishers = MockableProtocol(name: "Feed", members: [
        property("title", "String", settable: true),
        property("titlePublisher", "AnyPublisher<String, Never>", combine: .propertyWrapper(attribute: "@Published", property: "title")),
        property("unread", "AnyPublisher<Int, Error>", combine: .currentValueSubject),
        property("refreshes", "AnyPublisher<Void, Never>", isStatic: true),
    ])

    static let mainActorStatic = MockableProtocol(name: "Router", attributes: ["@MainActor"], members: [
        method("open", [param("path", "String", label: "_")], isStatic: true),
    ])
}
