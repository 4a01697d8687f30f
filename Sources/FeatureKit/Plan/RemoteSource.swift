import ScaffoldCore

/// Where a remote feature's records come from, as `plan` shows it and code generation reads it: the paths, the base
/// URL and the setting it came from, the server's key style and dates, how the list pages, and each operation's request.
///
/// The base URL is the feature's own `remote.baseURL` (stated, or read from an OpenAPI document's first server),
/// else `.scaffold.yml`'s `remote.baseURL` — the feature's wins, as a spec's `persistence:` wins over the project's; at
/// launch the app's `API_BASE_URL` may point it elsewhere (issue 31). Without either, none is known yet.
public struct RemoteSource: Sendable, Hashable, Codable {
    /// Which setting gave the base URL.
    public enum BaseURLOrigin: String, Sendable, Hashable, Codable {
        case spec, configuration, none
    }

    public var path: String
    public var itemPath: String
    public var baseURL: String?
    public var baseURLOrigin: BaseURLOrigin
    public var keyStyle: RemoteKeyStyle
    public var dates: RemoteDateEncoding
    public var pagination: RemotePagination?
    /// The list response's field holding the records; nil = the response is the list.
    public var list: String?
    /// Each operation's request (`POST /books/{id}/lend`), in the spec's order; an operation with none (a custom one
    /// that states no `remote:`) is left out.
    public var requests: [Request]
    /// The app's own client (`.scaffold.yml` `remote.client`), as `adopt` recorded it: the feature calls it through a
    /// generated adapter where `AppClientAdapter` can drive it, else brings its own client, and `plan` says which and why.
    public var client: HTTPClientReference?
    /// The server's keys a feature reads: the id's, each field's (`RemoteKeys`), the list's and the next page's field.
    public var keys: [String]

    /// One operation's request.
    public struct Request: Sendable, Hashable, Codable {
        public var operation: String
        public var method: HTTPMethod
        public var path: String
    }

    /// nil for a feature whose records live on the device only.
    public init?(spec: FeatureSpec, settings: RemoteSettings?) {
        guard let remote = spec.remote else { return nil }
        path = remote.path
        itemPath = remote.itemPath
        if let own = remote.baseURL {
            (baseURL, baseURLOrigin) = (own, .spec)
        } else if let configured = settings?.baseURL {
            (baseURL, baseURLOrigin) = (configured, .configuration)
        } else {
            (baseURL, baseURLOrigin) = (nil, .none)
        }
        keyStyle = settings?.effectiveKeyStyle ?? .camelCase
        dates = settings?.effectiveDates ?? .iso8601
        pagination = remote.pagination
        list = remote.list
        requests = spec.operations.compactMap { operation in
            remote.request(for: operation).map { Request(operation: operation.name, method: $0.method, path: $0.path) }
        }
        client = settings?.client
        let style = keyStyle
        keys = [RemoteKeys.id] + spec.fields.map { RemoteKeys.key(for: $0, style: style) } + [remote.list, remote.pagination?.next].compactMap { $0 }
    }

    /// `plan`'s lines for it.
    public var lines: [String] {
        var lines = ["Remote: \(path) (one record: \(itemPath))"]
        switch baseURLOrigin {
        case .spec: lines.append("  base URL \(baseURL ?? "") (the spec's remote.baseURL; API_BASE_URL at launch overrides it)")
        case .configuration: lines.append("  base URL \(baseURL ?? "") (\(ProjectConfig.fileName)'s remote.baseURL; API_BASE_URL at launch overrides it)")
        case .none where client.map({ if case .adapter = AppClientAdapter.decide($0, for: self) { true } else { false } }) == true:
            lines.append("  base URL: the app's client's own, before each path")
        case .none: lines.append("  base URL: none yet — set remote.baseURL in \(ProjectConfig.fileName) (scaffold init --api-base-url), or API_BASE_URL at launch")
        }
        lines.append("  keys \(keyStyle.rawValue), dates \(dates.rawValue)")
        if let pagination {
            var how = "  pages by \(pagination.style.rawValue)"
            let parameters = [pagination.queryParameter, pagination.sizeParameter].compactMap { $0 }
            if !parameters.isEmpty { how += " (" + parameters.map { "?\($0)=…" }.joined(separator: ", ") + ")" }
            if let next = pagination.next { how += ", next from `\(next)`" } else if pagination.style == .link { how += ", next from the Link header" }
            lines.append(how)
        }
        if let list { lines.append("  the list's records are under `\(list)`") }
        if let client {
            switch AppClientAdapter.decide(client, for: self) {
            case .adapter(let adapter):
                // A shared instance (`LiveAPIClient.shared`) where the `@main` App holds the stores, else the root's property.
                let holder = adapter.property.contains(".") ? "its shared instance" : "the composition root's"
                lines.append("  through the app's \(client.type).\(client.method), called by \(adapter.adapterType) over \(holder) `\(adapter.property)`")
            case .ownClient(let reason):
                lines.append("  the app's \(client.type).\(client.method) cannot be called: \(reason); the feature brings its own client (URLSessionAdapter)")
            }
        }
        return lines
    }
}
