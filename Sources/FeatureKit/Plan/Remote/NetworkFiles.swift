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

    /// Files of one kind named `names`, each rendered by the template named after it: `Network` + the name without its
    /// `+` (`HTTPResponse+Fixture` → `NetworkHTTPResponseFixture`).
    private static func files(_ kind: ArtifactKind, _ names: String...) -> [File] {
        names.map { File(kind: kind, name: $0, template: "Network" + $0.replacingOccurrences(of: "+", with: "")) }
    }

    /// The sources, in the order of the preset's Data layer.
    static let sources = files(
        .network, "HTTPClient", "URLSessionAdapter", "AuthenticatedHTTPClient", "TokenProvider", "RetryingHTTPClient", "APIConfiguration",
        "APIError", "APIJSON"
    ) + files(.model, "Listing")

    /// Their tests, the doubles of the two protocols a test supplies, and the responses tests build.
    static let tests = files(
        .networkTest, "APIConfigurationTests", "APIErrorTests", "APIJSONTests", "AuthenticatedHTTPClientTests", "HTTPMessageTests",
        "RetryingHTTPClientTests", "URLSessionAdapterTests"
    ) + files(.mock, "HTTPClientMock", "TokenProviderMock") + files(.testFixture, "HTTPResponse+Fixture")

    /// The server of a root that makes its stores in `init` (seed 002's `AppDependencies(stores:)`): a test's and a
    /// preview's root start with it, so they reach no real server unless given one.
    static let offline = files(.network, "OfflineHTTPClient") + files(.networkTest, "OfflineHTTPClientTests")

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
