import ScaffoldCore

/// The app's own HTTP client (issue 31; seed 002's "Adapter Pattern": a remote data source calls the network through
/// one client the app owns). Recognised: a protocol or type with a generic `async throws` method that takes the
/// request — a `URLRequest`, or the app's endpoint type — and answers the decoded value (`T` with `T: Decodable`, or an
/// endpoint's `E.Response`) or the body (`Data`, `(Data, URLResponse)`). A remote feature then calls it through a
/// small generated adapter instead of bringing a second client. A type named like a client whose methods have none of
/// these shapes (a completion handler, a publisher, a `Result`, a path string, more required arguments) is named
/// with the reason, and a remote feature brings its own client there. The composition root's property holding the
/// client is recorded too (`remote.client.property`, cited at its line): the adapter is made over it there.
struct HTTPClientInference {
    let inventory: Inventory
    /// The composition root adopt found (`compositionRoot.type`), whose property holding the client is recorded.
    var container: String?

    /// A method scaffold can call, with how it is called.
    struct Callable {
        var reference: HTTPClientReference
        /// Where the method is declared (an extension may be in another file than the type).
        var file: String
        var line: Int
        /// Lower is better: a `URLRequest` needs no knowledge of the app's endpoint type, and a method answering the body
        /// (`Data`, `(Data, URLResponse)`) is one the generated adapter can drive, status codes and all.
        var rank: Int
        /// Why the adapter cannot make the app's endpoint type the method takes, or nil.
        var endpointRefusal: String? = nil
    }

    /// Why a method cannot be called, or nil when it has nothing to do with requests.
    enum Shape {
        case callable(Callable)
        case unusable(method: String, file: String, line: Int, reason: String)
        case unrelated
    }

    /// Names that say a type sends requests.
    private static let clientWords = ["Client", "Network", "API", "Api", "HTTP", "Http", "Request", "Service", "Fetcher", "Session", "Transport"]
    /// Names of the app's request types (`Endpoint`, `APIRequest`, `Route`, `Target`, `Resource`).
    private static let requestWords = ["Endpoint", "EndPoint", "Request", "Route", "Target", "Resource", "URLRequestConvertible"]
    private static let doubles = ["Mock", "Stub", "Fake", "Spy", "Preview", "Dummy"]

