/// `remote.client`'s endpoint keys (`HTTPClientEndpoint`), as `scaffold adopt` writes them for a client taking the app's
/// own endpoint type.
extension ConfigReader {
    /// `endpointMembers: { path: "path: String", method: "method: HTTPMethod" }`: each role once, as `name: Type`.
    mutating func readEndpointMembers(_ node: ConfigNode) -> [HTTPClientEndpoint.Member]? {
        let hint = "write each member's role and `name: Type`, e.g. `endpointMembers: { path: \"path: String\", method: \"method: HTTPMethod\" }`"
        guard let entries = node.entries(hint, into: &diagnostics) else { return nil }
        var members: [HTTPClientEndpoint.Member] = []
        for entry in entries {
            guard let role: HTTPClientEndpoint.Role = entry.keyNode.known(
                entry.key, what: "role", in: node.keyPath, listing: "roles", into: &diagnostics
            ) else { return nil }
            guard let text = entry.value.text(hint, into: &diagnostics) else { return nil }
            guard let member = HTTPClientEndpoint.member(text, role: role) else {
                entry.value.report("`\(entry.value.keyPath)` is not `name: Type`", hint: hint, into: &diagnostics)
                return nil
            }
            members.append(member)
        }
        return members
    }

    /// `methodCases: { GET: get, POST: post }`: the app's method enum's case for each verb.
    mutating func readMethodCases(_ node: ConfigNode) -> [String: String]? {
        let hint = "write the app's case for each verb, e.g. `methodCases: { GET: get, POST: post, PUT: put, PATCH: patch, DELETE: delete }`"
        guard let entries = node.entries(hint, into: &diagnostics) else { return nil }
        var cases: [String: String] = [:]
        for entry in entries {
            guard entry.keyNode.known(
                entry.key, among: HTTPClientEndpoint.verbs, what: "verb", in: node.keyPath, listing: "verbs", into: &diagnostics
            ) != nil, let name = entry.value.text(hint, into: &diagnostics) else { return nil }
            cases[entry.key] = name
        }
        return cases
    }

    /// `endpoint: protocol Endpoint`: the form and the app's type.
    mutating func readEndpointDeclaration(_ node: ConfigNode) -> (HTTPClientEndpoint.Form, String)? {
        let hint = "write the endpoint's kind and type, e.g. `endpoint: protocol Endpoint` or `endpoint: struct Endpoint`"
        guard let text = node.text(hint, into: &diagnostics) else { return nil }
        guard let declaration = HTTPClientEndpoint.declaration(text) else {
            node.report("`\(node.keyPath)` is not `protocol Name` or `struct Name`", hint: hint, into: &diagnostics)
            return nil
        }
        return declaration
    }

    /// The endpoint the three keys describe together, or nil when there is none; a form without its members is reported.
    mutating func endpoint(
        declaration: (HTTPClientEndpoint.Form, String)?, members: [HTTPClientEndpoint.Member]?, methodCases: [String: String]?, in section: ConfigNode
    ) -> HTTPClientEndpoint? {
        guard let (form, type) = declaration else { return nil }
        guard let members, members.contains(where: { $0.role == .path }) else {
            section.report(
                "`\(section.keyPath).endpoint` needs `endpointMembers` with a `path`",
                hint: "run `scaffold adopt` again, or remove `endpoint:`", into: &diagnostics
            )
            return nil
        }
        return HTTPClientEndpoint(form: form, type: type, members: members, methodCases: methodCases ?? [:])
    }
}
