import SwiftSyntax

/// What counts as the network: URLSession and the requests made for it, and the app's HTTP client (seed 002's
/// `HTTPClient` and its `URLSessionAdapter`; the `APIClient`s and `NetworkClient`s apps write).
enum Network {
    /// Apple's types a request is made with.
    static let requestTypes: Set<String> = ["URLSession", "URLRequest"]

    /// Alamofire's names a request is sent through (`AF.request(url)`, a held `Session`), in a file that imports it.
    static let alamofireRequestNames: Set<String> = ["AF", "Session"]

    /// Whether `name` is what a request is made with in `file`: URLSession and URLRequest, or Alamofire's session where
    /// the file imports Alamofire and the project declares no type of that name.
    static func isRequestType(_ name: String, in file: CheckFile) -> Bool {
        if requestTypes.contains(name) { return true }
        return alamofireRequestNames.contains(name) && file.imports.contains("Alamofire") && file.type(named: name) == nil
    }

    /// Name endings of an HTTP client (its protocol or its adapter), `Protocol`/`Impl` set aside.
    static let clientEndings = ["HTTPClient", "APIClient", "NetworkClient", "WebClient"]

    /// Where a free function is where a Presentation type would be: in clean, anywhere in Presentation; elsewhere, a
    /// file the layout gives only a View's, view model's or coordinator's place (`Views/{name}.swift`). Says which,
    /// for the message; nil elsewhere (the composition root and the tests are no one's).
    static func presentationPlace(of file: CheckFile) -> String? {
        guard file.layer != .app, file.layer != .tests else { return nil }
        if file.preset.name == "clean" { return file.layer == .presentation ? "in Presentation" : nil }
        var roles: Set<Role> = []
        for kind in file.place.kinds {
            switch kind {
            case .view, .component: roles.insert(.view)
            case .viewModel: roles.insert(.viewModel)
            case .coordinator: roles.insert(.coordinator)
            case .support, .route, .network: continue
            default: return nil
            }
        }
        guard roles.count == 1, let role = roles.first else { return nil }
        return "where the layout puts \(role == .view ? "views" : role == .viewModel ? "view models" : "coordinators")"
    }

    /// Whether the code names a session a request is sent through (`URLSession`, or Alamofire's where the file imports it).
    static func sendsThroughSession(_ node: some SyntaxProtocol, in file: CheckFile) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return name == "URLSession" || (name != "URLRequest" && isRequestType(name, in: file))
        }
    }

    static func isClientName(_ name: String) -> Bool {
        hasEnding(name, clientEndings)
    }

    /// `MovieAPIClient`, `HTTPClientProtocol`, `URLSessionHTTPClient`, and any type conforming to a project protocol
    /// named so (the adapter): the app's HTTP client.
    static func isClient(_ name: String, in file: CheckFile) -> Bool {
        if isClientName(name) { return true }
        guard let entry = file.type(named: name) else { return false }
        return isAdapter(entry, in: file)
    }

    /// A type conforming to a project protocol named as an HTTP client: the adapter URLSession belongs behind.
    static func isAdapter(_ entry: ProjectIndex.Entry, in file: CheckFile) -> Bool {
        entry.inherited.contains { isClientName($0) && file.type(named: $0)?.kind == .protocol }
    }

    /// Words that name the network in a type's name (`APIError`, `NetworkError`, `HTTPError`, `ServerResponseError`).
    private static let networkWords = ["API", "HTTP", "Network", "Networking", "Server", "Request", "Response"]

    /// An error type (it conforms to `Error` or an `…Error` protocol) whose name says it is the network's: what a client
    /// throws when a request fails (`APIError.badResponse`, `.unauthorized`, `.decoderError`).
    static func isErrorOfTheNetwork(_ entry: ProjectIndex.Entry) -> Bool {
        guard entry.isConcrete, entry.inherited.contains(where: { $0 == "Error" || $0.hasSuffix("Error") }) else { return false }
        let name = entry.name.split(separator: ".").last.map(String.init) ?? entry.name
        return networkWords.contains { word in
            var searchRange = name.startIndex..<name.endIndex
            while let found = name.range(of: word, range: searchRange) {
                // A word of its own: what follows starts a new word (or ends the name).
                if found.upperBound == name.endIndex || name[found.upperBound].isUppercase { return true }
                searchRange = found.upperBound..<name.endIndex
            }
            return false
        }
    }

    private static func hasEnding(_ name: String, _ endings: [String]) -> Bool {
        var base = Substring(name)
        for ending in RoleResolver.implementationSuffixes where base.hasSuffix(ending) && base.count > ending.count {
            base = base.dropLast(ending.count)
            break
        }
        return endings.contains { base.hasSuffix($0) }
    }
}
