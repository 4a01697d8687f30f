/// `remote:`: the server the app's features talk to, and the app's own HTTP client (see `RemoteSettings`).
extension ConfigReader {
    /// `remote: { baseURL: https://api.example.com, keyStyle: snake_case, dates: iso8601, client: { … } }`.
    mutating func readRemote(_ section: ConfigNode) -> RemoteSettings? {
        let hint = "write the server's settings, e.g. `remote: { baseURL: https://api.example.com, keyStyle: snake_case }`"
        var settings = RemoteSettings()
        let isMapping = readKeys(of: section, hint: hint, known: ConfigSchema.remoteKeys) { reader, entry in
            switch entry.key {
            case "baseURL":
                let hint = "write the server's address, e.g. `baseURL: https://api.example.com`"
                guard let text = entry.value.text(hint, into: &reader.diagnostics) else { return true }
                if let problem = BaseURLCheck.problem(with: text) {
                    entry.value.report(problem.message, hint: problem.hint, into: &reader.diagnostics)
                } else {
                    settings.baseURL = text
                }
            case "keyStyle": settings.keyStyle = reader.readChoice(entry.value)
            case "dates": settings.dates = reader.readChoice(entry.value)
            case "client": settings.client = reader.readClient(entry.value)
            default: return false
            }
            return true
        }
        return isMapping ? settings : nil
    }

    /// `client:`, as `scaffold adopt` writes it (`HTTPClientReference`); every key but `file`, `endpointFile`,
    /// `property`, `keyDecoding`, `shared` and the endpoint's (`endpoint`, `endpointMembers`, `methodCases`) is needed.
    private mutating func readClient(_ section: ConfigNode) -> HTTPClientReference? {
        let hint = "`scaffold adopt` writes this section when it finds the app's HTTP client; run it again, or remove `client:`"
        let reportedBefore = diagnostics.diagnostics.count
        var type: String?, kind: HTTPClientReference.Kind?, file: String?, method: String?
        var arguments: [HTTPClientReference.Argument]?, request: String?, returns: String?, throwsType: String?, endpointFile: String?
        var property: String?
        var keyDecoding: HTTPClientReference.KeyDecoding?
        var shared: String?
        var endpointDeclaration: (HTTPClientEndpoint.Form, String)?, endpointMembers: [HTTPClientEndpoint.Member]?, methodCases: [String: String]?
        let isMapping = readKeys(of: section, hint: hint, known: ConfigSchema.remoteClientKeys) { reader, entry in
            switch entry.key {
            case "type": type = reader.readClientIdentifier(entry.value)
            case "kind": kind = reader.readChoice(entry.value)
            case "file": file = reader.readClientFile(entry.value)
            case "method": method = reader.readClientMethod(entry.value)
            case "arguments": arguments = reader.readArguments(entry.value)
            case "request": request = reader.readTypeText(entry.value, example: "request: URLRequest")
            case "returns": returns = reader.readTypeText(entry.value, example: "returns: T")
            case "throws": throwsType = reader.readTypeText(entry.value, example: "throws: any Error")
            case "endpointFile": endpointFile = reader.readClientFile(entry.value)
            case "property": property = reader.readClientProperty(entry.value)
            case "keyDecoding": keyDecoding = reader.readChoice(entry.value)
            case "shared": shared = reader.readClientShared(entry.value)
            case "endpoint": endpointDeclaration = reader.readEndpointDeclaration(entry.value)
            case "endpointMembers": endpointMembers = reader.readEndpointMembers(entry.value)
            case "methodCases": methodCases = reader.readMethodCases(entry.value)
            default: return false
            }
            return true
        }
        guard isMapping else { return nil }
        var missing: [String] = []
        if type == nil { missing.append("type") }
        if kind == nil { missing.append("kind") }
        if method == nil { missing.append("method") }
        if arguments == nil { missing.append("arguments") }
        if request == nil { missing.append("request") }
        if returns == nil { missing.append("returns") }
        guard missing.isEmpty, let type, let kind, let method, let arguments, let request, let returns else {
            // A key already reported is not reported again as missing.
            if diagnostics.diagnostics.count == reportedBefore {
                section.report(
                    "`\(section.keyPath)` lacks \(missing.map { "`\($0)`" }.joined(separator: ", "))", hint: hint, into: &diagnostics
                )
            }
            return nil
        }
        let labels = HTTPClientReference(type: type, kind: kind, method: method, arguments: arguments, request: request, returns: returns)
            .argumentLabels
        if labels.count != arguments.count {
            section.report(
                "`\(section.keyPath).arguments` lists \(arguments.count) arguments, and `method` has \(labels.count) labels",
                hint: "give each argument of the method its role, in order", into: &diagnostics
            )
            return nil
        }
        let endpoint = endpoint(declaration: endpointDeclaration, members: endpointMembers, methodCases: methodCases, in: section)
        return HTTPClientReference(
            type: type, kind: kind, file: file, method: method, arguments: arguments, request: request, returns: returns,
            throwsType: throwsType ?? HTTPClientReference.untypedThrows, endpointFile: endpointFile, property: property,
            keyDecoding: keyDecoding, shared: shared, endpoint: endpoint
        )
    }

