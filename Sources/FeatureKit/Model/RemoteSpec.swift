/// Where a feature's records live when they live on a server: a feature spec's `remote:` (issue 31), as the spec
/// states it and validation accepted it. Code generation reads it (the remote data source, its DTOs, the repository
/// that reads the server first); nothing here is filled in by guessing, so every optional says "not stated", and the
/// computed properties give what an unstated key means.
///
/// ```yaml
/// remote:
///   path: /wallets                 # the collection: GET lists, POST creates
///   item: /wallets/{id}            # one record: GET, PUT, DELETE (default "{path}/{id}")
///   pagination: { style: cursor, parameter: cursor, next: next_cursor }
///   list: items                    # the list response is `{ "items": [...] }`
///   baseURL: https://api.example.com   # this feature's server (default: .scaffold.yml's remote.baseURL)
/// ```
public struct RemoteSpec: Codable, Hashable, Sendable {
    /// The collection's path, from the base URL: `/wallets`. Starts with `/`, holds no placeholder.
    public var path: String
    /// `item:` as stated: one record's path, holding `{id}` once; nil = `"{path}/{id}"` (`itemPath`).
    public var item: String?
    /// `pagination:` as stated: how the list pages; nil = the list is one response.
    public var pagination: RemotePagination?
    /// `list:` as stated: the field of the list response that holds the records (`{ "items": [...] }`); nil = the
    /// response is the array itself.
    public var list: String?
    /// `baseURL:` as stated (or read from an OpenAPI document's first server): this feature's server, https (or
    /// loopback). nil = `.scaffold.yml`'s `remote.baseURL` (`RemoteSource` says which one a feature uses).
    public var baseURL: String?

    public init(path: String, item: String? = nil, pagination: RemotePagination? = nil, list: String? = nil, baseURL: String? = nil) {
        self.path = path
        self.item = item
        self.pagination = pagination
        self.list = list
        self.baseURL = baseURL
    }

    /// One record's path: `item:`, else the collection's path followed by `/{id}`.
    public var itemPath: String { item ?? Self.defaultItemPath(for: path) }

    /// `/wallets` → `/wallets/{id}`.
    public static func defaultItemPath(for path: String) -> String {
        (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + RemoteRequest.idPlaceholder
    }

    /// The request a built-in operation of this kind makes when it states no `remote:` of its own; nil for a custom
    /// operation, which always states its request (`OperationSpec.remote`).
    public func defaultRequest(for kind: OperationKind) -> RemoteRequest? {
        switch kind {
        case .fetchAll: return RemoteRequest(method: .get, path: path)
        case .create: return RemoteRequest(method: .post, path: path)
        case .fetch: return RemoteRequest(method: .get, path: itemPath)
        case .update: return RemoteRequest(method: .put, path: itemPath)
        case .delete: return RemoteRequest(method: .delete, path: itemPath)
        case .custom: return nil
        }
    }

    /// The request `operation` makes: its own `remote:` when it states one, else its kind's default.
    public func request(for operation: OperationSpec) -> RemoteRequest? {
        operation.remote ?? defaultRequest(for: operation.kind)
    }
}

/// How a remote list pages: `pagination:` of a feature's `remote:`.
public struct RemotePagination: Codable, Hashable, Sendable {
    /// The ways a list pages.
    public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
        /// `?page=2`: the page number, from 1, until a page comes back short or empty.
        case page
        /// `?cursor=abc`: the cursor the previous response gave in its `next` field, until it gives none.
        case cursor
        /// The next page's whole URL: the response's `next` field, or (without `next`) its `Link: <…>; rel="next"` header.
        case link
    }

    public var style: Style
    /// `parameter:` as stated: the query parameter of `page` and `cursor`; nil = the style's name (`queryParameter`).
    public var parameter: String?
    /// `sizeParameter:` as stated: the query parameter for the page size (`per_page`); nil = the server's default size.
    public var sizeParameter: String?
    /// `next:` as stated: the field of the list response holding the next cursor (`cursor`) or URL (`link`); nil for
    /// `page`, and for `link` when the `Link` header says it.
    public var next: String?

    public init(style: Style, parameter: String? = nil, sizeParameter: String? = nil, next: String? = nil) {
        self.style = style
        self.parameter = parameter
        self.sizeParameter = sizeParameter
        self.next = next
    }

    /// The query parameter a request for a later page sets: `parameter:`, else `page` or `cursor`; nil for `link`,
    /// which follows the URL the server gave.
    public var queryParameter: String? {
        switch style {
        case .page: return parameter ?? "page"
        case .cursor: return parameter ?? "cursor"
        case .link: return nil
        }
    }
}

/// The request an operation makes: `remote: { method: POST, path: "/books/{id}/lend" }` on an operation, or what its
/// kind implies from the feature's `remote:` (`RemoteSpec.defaultRequest(for:)`).
public struct RemoteRequest: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The one placeholder a path may hold: the record's id.
    public static let idPlaceholder = "{id}"

    public var method: HTTPMethod
    /// From the base URL, starting with `/`; `{id}` stands for the record's id.
    public var path: String

    public init(method: HTTPMethod, path: String) {
        self.method = method
        self.path = path
    }

    /// Whether the path names one record (`{id}`).
    public var isOnOneRecord: Bool { path.contains(Self.idPlaceholder) }

    /// `POST /books/{id}/lend`.
    public var description: String { "\(method.rawValue) \(path)" }
}

/// The HTTP methods an operation's request may use, spelled as HTTP spells them.
public enum HTTPMethod: String, Codable, Hashable, Sendable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether repeating the request changes nothing more (RFC 9110, 9.2.2): such a request may be retried on its own.
    public var isIdempotent: Bool { self != .post && self != .patch }
}
