import ScaffoldCore

/// A feature's `remote:` as written, before validation (`RemoteValidator`).
struct RemoteDraft: Sendable {
    var path: Located<String>?
    var item: Located<String>?
    var pagination: PaginationDraft?
    var list: Located<String>?
    var baseURL: Located<String>?
    var location: SourceLocation?
    var keyPath: String
}

/// `pagination:` as written.
struct PaginationDraft: Sendable {
    var style: Located<String>?
    var parameter: Located<String>?
    var sizeParameter: Located<String>?
    var next: Located<String>?
    var location: SourceLocation?
    var keyPath: String
}

/// An operation's `remote:` as written: the request it makes.
struct RequestDraft: Sendable {
    var method: Located<String>?
    var path: Located<String>?
    var location: SourceLocation?
    var keyPath: String
}
