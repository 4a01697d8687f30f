import ScaffoldCore

/// The app's network files, which every remote feature shares: the HTTP client protocol and its URLSession adapter
/// (seed 002, Design Patterns, "5. Adapter": `final class URLSessionAdapter: HTTPClient`), the authenticating decorator
/// with its token provider ("6. Decorator": `AuthenticatedHTTPClient(decorated: URLSessionAdapter())`), the retrying
/// decorator, the API's configuration, error and JSON, and the `Listing` a remote repository returns.
///
/// Written once: every remote feature's plan lists them, created only where the file is missing (`createOnly`), so the
/// first remote feature writes them and later ones — and the app's edits of them — leave them as they are. Not
/// `init --api-base-url`'s: an app with no remote feature carries no network code, and `init` writes the base URL into
/// `.scaffold.yml`, from which the first remote feature's `APIConfiguration` takes it.
struct NetworkFiles {
    /// One file: its type name and template.
    struct File {
        var kind: ArtifactKind
        var name: String
        var template: String
    }

    /// The sources, in the order of the preset's Data layer.
    static let sources: [File] = [
        File(kind: .network, name: "HTTPClient", template: "NetworkHTTPClient"),
        File(kind: .network, name: "URLSessionAdapter", template: "NetworkURLSessionAdapter"),
        File(kind: .network, name: "AuthenticatedHTTPClient", template: "NetworkAuthenticatedHTTPClient"),
        File(kind: .network, name: "TokenProvider", template: "NetworkTokenProvider"),
        File(kind: .network, name: "RetryingHTTPClient", template: "NetworkRetryingHTTPClient"),
        File(kind: .network, name: "APIConfiguration", template: "NetworkAPIConfiguration"),
        File(kind: .network, name: "APIError", template: "NetworkAPIError"),
        File(kind: .network, name: "APIJSON", template: "NetworkAPIJSON"),
        File(kind: .model, name: "Listing", template: "NetworkListing"),
    ]

    /// Their tests, the doubles of the two protocols a test supplies, and the responses tests build.
    static let tests: [File] = [
        File(kind: .networkTest, name: "APIConfigurationTests", template: "NetworkAPIConfigurationTests"),
        File(kind: .networkTest, name: "APIErrorTests", template: "NetworkAPIErrorTests"),
        File(kind: .networkTest, name: "APIJSONTests", template: "NetworkAPIJSONTests"),
        File(kind: .networkTest, name: "AuthenticatedHTTPClientTests", template: "NetworkAuthenticatedHTTPClientTests"),
        File(kind: .networkTest, name: "HTTPMessageTests", template: "NetworkHTTPMessageTests"),
        File(kind: .networkTest, name: "RetryingHTTPClientTests", template: "NetworkRetryingHTTPClientTests"),
        File(kind: .networkTest, name: "URLSessionAdapterTests", template: "NetworkURLSessionAdapterTests"),
        File(kind: .mock, name: "HTTPClientMock", template: "NetworkHTTPClientMock"),
        File(kind: .mock, name: "TokenProviderMock", template: "NetworkTokenProviderMock"),
        File(kind: .testFixture, name: "HTTPResponse+Fixture", template: "NetworkHTTPResponseFixture"),
    ]

    /// The server of a root that makes its stores in `init` (seed 002's `AppDependencies(stores:)`): a test's and a
    /// preview's root start with it, so they reach no real server unless given one.
    static let offline: [File] = [
        File(kind: .network, name: "OfflineHTTPClient", template: "NetworkOfflineHTTPClient"),
        File(kind: .networkTest, name: "OfflineHTTPClientTests", template: "NetworkOfflineHTTPClientTests"),
    ]

    /// The adapter over the app's own client and its tests (`AppClientAdapter`), named after the client.
    static let appClient: [File] = [
        File(kind: .network, name: "{client}HTTPAdapter", template: "NetworkAppClientAdapter"),
        File(kind: .networkTest, name: "{client}HTTPAdapterTests", template: "NetworkAppClientAdapterTests"),
    ]

    /// The adapter over an app client answering decoded values, and its tests (`AppClientAdapter.decodesValue`).
    static let decodingAppClient: [File] = [
        File(kind: .network, name: "{client}HTTPAdapter", template: "NetworkAppClientDecodingAdapter"),
        File(kind: .networkTest, name: "{client}HTTPAdapterTests", template: "NetworkAppClientDecodingAdapterTests"),
    ]

    /// The files `plan`'s app gets.
    static func files(for plan: Plan) -> [File] {
        sources + tests + (plan.injection == .compositionRoot ? offline : []) + (AppClientAdapter.adapter(plan)?.files ?? [])
    }

    /// Every file, each created once.
    static var all: [File] { sources + tests + offline + appClient + decodingAppClient }

    /// The templates, for the renderer's context.
    static var templates: Set<String> { Set(all.map(\.template)) }
}
