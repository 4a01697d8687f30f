import ScaffoldCore

/// The app's endpoint type, which its HTTP client takes instead of a `URLRequest` (issue 31 item 5): what a generated
/// adapter must fill to make one from a request. Read: a protocol's property requirements (the adapter's own type
/// conforms to it), or a struct's initializer (its memberwise one, or one whose labels are its stored properties' names,
/// which the adapter calls). Each member is given the part of the request it holds by its name and type — the path
/// (`String`), the method (`String`, or the app's enum with a case for every verb a feature sends), the query
/// (`[URLQueryItem]`), the headers (`[String: String]`), the body (`Data`) and the server (`baseURL`: `URL` or
/// `String`, which the generated configuration fills). Anything else it cannot fill is a refusal with the reason,
/// and a remote feature then brings its own client.
struct EndpointInference {
    let inventory: Inventory

    /// What adopt makes of the endpoint type.
    enum Outcome: Equatable {
        case endpoint(HTTPClientEndpoint)
        /// Why the adapter cannot make one, naming the declaration (`file:line`).
        case refused(String)
    }

    /// The parts of a request an endpoint must hold for a feature's requests to reach the server whole.
    static let required: [HTTPClientEndpoint.Role] = [.path, .method, .query, .body]

    /// The endpoint named `name` (`Endpoint`, `any Endpoint`), or nil when the app does not declare it.
    func read(_ name: String) -> Outcome? {
        guard let type = inventory.types.first(where: { $0.name == name && $0.fact.kind != .extension }) else { return nil }
        let at = "\(type.file):\(type.line)"
        switch type.fact.kind {
        case .protocol: return readProtocol(type, at: at)
        case .struct: return readStruct(type, at: at)
        default:
            return .refused("`\(name)` (\(at)) is \(type.fact.kind == .enum ? "an enum of the app's requests" : "a \(type.fact.kind.rawValue)"), "
                + "to which the adapter cannot add one of its own")
        }
    }

    /// Every property requirement is filled, or has a default in an extension; a method requirement cannot be.
    private func readProtocol(_ type: DeclaredType, at: String) -> Outcome {
        let defaults = Set(extensions(of: type.name).flatMap { $0.properties.map(\.name) + $0.functions.map(\.name) })
        if let function = type.fact.functions.first(where: { !defaults.contains($0.name) }) {
            return .refused("`\(type.name)` (\(at)) requires the method `\(function.name)(…)`, which the adapter cannot fill: it fills properties")
        }
        let requirements = type.fact.properties.filter { !$0.isStatic }.map { ($0.name, $0.typeText ?? "", defaults.contains($0.name)) }
        return endpoint(.protocol, type, at: at, filling: requirements) { name, typeText in
            "`\(type.name)` (\(at)) requires `\(name): \(typeText)`, which the adapter cannot fill from a request"
        }
    }

    /// The memberwise initializer's arguments (stored properties without a value), or an explicit one whose labels
    /// are stored properties, so the adapter's tests read back what it filled.
    private func readStruct(_ type: DeclaredType, at: String) -> Outcome {
        let stored = type.fact.properties.filter { !$0.isStatic && !$0.isComputed }
        // An initializer declared in the struct replaces the memberwise one; one in an extension does not.
        let explicit = type.fact.functions.filter { $0.name == "init" }
        var arguments: [(name: String, type: String, hasDefault: Bool)]
        if explicit.isEmpty {
            arguments = stored.filter { !($0.isLet && $0.initializer != nil) }.map { ($0.name, $0.typeText ?? "", $0.initializer != nil) }
        } else {
            let names = Set(stored.map(\.name))
            guard let initializer = explicit.first(where: { $0.parameters.allSatisfy { names.contains($0.label) || $0.hasDefault } }) else {
                return .refused("`\(type.name)` (\(at)) has no initializer whose labels are its properties' names, which the adapter could call")
            }
            arguments = initializer.parameters.map { ($0.label, $0.typeText, $0.hasDefault) }
        }
        return endpoint(.struct, type, at: at, filling: arguments) { name, typeText in
            "`\(type.name)(\(name):)` (\(at)) takes a `\(typeText)` the adapter cannot fill from a request"
        }
    }