    func infer() -> Findings {
        var findings = Findings()
        var best: (type: DeclaredType, callable: Callable, score: Int)?
        var unusable: [(type: DeclaredType, method: String, file: String, line: Int, reason: String)] = []
        for type in inventory.types where isCandidate(type) {
            var callables: [Callable] = []
            var refusals: [(method: String, file: String, line: Int, reason: String)] = []
            for (function, file) in methods(of: type) {
                switch shape(function, type: type, file: file) {
                case .callable(let callable): callables.append(callable)
                case .unusable(let method, let file, let line, let reason): refusals.append((method, file, line, reason))
                case .unrelated: continue
                }
            }
            if let callable = callables.min(by: { ($0.rank, $0.reference.arguments.count) < ($1.rank, $1.reference.arguments.count) }) {
                // A protocol is held as `any P` (and mocked in tests); a type named like a client is the likelier one.
                let score = (type.isProtocol ? 4 : 0) + (named(type) ? 2 : 0) - callable.rank
                if best == nil || score > best!.score || (score == best!.score && type.name < best!.type.name) {
                    best = (type, callable, score)
                }
            } else if let first = refusals.first, named(type) {
                unusable.append((type, first.method, first.file, first.line, first.reason))
            }
        }
        for refusal in unusable {
            findings.observations.append(
                "\(refusal.type.name) (\(refusal.file):\(refusal.line)) looks like the app's HTTP client, but scaffold cannot call it: "
                    + "`\(refusal.method)` \(refusal.reason); a remote feature brings its own client"
            )
        }
        guard let best else { return findings }
        let reference = best.callable.reference
        let evidence = [Evidence(file: best.callable.file, line: best.callable.line, detail: "\(best.type.name).\(reference.method)")]
        let how = reference.takesURLRequest ? "a URLRequest" : "the app's `\(reference.request)`"
        let answers = reference.returnsData ? "the body (`\(reference.returns)`)" : "the decoded value (`\(reference.returns)`)"
        let reason = "async throws, takes \(how), answers \(answers)"
        var values: [(String, String, String)] = [
            ("type", reference.type, "the app's HTTP client: " + reason),
            ("kind", reference.kind.rawValue, "a \(reference.kind.rawValue): the adapter holds " + (reference.kind == .protocol ? "`any \(reference.type)`" : "it")),
            ("file", reference.file ?? best.type.file, "where \(reference.type) is declared"),
            ("method", reference.method, "the method a remote feature's adapter calls"),
            ("arguments", "[" + reference.arguments.map(\.rawValue).joined(separator: ", ") + "]", "what each argument is"),
            ("request", reference.request, "the request argument's type"),
            ("returns", reference.returns, "what the method answers"),
            ("throws", reference.throwsType, reference.throwsType == HTTPClientReference.untypedThrows ? "plain `throws`" : "typed throws"),
        ]
        if let endpointFile = reference.endpointFile { values.append(("endpointFile", endpointFile, "where `\(reference.request)` is declared")) }
        // The endpoint's keys cite its declaration, and the method's cases their enum's.
        var endpointRows: [(String, String, String, [Evidence])] = []
        if let endpoint = reference.endpoint {
            let declared = declaration(of: endpoint.type).map { [$0] } ?? evidence
            endpointRows.append(("endpoint", endpoint.declarationText, endpoint.form == .protocol
                ? "the adapter's own endpoint conforms to `\(endpoint.type)`" : "the adapter calls `\(endpoint.type)`'s initializer", declared))
            endpointRows.append(("endpointMembers", endpoint.membersText, "what the adapter fills, each from the part of the request it holds", declared))
            if let method = endpoint.member(.method), !endpoint.methodCases.isEmpty {
                let cases = declaration(of: String(method.type.split(separator: ".").last ?? "")).map { [$0] } ?? declared
                endpointRows.append(("methodCases", endpoint.methodCasesText, "the app's HTTP-method case for each verb a feature sends", cases))
            }
        } else if let refusal = best.callable.endpointRefusal {
            findings.observations.append(
                "\(best.type.name).\(reference.method) takes the app's `\(reference.request)`, which scaffold cannot make: \(refusal); "
                    + "a remote feature brings its own client"
            )
        }
        if !reference.returnsData {
            let (decoding, why) = keyDecoding(of: best.type)
            values.append(("keyDecoding", decoding.rawValue, why))
            if decoding == .convertFromSnakeCase {
                // The client reads snake-case keys as Swift names: the server writes them in snake case.
                findings.inferences.append(Inference(
                    key: "remote.keyStyle", value: RemoteKeyStyle.snakeCase.rawValue,
                    reason: "\(reference.type)'s decoder converts the server's keys from snake case (\(why))", evidence: evidence
                ))
            }
        }
        for (key, value, why) in values {
            findings.inferences.append(Inference(key: "remote.client.\(key)", value: value, reason: why, evidence: evidence))
        }
        for (key, value, why, cited) in endpointRows {
            findings.inferences.append(Inference(key: "remote.client.\(key)", value: value, reason: why, evidence: cited))
        }
        if let (shared, evidence) = sharedInstance(of: best.type) {
            findings.inferences.append(Inference(
                key: "remote.client.shared", value: shared,
                reason: "one instance static code reaches, which an app whose `@main` App holds the stores makes its adapter over",
                evidence: [evidence]
            ))
        }
        switch held(best.type) {
        case .property(let property, let file):
            findings.inferences.append(Inference(
                key: "remote.client.property", value: property.name,
                reason: "the composition root's property holding the client, which a remote feature's adapter is made over",
                evidence: [Evidence(file: file, line: property.position.line, detail: "\(container ?? "").\(property.name)")]
            ))
        case .none(let why):
            findings.observations.append("\(best.type.name) is recorded, but \(why); a remote feature brings its own client")
        }
        return findings
    }

    // MARK: - What the client's decoder does to keys

