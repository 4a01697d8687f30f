import ScaffoldCore

/// How the adapter over an adopted app's client makes the app's endpoint (issue 31 item 5) from the relative
/// `URLRequest` it builds for every request (`NetworkAppClientURLRequest`): each member the app's type asks for, filled
/// from the part of the request it holds, so the remote data source and the adapter's own send stay as they are. A
/// protocol gets a type of the adapter's conforming to it (`AdaptedEndpoint`); a struct is made by its initializer.
/// The server stays the app's: a `baseURL` member is the generated configuration's.
struct AdapterEndpoint: Encodable, Equatable {
    /// The app's endpoint type: `Endpoint`.
    var appType: String
    /// What the adapter's `endpoint(for:)` makes: `AdaptedEndpoint` for a protocol, else the app's struct.
    var madeType: String
    /// The adapter declares `AdaptedEndpoint`, conforming to the app's protocol.
    var conforms: Bool
    /// The members, in the order the app declares them.
    var members: [Member]

    /// One member the adapter fills.
    struct Member: Encodable, Equatable {
        /// Its name, or the initializer's argument label: `queryItems`.
        var memberName: String
        /// Its type as the app spells it: `[URLQueryItem]?`.
        var memberType: String
        /// The Swift expression filling it, over `request` (the URLRequest) and `components` (its URL's parts).
        var memberValue: String
        /// What the adapter's tests expect it to hold for their request (`PATCH /items/42?cursor=a%20b`, a header
        /// `X-Trace: 7`, the body `{}`).
        var memberExpected: String
        /// `,` after every argument but the last.
        var separator: String
    }

    /// The request the adapter's tests make the endpoint from; `memberExpected` is what each member holds for it.
    static let sample = (path: "/items/42", verb: "PATCH", query: #"[URLQueryItem(name: "cursor", value: "a b")]"#,
                         headers: #"["X-Trace": "7"]"#, body: #"Data("{}".utf8)"#)

    init(_ endpoint: HTTPClientEndpoint) {
        appType = endpoint.type
        conforms = endpoint.form == .protocol
        madeType = conforms ? "AdaptedEndpoint" : appType
        members = endpoint.members.enumerated().map { index, member in
            let (value, expected) = Self.fill(member, cases: endpoint.methodCases)
            return Member(
                memberName: member.name, memberType: member.type, memberValue: value, memberExpected: expected,
                separator: index == endpoint.members.count - 1 ? "" : ","
            )
        }
    }

    /// The expression filling `member`, and what it holds for `sample`.
    static func fill(_ member: HTTPClientEndpoint.Member, cases: [String: String]) -> (value: String, expected: String) {
        let optional = member.type.filter { !$0.isWhitespace }.hasSuffix("?")
        switch member.role {
        case .path:
            return ("components?.path ?? \"/\"", "\"\(sample.path)\"")
        case .method:
            guard !cases.isEmpty else { return ("request.httpMethod ?? \"GET\"", "\"\(sample.verb)\"") }
            let type = member.type
            let table = HTTPClientEndpoint.verbs.compactMap { verb in cases[verb].map { "\"\(verb)\": \(type).\($0)" } }.joined(separator: ", ")
            return ("[\(table)][request.httpMethod ?? \"GET\"] ?? \(type).\(cases["GET"] ?? "get")", "\(type).\(cases[sample.verb] ?? "patch")")
        case .query:
            return (optional ? "components?.queryItems" : "components?.queryItems ?? []", sample.query)
        case .headers:
            return (optional ? "request.allHTTPHeaderFields" : "request.allHTTPHeaderFields ?? [:]", sample.headers)
        case .body:
            return (optional ? "request.httpBody" : "request.httpBody ?? Data()", sample.body)
        case .baseURL:
            let url = "APIConfiguration.launch.baseURL"
            let text = member.type.filter { !$0.isWhitespace && $0 != "?" } == "String"
            return (text ? url + ".absoluteString" : url, text ? url + ".absoluteString" : url)
        }
    }
}
