import Foundation

/// The app's own endpoint type, which its client takes instead of a `URLRequest` (issue 31 item 5), as `scaffold adopt`
/// read it and `.scaffold.yml`'s `remote.client` records it: what a generated adapter must fill to make one from a
/// request — each requirement (a protocol) or initializer argument (a struct), the part of the request it holds, and
/// the case of the app's HTTP-method enum for each verb.
///
/// ```yaml
///     endpoint: protocol Endpoint   # the adapter's own type conforms to it; `struct Endpoint`: the adapter calls its initializer
///     endpointMembers: { path: "path: String", method: "method: HTTPMethod", query: "queryItems: [URLQueryItem]?", body: "body: Data?" }
///     methodCases: { GET: get, POST: post, PUT: put, PATCH: patch, DELETE: delete }
/// ```
public struct HTTPClientEndpoint: Codable, Hashable, Sendable {
    /// How the adapter makes one.
    public enum Form: String, Codable, Hashable, Sendable, CaseIterable {
        /// A protocol: the adapter declares a type conforming to it.
        case `protocol`
        /// A struct: the adapter calls its initializer with every member, in order.
        case `struct`
    }

    /// The part of a request a member holds.
    public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
        /// The path under the base URL (`String`).
        case path
        /// The HTTP method: `String`, or the app's enum with a case for each verb (`methodCases`).
        case method
        /// The query items (`[URLQueryItem]`, optional or not).
        case query
        /// The headers (`[String: String]`, optional or not).
        case headers
        /// The body (`Data`, optional or not).
        case body
        /// The server (`URL` or `String`): the generated configuration's base URL.
        case baseURL
    }

    /// One member the adapter fills: its role, its name (a requirement's, or an initializer's argument label) and its
    /// type as the app spells it.
    public struct Member: Codable, Hashable, Sendable {
        public var role: Role
        public var name: String
        public var type: String

        public init(role: Role, name: String, type: String) {
            self.role = role
            self.name = name
            self.type = type
        }

        /// `path: String`, as `.scaffold.yml` writes it.
        public var declaration: String { "\(name): \(type)" }
    }

    /// The verbs a remote feature sends (`HTTPRequest.Method`), each of which the app's method enum needs a case for.
    public static let verbs = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    public var form: Form
    /// The app's type (`Endpoint`): the one the method takes, or its generic parameter's constraint (`E: Endpoint`).
    public var type: String
    /// The members, in the order of the requirements or the initializer's arguments.
    public var members: [Member]
    /// The app's method enum's case for each verb (`GET: get`); empty when the method is a `String`.
    public var methodCases: [String: String]

    public init(form: Form, type: String, members: [Member], methodCases: [String: String] = [:]) {
        self.form = form
        self.type = type
        self.members = members
        self.methodCases = methodCases
    }

    /// `protocol Endpoint`: the form and the type, as `.scaffold.yml` writes them.
    public var declarationText: String { "\(form.rawValue) \(type)" }

    /// `protocol Endpoint` → its form and type, or nil.
    public static func declaration(_ text: String) -> (Form, String)? {
        let parts = text.split(separator: " ")
        guard parts.count == 2, let form = Form(rawValue: String(parts[0])) else { return nil }
        let name = String(parts[1])
        let valid = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return valid ? (form, name) : nil
    }

    /// The member holding `role`, if any.
    public func member(_ role: Role) -> Member? {
        members.first { $0.role == role }
    }

    /// `{ path: "path: String", method: "method: HTTPMethod" }`: the members as `.scaffold.yml` writes them.
    public var membersText: String {
        "{ " + members.map { "\($0.role.rawValue): \"\($0.declaration)\"" }.joined(separator: ", ") + " }"
    }

    /// `{ GET: get, POST: post }`: the method cases as `.scaffold.yml` writes them, in the verbs' order.
    public var methodCasesText: String {
        "{ " + Self.verbs.compactMap { verb in methodCases[verb].map { "\(verb): \($0)" } }.joined(separator: ", ") + " }"
    }

    /// `path: String` → its name and type, or nil when it is not a Swift name, a colon and a type.
    public static func member(_ text: String, role: Role) -> Member? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let type = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        let valid = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard valid, !type.isEmpty, !type.contains("\n") else { return nil }
        return Member(role: role, name: name, type: type)
    }
}
