import Foundation

/// The one check of a server's base URL, wherever it is written (`.scaffold.yml` `remote.baseURL`, a spec's
/// `remote.baseURL`, `scaffold init --api-base-url`, an OpenAPI document's server): an absolute `https` URL with a
/// host and no query or fragment — or `http` to this machine, where a developer runs a server. Anything else would
/// fail only on a device: App Transport Security blocks plain-`http` loads unless the app's Info.plist opts out.
public enum BaseURLCheck {
    /// The problem with `text`, or nil when an app can use it as its base URL.
    public static func problem(with text: String) -> ConfigProblem? {
        let example = "write the server's address, e.g. `https://api.example.com` or `https://api.example.com/v1`"
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased() else {
            return ConfigProblem(message: "`\(YAMLNode.abbreviated(text))` is not an absolute URL", hint: example)
        }
        guard scheme == "https" || scheme == "http" else {
            return ConfigProblem(message: "the base URL `\(YAMLNode.abbreviated(text))` is not http(s)", hint: example)
        }
        guard let host = components.host, !host.isEmpty else {
            return ConfigProblem(message: "the base URL `\(YAMLNode.abbreviated(text))` has no host", hint: example)
        }
        if components.query != nil || components.fragment != nil {
            return ConfigProblem(
                message: "the base URL `\(YAMLNode.abbreviated(text))` has a query or fragment",
                hint: "write the server's address only; every request adds its own path and query"
            )
        }
        if components.user != nil || components.password != nil {
            return ConfigProblem(
                message: "the base URL has a user name or password in it",
                hint: "a credential never goes into configuration or generated code; the app's token provider adds it to each request"
            )
        }
        if scheme == "http", !isLoopback(host) {
            return ConfigProblem(
                message: "the base URL `\(YAMLNode.abbreviated(text))` is plain http: App Transport Security would block every request on a device",
                hint: "use `https://\(host)…`; plain http is accepted only for this machine (localhost, 127.0.0.1, ::1), where a developer runs a server"
            )
        }
        return nil
    }

    /// `localhost`, `127.x.x.x` and `::1`: ATS lets an app load these over plain http.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