    /// `arguments: [request, type]`: one `request`, at most one `type`.
    private mutating func readArguments(_ node: ConfigNode) -> [HTTPClientReference.Argument]? {
        let hint = "write each argument's role in order, e.g. `arguments: [request, type]`"
        guard let arguments: [HTTPClientReference.Argument] = node.caseList(what: "argument", listing: "roles", hint: hint, into: &diagnostics)
        else { return nil }
        guard arguments.filter({ $0 == .request }).count == 1, arguments.filter({ $0 == .type }).count <= 1 else {
            node.report("`\(node.keyPath)` must name one `request` and at most one `type`", hint: hint, into: &diagnostics)
            return nil
        }
        return arguments
    }

    /// `method: "send(_:as:)"`: the client's method with its labels.
    private mutating func readClientMethod(_ node: ConfigNode) -> String? {
        guard let text = node.text("write the method with its labels, e.g. `method: \"send(_:as:)\"`", into: &diagnostics) else { return nil }
        if let problem = HTTPClientReference.methodProblem(text) {
            node.report("`\(node.keyPath)` is not a method: \(problem)", hint: "write e.g. `method: \"send(_:as:)\"`", into: &diagnostics)
            return nil
        }
        return text
    }

    private mutating func readClientIdentifier(_ node: ConfigNode) -> String? {
        guard let name = node.text("write the client's type name, e.g. `type: APIClient`", into: &diagnostics) else { return nil }
        let valid = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        if !valid {
            node.report("`\(name)` is not a Swift type name", hint: "write e.g. `type: APIClient`", into: &diagnostics)
            return nil
        }
        return name
    }

    /// `property: apiClient`: a Swift name, as the composition root spells its stored property.
    private mutating func readClientProperty(_ node: ConfigNode) -> String? {
        guard let name = node.text("write the composition root's property holding the client, e.g. `property: apiClient`", into: &diagnostics)
        else { return nil }
        let valid = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if !valid {
            node.report("`\(name)` is not a Swift property name", hint: "write e.g. `property: apiClient`", into: &diagnostics)
            return nil
        }
        return name
    }

    /// `shared: LiveAPIClient.shared`: a type's static member, as Swift spells it (names joined by dots).
    private mutating func readClientShared(_ node: ConfigNode) -> String? {
        let hint = "write the static member holding one instance of the client, e.g. `shared: LiveAPIClient.shared`"
        guard let text = node.text(hint, into: &diagnostics) else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid = parts.count >= 2 && parts.allSatisfy { part in
            part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        if !valid {
            node.report("`\(text)` is not a type's static member", hint: hint, into: &diagnostics)
            return nil
        }
        return text
    }

    private mutating func readClientFile(_ node: ConfigNode) -> String? {
        guard let path = readFolder(node, role: "Swift file") else { return nil }
        guard path.hasSuffix(".swift") else {
            node.report("`\(path)` is not a Swift file", hint: "write the path of the .swift file that declares the type", into: &diagnostics)
            return nil
        }
        return path
    }

    /// A type as Swift spells it (`URLRequest`, `Endpoint<T>`, `(Data, URLResponse)`); one line, not empty.
    private mutating func readTypeText(_ node: ConfigNode, example: String) -> String? {
        guard let text = node.text("write a Swift type, e.g. `\(example)`", into: &diagnostics) else { return nil }
        if text.trimmingCharacters(in: .whitespaces).isEmpty || text.contains("\n") {
            node.report("`\(node.keyPath)` is not a Swift type", hint: "write e.g. `\(example)`", into: &diagnostics)
            return nil
        }
        return text
    }
}
