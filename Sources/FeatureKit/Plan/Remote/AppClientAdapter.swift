import ScaffoldCore

/// Whether a remote feature of an adopted app calls the app's own HTTP client (issue 31 item 5: "a remote feature in
/// that app then calls it through a small generated adapter instead of writing a second client"), and the adapter that
/// does: `<Client>HTTPAdapter`, the generated `HTTPClient` over the method `adopt` recorded (seed 002, Design Patterns,
/// "5. Adapter: Convert between incompatible interfaces"). The composition root makes it over its own property holding
/// the client, so every request passes through the app's base URL, headers and logging.
///
/// Driven when the method takes a `URLRequest` and answers the body (`Data`, or `(Data, URLResponse)`): the adapter
/// builds the request from a method and a path, and reads the status code a `404` or a `422`'s field errors need.
/// Driven too when it answers a decoded value (`func send<T: Decodable>(_ request: URLRequest) async throws -> T`, issue
/// 31 item 5's "common shape"): the adapter asks for its own JSON value, which decodes whatever the body holds, and
/// writes it back for the feature's DTOs (`AppClientKeys`: the keys as the server spelled them, dates untouched since
/// they stay strings). What such a client keeps to itself is lost: the headers (so a list paged by the `Link` header is
/// refused), and a failed status unless the app's error carries it. A client taking the app's own endpoint type, or
/// whose decoder renames keys in a way no adapter can undo, cannot be driven; the feature then keeps its own URLSession
/// client, and `plan` says why in one line.
struct AppClientAdapter: Encodable, Equatable {
    /// The adapter's type: `APIClientHTTPAdapter`.
    var adapterType: String
    /// The app's client type: `APIClient`.
    var clientType: String
    /// How the adapter holds it: `any APIClient` for a protocol, else the type itself.
    var heldType: String
    /// The method it calls, as Swift spells it: `data(for:)`.
    var method: String
    /// The closure's body sending `request` through `client`, answering `(Data, URLResponse?)`.
    var sendBody: String
    /// The client answers the body only (`Data`): no status code or headers come back, so a failed status is whatever
    /// the client throws.
    var bodyOnly: Bool
    /// The composition root's property holding the client (`apiClient`), or, where the `@main` App holds the stores,
    /// the client's shared instance (`LiveAPIClient.shared`).
    var property: String
    /// The client the container's `remote` region holds: the app's, behind the retrying decorator (the app's own
    /// headers stand in for the authenticating one).
    var clientConstruction: String
    /// The client answers a decoded value: the adapter asks for its own JSON value and writes it back as a body.
    var decodesValue: Bool = false
    /// The client's decoder renames keys from snake case (`remote.client.keyDecoding`).
    var convertsKeys: Bool = false
    /// The adapter writes the keys back in snake case (`AppClientKeys.Writing.snakeCase`).
    var writesSnakeCase: Bool = false
    /// A key the adapter's tests send through the client and expect back as the server wrote it.
    var sampleKey: String = "owner_name"
    /// The app's endpoint the client takes instead of a `URLRequest`, as the adapter makes it; nil for a `URLRequest`.
    var appEndpoint: AdapterEndpoint? = nil

    /// What scaffold does with the app's client.
    enum Decision: Equatable {
        /// The feature calls it through `AppClientAdapter`.
        case adapter(AppClientAdapter)
        /// The feature brings its own client, for this reason (completing "the app's APIClient.send(_:) cannot be
        /// called: …").
        case ownClient(reason: String)
    }

    /// The decision for `client` as `.scaffold.yml` records it, for the feature whose records `remote` describes.
    static func decide(_ client: HTTPClientReference, for remote: RemoteSource) -> Decision {
        guard client.takesURLRequest || client.endpoint != nil else {
            return .ownClient(reason: "it takes the app's own `\(client.request)`, which scaffold cannot build from a method and a path")
        }
        guard client.returnsData else { return decideDecoding(client, for: remote) }
        guard client.arguments == [.request] else {
            return .ownClient(reason: "it takes more than the request (`\(client.method)`)")
        }
        guard let property = client.property else { return .ownClient(reason: unheld) }
        let label = client.argumentLabels.first.map { $0 == "_" ? "" : "\($0): " } ?? ""
        let call = "try await client.\(client.methodName)(\(label)\(requestValue(client)))"
        let bodyOnly = !client.returns.hasPrefix("(")
        return .adapter(AppClientAdapter(
            adapterType: adapterName(client.type), clientType: client.type,
            heldType: client.kind == .protocol ? "any \(client.type)" : client.type, method: client.method,
            sendBody: bodyOnly ? "(\(call), nil)" : "let (data, response) = \(call)\n            return (data, response)",
            bodyOnly: bodyOnly, property: property,
            clientConstruction: "RetryingHTTPClient(decorated: \(adapterName(client.type))(client: \(property)))",
            appEndpoint: appEndpoint(client)
        ))
    }