    /// What the client's `JSONDecoder` does to keys, read from the files declaring the client, its extensions and its
    /// implementations (`keyDecodingStrategy = …`), with why. None set there: the keys as sent, unless another file of the
    /// app sets a strategy, which the client may use (a shared decoder) — then nothing can be told (`other`), and
    /// `.scaffold.yml` may state it.
    func keyDecoding(of client: DeclaredType) -> (HTTPClientReference.KeyDecoding, String) {
        let implementations = Set(inventory.files.flatMap(\.facts.types).filter { $0.inherited.contains(client.name) }.map(\.name))
        let names = implementations.union([client.name])
        let clientFiles = Set(inventory.files.filter { file in file.facts.types.contains { names.contains($0.name) } }.map(\.path))
        let set = inventory.files.filter { clientFiles.contains($0.path) }.flatMap { file in file.facts.keyDecodingStrategies.map { (file.path, $0) } }
        if set.isEmpty {
            let elsewhere = inventory.files.flatMap { file in file.facts.keyDecodingStrategies.map { (file.path, $0) } }
                .first { $0.1.text != HTTPClientReference.KeyDecoding.useDefaultKeys.rawValue }
            if let (file, fact) = elsewhere {
                return (.other, "\(file):\(fact.position.line) sets `.\(fact.text)`, and whether \(client.name)'s decoder is that one adopt cannot tell: "
                    + "write `useDefaultKeys` or `convertFromSnakeCase` if you know")
            }
            return (.useDefaultKeys, "no `keyDecodingStrategy` is set in the app: the keys as the server wrote them")
        }
        let strategies = Set(set.map(\.1.text))
        let (file, fact) = set[0]
        guard strategies.count == 1, let decoding = HTTPClientReference.KeyDecoding(rawValue: fact.text), decoding != .other else {
            return (.other, "\(file):\(fact.position.line) sets `\(strategies.sorted().joined(separator: "`, `"))`, which no adapter can undo")
        }
        return (decoding, "\(file):\(fact.position.line) sets `.\(fact.text)`")
    }

    // MARK: - The container's property holding the client

    private enum Held {
        case property(PropertyFact, file: String)
        case none(String)
    }

    /// The composition root's stored property whose type is the client (`let apiClient: any APIClient`) or one of its
    /// implementations; the client must be `Sendable`, as the generated `HTTPClient` holding it is.
    private func held(_ client: DeclaredType) -> Held {
        guard let container else { return .none("adopt found no composition root to hold it") }
        guard isSendable(client) else {
            return .none("it is not `Sendable` (\(client.file):\(client.line)), and the generated `HTTPClient` holding it must be")
        }
        // Conformances declared on the type or in an extension (`extension LiveAPIClient: APIClient`).
        let implementations = Set(inventory.files.flatMap(\.facts.types).filter { $0.inherited.contains(client.name) }.map(\.name))
        for type in inventory.types where type.name == container && type.fact.kind != .protocol {
            for property in type.fact.properties where !property.isComputed && !property.modifiers.contains("static") {
                guard let name = property.typeName, name == client.name || implementations.contains(name) else { continue }
                return .property(property, file: type.file)
            }
        }
        return .none("no stored property of \(container) holds a `\(client.name)`")
    }

    /// One instance of the client that static code reaches: a static stored property of the client's type or of an
    /// implementation (declared on it or in an extension), typed as one of them or made by calling one
    /// (`static let shared = LiveAPIClient(baseURL: …)`), as `LiveAPIClient.shared`; nil when there is none or the client
    /// is not `Sendable` (a static member holding it must be).
    func sharedInstance(of client: DeclaredType) -> (String, Evidence)? {
        guard isSendable(client) else { return nil }
        let implementations = Set(inventory.files.flatMap(\.facts.types).filter { $0.inherited.contains(client.name) }.map(\.name))
        let names = implementations.union([client.name])
        for file in inventory.files {
            for type in file.facts.types where names.contains(type.name) && type.kind != .protocol {
                for property in type.properties where property.isStatic && !property.isComputed {
                    let made = property.initializer?.first.map { $0 == "Self" || names.contains($0) } ?? false
                    guard property.typeName.map(names.contains) == true || made else { continue }
                    let detail = "\(type.name).\(property.name)"
                    return (detail, Evidence(file: file.path, line: property.position.line, detail: detail))
                }
            }
        }
        return nil
    }

    /// An actor, a protocol refining `Sendable`, a type declaring it, a main-actor class, or an internal struct (which
    /// Swift infers `Sendable` when its members are). `Sendable` may come through the app's own protocols
    /// (`protocol APIClient: NetworkClient`, `protocol NetworkClient: Sendable`).
    private func isSendable(_ type: DeclaredType) -> Bool {
        if inheritsSendable(type.fact.inherited) { return true }
        switch type.fact.kind {
        case .actor: return true
        case .struct: return !type.fact.modifiers.contains { $0 == "public" || $0 == "open" }
        case .class: return type.fact.attributes.contains("MainActor")
        default: return false
        }
    }

