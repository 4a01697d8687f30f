/// The app's own HTTP client, as `scaffold adopt` found it and `.scaffold.yml`'s `remote.client` records it: what a
/// generated adapter needs to call it — the method (name and argument labels), what each argument is, the request's
/// type, what comes back and what is thrown.
///
/// ```yaml
/// remote:
///   client:
///     type: APIClient
///     kind: protocol
///     file: Sources/App/Networking/APIClient.swift
///     method: "request(_:as:)"      # Swift's spelling: the name and every argument label, in order
///     arguments: [request, type]   # what each argument is: the request, or the `T.Type` to decode
///     request: Endpoint            # URLRequest, or the app's endpoint type as the method spells it
///     returns: T                   # the generic result (T, E.Response), or Data / (Data, URLResponse)
///     throws: any Error            # or the error type of typed throws
///     endpointFile: Sources/App/Networking/Endpoint.swift
///     property: apiClient          # the composition root's property holding it, which the adapter is made over
///     keyDecoding: convertFromSnakeCase   # what the client's JSONDecoder does to keys, when it answers decoded values
///     shared: LiveAPIClient.shared  # one instance static code reaches, for an app whose `@main` App holds the stores
///     endpoint: protocol Endpoint  # for the app's endpoint type: what the adapter fills (`HTTPClientEndpoint`)
///     endpointMembers: { path: "path: String", method: "method: HTTPMethod", body: "body: Data?" }
///     methodCases: { GET: get, POST: post, PUT: put, PATCH: patch, DELETE: delete }
/// ```
public struct HTTPClientReference: Codable, Hashable, Sendable {
    /// What the client type is; a protocol is held as `any P`, anything else as itself.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case `protocol`, `class`, `struct`, actor
    }

    /// What the client's `JSONDecoder` does to the keys of the JSON it decodes (its `keyDecodingStrategy`), as adopt read
    /// it from the client's own files: a client answering decoded values hands the adapter keys as that strategy made
    /// them, and the adapter must write them back as the server spelled them.
    public enum KeyDecoding: String, Codable, Hashable, Sendable, CaseIterable {
        /// The keys as the server wrote them (Foundation's default).
        case useDefaultKeys
        /// `owner_name` becomes `ownerName`; the adapter writes it back in snake case when the server's keys are.
        case convertFromSnakeCase
        /// A `.custom` strategy, or one adopt could not tell: no adapter can know the server's keys.
        case other
    }

    /// What one argument of the method is.
    public enum Argument: String, Codable, Hashable, Sendable, CaseIterable {
        /// The request: a `URLRequest`, or a value of the app's endpoint type.
        case request
        /// The type to decode (`T.Type`), as in `send(request, as: Wallet.self)`.
        case type
    }

    /// The client's type name (`APIClient`).
    public var type: String
    public var kind: Kind
    /// The file declaring it, relative to the project root.
    public var file: String?
    /// The method to call, as Swift spells its name with its argument labels (`send(_:as:)`); arguments with
    /// default values are left out, as a call leaves them out.
    public var method: String
    /// What each argument of `method` is, in order: one `request`, at most one `type`.
    public var arguments: [Argument]
    /// The request argument's type as the method spells it: `URLRequest`, or the app's endpoint type (`Endpoint`,
    /// `Request<T>`, `E` for a generic endpoint).
    public var request: String
    /// The return type as the method spells it: the generic result (`T`, `E.Response`), or `Data` / `(Data,
    /// URLResponse)` when the client hands back the body for the caller to decode.
    public var returns: String
    /// What it throws: `any Error` for plain `throws`, else the error type of typed throws (`throws(APIError)`).
    public var throwsType: String
    /// The file declaring the request type, when it is the app's own (an endpoint type).
    public var endpointFile: String?
    /// The composition root's property holding the client (`apiClient`), which a remote feature's adapter is made
    /// over; nil when adopt found none (then a remote feature brings its own client).
    public var property: String?
    /// For a client answering decoded values: what its decoder does to keys; nil when adopt did not read it (a record
    /// from before it did), and then no adapter is made over such a client.
    public var keyDecoding: KeyDecoding?
    /// One instance of the client that static code reaches (`LiveAPIClient.shared`: a static stored property of the
    /// client's type or an implementation), which an app whose `@main` App holds the stores makes its adapter over: the
    /// App's own property (`property`) belongs to its one instance, which static members cannot reach. nil = none found.
    public var shared: String?
    /// The app's endpoint type the method takes, as the adapter fills it (`HTTPClientEndpoint`); nil for a `URLRequest`,
    /// and for an endpoint type adopt could not read (then no adapter is made).
    public var endpoint: HTTPClientEndpoint?

    public init(
        type: String, kind: Kind, file: String? = nil, method: String, arguments: [Argument], request: String, returns: String,
        throwsType: String = HTTPClientReference.untypedThrows, endpointFile: String? = nil, property: String? = nil,
        keyDecoding: KeyDecoding? = nil, shared: String? = nil, endpoint: HTTPClientEndpoint? = nil
    ) {
        self.type = type
        self.kind = kind
        self.file = file
        self.method = method
        self.arguments = arguments
        self.request = request
        self.returns = returns
        self.throwsType = throwsType
        self.endpointFile = endpointFile
        self.property = property
        self.keyDecoding = keyDecoding
        self.shared = shared
        self.endpoint = endpoint
    }

    /// `throws` with no type.
    public static let untypedThrows = "any Error"

    /// Whether the request is a `URLRequest` (the adapter builds it) rather than the app's endpoint type.
    public var takesURLRequest: Bool { request == "URLRequest" || request == "Foundation.URLRequest" }

    /// Whether the client hands back the body undecoded, so the adapter decodes it (and sees the status code).
    public var returnsData: Bool { returns.hasPrefix("Data") || returns.hasPrefix("(Data") || returns.hasPrefix("Foundation.Data") }

    /// The method's name without its labels (`send`).
    public var methodName: String { String(method.prefix { $0 != "(" }) }

    /// The argument labels in order, `_` for none (`["_", "as"]`).
    public var argumentLabels: [String] {
        guard let open = method.firstIndex(of: "("), method.hasSuffix(")") else { return [] }
        return method[method.index(after: open)..<method.index(before: method.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    /// The problem with a method spelling (`send(_:as:)`), or nil when it is a name with its labels.
    public static func methodProblem(_ method: String) -> String? {
        guard let open = method.firstIndex(of: "("), method.hasSuffix(")") else {
            return "write the name with its argument labels, as Swift spells a method: `send(_:as:)`"
        }
        let name = method[..<open]
        let labels = method[method.index(after: open)..<method.index(before: method.endIndex)]
        func isIdentifier(_ text: Substring) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard isIdentifier(name) else { return "`\(name)` is not a Swift name" }
        guard labels.hasSuffix(":") || labels.isEmpty else { return "every argument label ends with `:`, as in `send(_:as:)`" }
        let parts = labels.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard parts.allSatisfy(isIdentifier) else { return "write each argument label as a Swift name or `_`, each followed by `:`" }
        return nil
    }
}