    /// A client answering a decoded value: driven when what it renames can be written back and the feature needs no header.
    private static func decideDecoding(_ client: HTTPClientReference, for remote: RemoteSource) -> Decision {
        guard let decoding = client.keyDecoding else {
            return .ownClient(reason: "it answers decoded values, and adopt has not read what its decoder does to keys (`remote.client.keyDecoding` in \(ProjectConfig.fileName)): run `scaffold adopt` again")
        }
        guard decoding != .other else {
            return .ownClient(reason: "its decoder renames keys in a way no adapter can undo (`remote.client.keyDecoding: other`), so the server's keys would not reach the feature's DTOs")
        }
        if remote.pagination?.style == .link, remote.pagination?.next == nil {
            return .ownClient(reason: "it answers decoded values only, so the `Link` header the list pages by never reaches the feature")
        }
        let writing = AppClientKeys.writing(decoding, style: remote.keyStyle, keys: remote.keys)
        if case .lost(let key, let becomes) = writing {
            return .ownClient(reason: "its decoder's `.convertFromSnakeCase` hands over `\(key)` as a key that comes back as `\(becomes)`, not as the server spells it")
        }
        guard let property = client.property else { return .ownClient(reason: unheld) }
        var arguments: [String] = []
        for (argument, label) in zip(client.arguments, client.argumentLabels) {
            let value = argument == .request ? requestValue(client) : "JSONValue.self"
            arguments.append(label == "_" ? value : "\(label): \(value)")
        }
        let sampleKey = decoding == .convertFromSnakeCase && writing == .asHandedOver ? "ownerName" : "owner_name"
        return .adapter(AppClientAdapter(
            adapterType: adapterName(client.type), clientType: client.type,
            heldType: client.kind == .protocol ? "any \(client.type)" : client.type, method: client.method,
            sendBody: "try await client.\(client.methodName)(\(arguments.joined(separator: ", ")))",
            bodyOnly: false, property: property,
            clientConstruction: "RetryingHTTPClient(decorated: \(adapterName(client.type))(client: \(property)))",
            decodesValue: true, convertsKeys: decoding == .convertFromSnakeCase, writesSnakeCase: writing == .snakeCase, sampleKey: sampleKey,
            appEndpoint: appEndpoint(client)
        ))
    }

    /// What the call hands the client: the URLRequest, or the app's endpoint the adapter makes of it.
    private static func requestValue(_ client: HTTPClientReference) -> String {
        client.takesURLRequest ? "request" : "Self.endpoint(for: request)"
    }

    /// The app's endpoint as the adapter makes it, for a client that takes one.
    private static func appEndpoint(_ client: HTTPClientReference) -> AdapterEndpoint? {
        guard !client.takesURLRequest, let endpoint = client.endpoint else { return nil }
        return AdapterEndpoint(endpoint)
    }

    private static let unheld = "adopt found no property of the composition root holding it (`remote.client.property` in \(ProjectConfig.fileName))"

    /// The adapter `plan`'s feature calls the app's client through, or nil when it brings its own client: an app
    /// scaffold made, a feature on the device only, or a client it cannot drive.
    static func adapter(_ plan: Plan) -> AppClientAdapter? {
        guard plan.registration != nil, RemoteWiring.registers(plan), RemoteArtifacts.supports(plan),
              let remote = plan.remote, let client = remote.client.map({ reachable($0, plan) }),
              case .adapter(let adapter) = decide(client, for: remote)
        else { return nil }
        return adapter
    }

    /// What `feature` says of an adopted app's client it cannot drive (one line, `plan` shows it among the remote lines
    /// too), or nil.
    static func note(_ plan: Plan) -> String? {
        guard plan.registration != nil, RemoteWiring.registers(plan), RemoteArtifacts.supports(plan), let remote = plan.remote,
              let recorded = remote.client
        else { return nil }
        if heldByAppInstance(plan), recorded.shared == nil, let property = recorded.property {
            return "the app's \(recorded.type) in `\(property)` is held by the `@main` App's one instance, which the App's static members "
                + "cannot reach, and adopt found no shared instance of it (`remote.client.shared`, a static stored property); "
                + "the feature brings its own client (URLSessionAdapter)"
        }
        guard case .ownClient(let reason) = decide(reachable(recorded, plan), for: remote) else { return nil }
        return "the app's \(recorded.type).\(recorded.method) cannot be called: \(reason); the feature brings its own client (URLSessionAdapter)"
    }

    /// The client as `plan`'s app reaches it: where the `@main` App holds the stores, through its shared instance
    /// (`LiveAPIClient.shared`) rather than the App instance's property, which its static members cannot reach.
    static func reachable(_ client: HTTPClientReference, _ plan: Plan) -> HTTPClientReference {
        guard heldByAppInstance(plan) else { return client }
        var reached = client
        reached.property = client.shared
        return reached
    }

    /// The `@main` App holds the stores as static members (`RemoteWiring.clientFile`): the property `adopt` recorded is
    /// the App's instance's, which SwiftUI makes and no static member reaches; only a shared instance of the client
    /// (`remote.client.shared`) is.
    static func heldByAppInstance(_ plan: Plan) -> Bool {
        plan.registration?.staticMembers == true && RemoteArtifacts.supports(plan)
    }

    /// `APIClient` → `APIClientHTTPAdapter`; a qualified name keeps its last part.
    static func adapterName(_ client: String) -> String {
        (client.split(separator: ".").last.map(String.init) ?? client) + "HTTPAdapter"
    }

    /// The adapter's file and its tests: over the body, or over a decoded value.
    var files: [NetworkFiles.File] {
        (decodesValue ? NetworkFiles.decodingAppClient : NetworkFiles.appClient).map { file in
            NetworkFiles.File(kind: file.kind, name: file.name.replacingOccurrences(of: "{client}HTTPAdapter", with: adapterType), template: file.template)
        }
    }

}