    /// Whether `inherited` names `Sendable`, or one of the app's protocols refining it: followed level by level up to
    /// `maxDepth` levels, each protocol once, so a cycle (`protocol A: B`, `protocol B: A`) ends.
    func inheritsSendable(_ inherited: [String], maxDepth: Int = 8) -> Bool {
        let protocols = Dictionary(grouping: inventory.types.filter(\.isProtocol), by: \.name)
        var seen: Set<String> = []
        var level = inherited
        for _ in 0..<maxDepth {
            var next: [String] = []
            for name in level where seen.insert(name).inserted {
                if name == "Sendable" || name == "Swift.Sendable" { return true }
                // `Net.NetworkClient` is the app's `NetworkClient`.
                let bare = name.split(separator: ".").last.map(String.init) ?? name
                next += (protocols[bare] ?? []).flatMap(\.fact.inherited)
            }
            guard !next.isEmpty else { return false }
            level = next
        }
        return false
    }

    // MARK: - Which types and methods

    /// Protocols and types of the app (not views, view models, tests or test doubles) that declare a method.
    private func isCandidate(_ type: DeclaredType) -> Bool {
        guard type.isProtocol || [.class, .struct, .actor].contains(type.fact.kind) else { return false }
        guard !type.isView, !type.isViewModel, !type.isTest, !type.isApp else { return false }
        let path = type.file.split(separator: "/")
        if path.contains(where: { $0.hasSuffix("Tests") || $0 == "Mocks" || $0 == "TestSupport" }) { return false }
        return !Self.doubles.contains { type.name.hasPrefix($0) || type.name.hasSuffix($0) }
    }

    private func named(_ type: DeclaredType) -> Bool {
        Self.clientWords.contains { type.name.contains($0) }
    }

    /// The type's methods and those its extensions add, each with the file declaring it.
    private func methods(of type: DeclaredType) -> [(FunctionFact, String)] {
        var methods = type.fact.functions.filter { $0.name != "init" }.map { ($0, type.file) }
        for file in inventory.files {
            for fact in file.facts.types where fact.kind == .extension && fact.name == type.name {
                methods += fact.functions.filter { $0.name != "init" }.map { ($0, file.path) }
            }
        }
        return methods
    }

    // MARK: - The shape of one method

