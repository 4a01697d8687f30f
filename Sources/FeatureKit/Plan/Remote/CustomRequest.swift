import ScaffoldCore

/// A custom operation whose effect is a request to the server (issue 31: "another operation on an item (`POST
/// /books/{id}/lend`) becomes a custom operation whose effect is that request"): its UseCase ends in the repository's
/// method of the operation's name, which sends the request with no body — the path says what to do — and keeps the record
/// the server answers with (the record read again when the answer is empty). What the remote templates print for it.
struct CustomRequest: Encodable, Equatable {
    /// The operation, and the repository's and the remote data source's method: `lend`.
    var name: String
    /// The `HTTPRequest.Method` case it is sent with: `post`.
    var method: String
    /// The method as HTTP spells it: `POST`.
    var methodName: String
    /// Swift that makes its path from `id`, the id as the server writes it (lower-case), as `itemPath(id:)` does.
    var pathExpression: String
    /// The request as the spec states it: `POST /books/{id}/lend`.
    var label: String
    /// The test name's part: `Lend`.
    var testName: String

    init(name: String, request: RemoteRequest) {
        self.name = name
        method = request.method.rawValue.lowercased()
        methodName = request.method.rawValue
        let segments = request.path.components(separatedBy: RemoteRequest.idPlaceholder)
        pathExpression = "\"" + segments.joined(separator: "\\(id.uuidString.lowercased())") + "\""
        label = request.description
        testName = Naming.upperFirst(name)
    }

    /// The custom operations of `plan` that send a request, in the spec's order; none where the feature's server slice
    /// is not generated (there the operation does what its `sets:` say, on the device).
    static func all(_ plan: Plan) -> [CustomRequest] {
        guard RemoteArtifacts.supports(plan) else { return [] }
        return plan.spec.operations.compactMap { operation in
            guard operation.kind == .custom, let request = operation.remote else { return nil }
            return CustomRequest(name: operation.name, request: request)
        }
    }
}

extension Plan {
    /// The request `operation` sends as its effect (`CustomRequest`), nil when it sends none.
    func customRequest(_ operation: String) -> CustomRequest? {
        CustomRequest.all(self).first { $0.name == operation }
    }
}