    /// The endpoint whose members are `candidates` (a protocol's property requirements, or the initializer's
    /// arguments), in order, each given the part of the request it holds; one the adapter cannot fill is left out when
    /// it has a default (`hasDefault`), else refused as `cannotFill` says.
    private func endpoint(
        _ form: HTTPClientEndpoint.Form, _ type: DeclaredType, at: String,
        filling candidates: [(name: String, type: String, hasDefault: Bool)], cannotFill: (_ name: String, _ type: String) -> String
    ) -> Outcome {
        var members: [HTTPClientEndpoint.Member] = []
        for candidate in candidates {
            switch role(of: candidate.name, type: candidate.type) {
            case .role(let role): members.append(HTTPClientEndpoint.Member(role: role, name: candidate.name, type: candidate.type))
            case .refused(let why): return .refused("`\(type.name).\(candidate.name)` (\(at)) \(why)")
            case .unknown:
                if candidate.hasDefault { continue }
                return .refused(cannotFill(candidate.name, candidate.type))
            }
        }
        return finish(HTTPClientEndpoint(form: form, type: type.name, members: members), type: type, at: at)
    }

    /// The endpoint with the method's cases, or why it lacks a part of the request.
    private func finish(_ endpoint: HTTPClientEndpoint, type: DeclaredType, at: String) -> Outcome {
        var endpoint = endpoint
        if let missing = Self.required.first(where: { endpoint.member($0) == nil }) {
            return .refused("`\(type.name)` (\(at)) has no \(Self.describe(missing)), so a feature's requests could not go through it whole")
        }
        if let method = endpoint.member(.method), Self.bare(method.type) != "String" {
            switch cases(of: Self.bare(method.type)) {
            case .success(let cases): endpoint.methodCases = cases
            case .failure(let refusal): return .refused(refusal.reason)
            }
        }
        return .endpoint(endpoint)
    }

    private struct Refusal: Error {
        var reason: String
    }

    /// The app's method enum's case for every verb, matched by name or raw value regardless of case.
    private func cases(of name: String) -> Result<[String: String], Refusal> {
        guard let type = inventory.types.first(where: { $0.name == name && $0.fact.kind == .enum }) else {
            return .failure(Refusal(reason: "the HTTP method is a `\(name)`, which the app declares as no enum adopt can read"))
        }
        var cases: [String: String] = [:]
        for verb in HTTPClientEndpoint.verbs {
            let match = type.fact.cases.first { $0.rawValue?.uppercased() == verb } ?? type.fact.cases.first { $0.name.uppercased() == verb }
            guard let match else {
                return .failure(Refusal(reason: "`\(name)` (\(type.file):\(type.line)) has no case for \(verb), which a feature's requests use"))
            }
            cases[verb] = match.name
        }
        return .success(cases)
    }

    private enum Role {
        case role(HTTPClientEndpoint.Role)
        case refused(String)
        case unknown
    }

    /// The part of a request a member named `name` of type `type` holds.
    private func role(of name: String, type: String) -> Role {
        let lower = name.lowercased()
        let spelled = type.filter { !$0.isWhitespace }
        let optional = spelled.hasSuffix("?") ? String(spelled.dropLast()) : spelled
        if lower.contains("baseurl") || lower == "host" || lower == "server" {
            return ["URL", "String"].contains(optional) ? .role(.baseURL) : .unknown
        }
        if lower.contains("path"), spelled == "String" { return .role(.path) }
        if lower.contains("method") {
            return optional == spelled ? .role(.method) : .refused("is optional (`\(type)`): the adapter always says the method")
        }
        if optional == "[URLQueryItem]" { return .role(.query) }
        if optional == "[String:String]", lower.contains("header") { return .role(.headers) }
        if optional == "Data", lower.contains("body") || lower.contains("data") { return .role(.body) }
        if optional.contains("Any") || optional.contains("Encodable") {
            return .refused("holds `\(type)`, whose bytes on the wire (JSON, a form, a query) the app's client decides, not the adapter")
        }
        return .unknown
    }

    private static func describe(_ role: HTTPClientEndpoint.Role) -> String {
        switch role {
        case .path: "path (`path: String`)"
        case .method: "HTTP method (`method`)"
        case .query: "query (`queryItems: [URLQueryItem]?`)"
        case .headers: "headers"
        case .body: "body (`body: Data?`)"
        case .baseURL: "base URL"
        }
    }

    /// `HTTPMethod?` → `HTTPMethod`; `Net.HTTPMethod` → `HTTPMethod`.
    private static func bare(_ type: String) -> String {
        let name = type.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    private func extensions(of name: String) -> [TypeFact] {
        inventory.files.flatMap(\.facts.types).filter { $0.kind == .extension && $0.name == name }
    }
}