    func shape(_ function: FunctionFact, type: DeclaredType, file: String) -> Shape {
        let decodables = function.genericParameters.filter { parameter in
            parameter.constraints.contains { $0.contains("Decodable") || $0.contains("Codable") }
        }.map(\.name)
        // A generic request type: constrained to the app's request protocol, or whose own type says what comes back
        // (`func call<C: RemoteCall>(_ call: C) async throws -> C.Answer`).
        let endpointGenerics = function.genericParameters.filter { parameter in
            parameter.constraints.contains { constraint in Self.requestWords.contains { constraint.contains($0) } }
                || (function.returnTypeText?.hasPrefix(parameter.name + ".") == true && function.parameters.contains { $0.typeText == parameter.name })
        }.map(\.name)
        let requestIndex = function.parameters.firstIndex { parameter in
            isRequestType(parameter.typeText) || endpointGenerics.contains(bare(parameter.typeText))
        }
        let selector = "\(function.name)(\(function.parameters.map { "\($0.label):" }.joined()))"
        func unusable(_ reason: String) -> Shape { .unusable(method: selector, file: file, line: function.position.line, reason: reason) }
        let returns = function.returnTypeText
        let callback = function.parameters.first { $0.typeText.contains("->") }
        let generic = !decodables.isEmpty || !endpointGenerics.isEmpty
        // Methods about something else (`cancelAll()`, `setToken(_:)`) say nothing of the client.
        guard requestIndex != nil || (generic && (returns != nil || callback != nil)) else { return .unrelated }
        guard function.isAsync else {
            if let callback, callback.typeText.contains("Result") || callback.typeText.contains("Error") {
                return unusable("takes a completion handler (`\(callback.label):`), not async throws")
            }
            if let returns, returns.contains("Publisher") { return unusable("returns a Combine publisher (`\(returns)`), not async throws") }
            return unusable("is not async")
        }
        guard let throwsType = function.throwsType else {
            return unusable(returns?.hasPrefix("Result") == true ? "returns `\(returns!)` instead of throwing" : "does not throw, so a failed request has no way out")
        }
        guard let requestIndex else {
            let path = function.parameters.first { ["String", "URL"].contains(bare($0.typeText)) }
            return unusable(path.map { "takes only a `\(bare($0.typeText))` (`\($0.label):`): no method or body, so a write cannot go through it" }
                ?? "takes no request (a `URLRequest` or the app's endpoint type)")
        }
        guard let returns else { return .unrelated }
        let answersValue = decodables.contains(returns) || endpointGenerics.contains { returns.hasPrefix($0 + ".") }
        let answersData = ["Data", "(Data, URLResponse)", "(Data, HTTPURLResponse)", "(data: Data, response: URLResponse)"].contains(returns)
        guard answersValue || answersData else {
            return unusable("returns `\(returns)`, neither the decoded value nor the body's `Data`")
        }
        // The adapter asks for its own JSON value, which is `Decodable`, `Encodable` and `Sendable`, nothing more.
        if let value = function.genericParameters.first(where: { $0.name == returns }) {
            let extra = value.constraints.flatMap { $0.split(separator: "&") }.map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !["Decodable", "Codable", "Encodable", "Sendable", "Swift.Decodable", "Swift.Codable", "Swift.Sendable"].contains($0) }
            if let first = extra.first {
                return unusable("answers a `\(returns)` that must also be `\(first)`, which the value an adapter decodes is not")
            }
        }
        var arguments: [HTTPClientReference.Argument] = []
        var labels: [String] = []
        for (index, parameter) in function.parameters.enumerated() {
            if index == requestIndex {
                arguments.append(.request)
            } else if decodables.contains(where: { parameter.typeText == "\($0).Type" }) {
                arguments.append(.type)
            } else if parameter.hasDefault {
                continue
            } else {
                return unusable("needs `\(parameter.label):` (\(parameter.typeText)) besides the request; scaffold calls a method that takes one request")
            }
            labels.append(parameter.label)
        }
        let request = function.parameters[requestIndex].typeText
        let requestType = bare(request)
        var reference = HTTPClientReference(
            type: type.name, kind: HTTPClientReference.Kind(rawValue: type.fact.kind.rawValue) ?? .class, file: type.file,
            method: "\(function.name)(\(labels.map { "\($0):" }.joined()))", arguments: arguments, request: request, returns: returns,
            throwsType: throwsType.isEmpty ? HTTPClientReference.untypedThrows : throwsType,
            endpointFile: requestType == "URLRequest" ? nil : declaringFile(of: requestType)
        )
        var endpointRefusal: String?
        if !reference.takesURLRequest {
            switch endpoint(requestType, of: function) {
            case .endpoint(let endpoint)?: reference.endpoint = endpoint
            case .refused(let reason)?: endpointRefusal = reason
            case nil: endpointRefusal = "adopt found no declaration of `\(requestType)` in the app"
            }
        }
        return .callable(Callable(
            reference: reference, file: file, line: function.position.line, rank: reference.takesURLRequest ? (reference.returnsData ? 0 : 1) : 2,
            endpointRefusal: endpointRefusal
        ))
    }

    /// The endpoint type `requestType` names, or its generic parameter's constraint (`E: Endpoint`); an endpoint that
    /// says its own response type (`E.Response`) is refused, as the adapter's endpoint would have to name one.
    private func endpoint(_ requestType: String, of function: FunctionFact) -> EndpointInference.Outcome? {
        var name = requestType
        if let generic = function.genericParameters.first(where: { $0.name == requestType }) {
            if function.returnTypeText?.hasPrefix(requestType + ".") == true {
                return .refused("it answers the endpoint's own `\(function.returnTypeText!)`, which the adapter's endpoint would have to declare")
            }
            guard let constraint = generic.constraints.first else { return nil }
            name = bare(constraint)
        }
        return EndpointInference(inventory: inventory).read(name)
    }

    /// `URLRequest`, or a type named like the app's request type (`Endpoint`, `APIRequest<T>`, `any Route`).
    private func isRequestType(_ text: String) -> Bool {
        let type = bare(text)
        return type == "URLRequest" || type == "Foundation.URLRequest" || Self.requestWords.contains { type.hasSuffix($0) || type.hasPrefix($0) }
    }

    /// `any Endpoint<T>` → `Endpoint`; `some Route` → `Route`; `Request<T>` → `Request`.
    private func bare(_ text: String) -> String {
        var type = text
        for prefix in ["any ", "some ", "inout ", "borrowing ", "consuming "] where type.hasPrefix(prefix) { type.removeFirst(prefix.count) }
        return String(type.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
    }

    /// Where the app declares the type `name` (not an extension of it).
    private func declaration(of name: String) -> Evidence? {
        inventory.types.first { $0.name == name && $0.fact.kind != .extension }.map(\.evidence)
    }

    private func declaringFile(of name: String) -> String? {
        inventory.types.first { $0.name == name }?.file
    }
}
