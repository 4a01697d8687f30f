import FlyingFox
import Foundation

/// The jars API an adopted app is driven against (AdoptedClientLoopbackTests, AdoptedDecodingClientLoopbackTests), on
/// loopback (LoopbackServer), writing snake-case keys. It answers only requests carrying the app's header
/// (`X-Pantry-Client: Pantry/1.0`, say; a `401` otherwise): a list of one jar (its `best_before` in snake case, which an
/// app without that field ignores), a create answered `201` with the id it assigns (a `422` with field errors for an
/// empty label), a `404` for a jar it does not hold, a delete answered `204` with no body. Every request is recorded
/// with that header and the keys of its body.
final class LoopbackJarAPI: Sendable {
    static let createdID = "5E1D0000-0000-4000-8000-00000000000D"

    /// A request as the server saw it.
    struct Seen: Sendable, Equatable {
        var method: String
        var path: String
        var client: String?
        /// The body's keys, sorted and joined by commas; empty without a JSON object.
        var bodyKeys: String
    }

    private let server: LoopbackServer
    private let state: State

    init(header: String, app: String) throws {
        server = try LoopbackServer()
        state = State(header: header, app: app)
    }

    /// Starts listening and returns the base URL, once the server accepts connections.
    func start() async throws -> URL {
        let state = state
        return try await server.start(["GET /jars", "POST /jars", "GET /jars/*", "DELETE /jars/*"]) { request in try await state.answer(request) }
    }

    func stop() async {
        await server.stop()
    }

    /// Every request so far, in order.
    func seen() async -> [Seen] {
        await state.seen
    }

    private actor State {
        /// The header the app names itself in, and the name it gives.
        let header: String
        let app: String
        private(set) var seen: [Seen] = []

        init(header: String, app: String) {
            self.header = header
            self.app = app
        }

        func answer(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
            let object = LoopbackServer.object(in: try await request.bodyData)
            let client = request.headers[HTTPHeader(header)]
            let method = request.method.rawValue
            seen.append(Seen(method: method, path: request.path, client: client, bodyKeys: (object?.keys.sorted() ?? []).joined(separator: ",")))
            guard client == app else { return LoopbackServer.json(401, ["message": "Which app is asking?"]) }
            switch method {
            case "POST":
                var jar = object ?? [:]
                guard (jar["label"] as? String)?.isEmpty == false else {
                    return LoopbackServer.json(422, ["message": "The jar needs a label.", "errors": ["label": ["Give the jar a label"]]])
                }
                jar["id"] = LoopbackJarAPI.createdID
                return LoopbackServer.json(201, jar)
            case "DELETE":
                return FlyingFox.HTTPResponse(statusCode: .noContent)
            case "GET" where request.path != "/jars":
                return LoopbackServer.json(404, ["message": "No such jar."])
            default:
                return LoopbackServer.json(200, [["id": "0C0FFEE0-0000-4000-8000-00000000000B", "label": "Honey", "grams": 500, "best_before": "2026-01-02T03:04:05Z"]])
            }
        }
    }
}
