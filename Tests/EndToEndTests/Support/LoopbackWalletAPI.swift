import FlyingFox
import Foundation

/// The wallets API RemoteLoopbackTests drives a remote slice against: FlyingFox listening on 127.0.0.1 and nowhere
/// else, in this test process. It speaks as the `layered` slice's server is described (Tests/Fixtures/Remote/
/// HandWritten/README.md): camelCase keys with the note under `memo`, pages of two under `items` with the next cursor
/// under `next_cursor`, a `201` with the id it assigns, a `422` in its own words for a name that is taken, a wallet
/// ("Ghost") deleted elsewhere once a list has shown it, and the faults of a real server: its first answer is a `503`, a
/// create of "Broken" a `500`, and a request bearing `slowToken` is answered three seconds late. Every request is
/// recorded, with the status it got, for the test to check.
final class LoopbackWalletAPI: Sendable {
    /// The id the server gives the first wallet created, and the one of the wallet deleted elsewhere.
    static let createdID = "5E1D0000-0000-4000-8000-000000000001"
    static let ghostID = "60057000-0000-4000-8000-000000000003"
    /// The token of a client this server answers slowly, past the client's timeout.
    static let slowToken = "slow-client-token"

    /// A request as the server saw it.
    struct Seen: Sendable, Equatable {
        var method: String
        var path: String
        var query: [String: String]
        var accept: String?
        var contentType: String?
        var authorization: String?
        var bodyKeys: [String]
        var status: Int
    }

    private let server: LoopbackServer
    private let state = State()

    init() throws {
        server = try LoopbackServer()
    }

    /// Starts listening and returns the base URL (`http://127.0.0.1:<port>`), once the server accepts connections.
    func start() async throws -> URL {
        let state = state
        return try await server.start(["GET /wallets", "POST /wallets", "PUT /wallets/*", "DELETE /wallets/*"]) { request in try await state.answer(request) }
    }

    func stop() async {
        await server.stop()
    }

    /// Every request so far, in order.
    func seen() async -> [Seen] {
        await state.seen
    }

    /// The server's wallets and what it has seen; one request at a time.
    private actor State {
        private struct Wallet {
            var id: String
            var fields: [String: Any]

            var json: [String: Any] {
                fields.merging(["id": id]) { own, _ in own }
            }
        }

        private var wallets: [Wallet] = [
            Wallet(id: "0C0FFEE0-0000-4000-8000-000000000001", fields: ["name": "Groceries", "balance": 120.5, "memo": "Weekly shop", "openedAt": "2024-05-01T10:20:30Z"]),
            Wallet(id: "0C0FFEE0-0000-4000-8000-000000000002", fields: ["name": "Savings", "balance": 2000, "memo": NSNull(), "openedAt": "2024-05-02T08:00:00.125Z"]),
            Wallet(id: LoopbackWalletAPI.ghostID, fields: ["name": "Ghost", "balance": 1, "memo": NSNull(), "openedAt": "2024-05-03T08:00:00Z"]),
        ]
        private(set) var seen: [Seen] = []
        private static let pageSize = 2

        func answer(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
            let body = try await request.bodyData
            let object = LoopbackServer.object(in: body)
            let authorization = request.headers[.authorization]
            let response = seen.isEmpty ? LoopbackServer.json(503, ["message": "Starting up."]) : route(request, object ?? [:])
            seen.append(Seen(
                method: request.method.rawValue,
                path: request.path,
                query: Dictionary(request.query.map { ($0.name, $0.value) }) { _, last in last },
                accept: request.headers[HTTPHeader("Accept")],
                contentType: request.headers[.contentType],
                authorization: authorization,
                bodyKeys: (object?.keys).map { $0.sorted() } ?? [],
                status: response.statusCode.code
            ))
            if authorization == "Bearer \(LoopbackWalletAPI.slowToken)" {
                try await Task.sleep(for: .seconds(3))
            }
            return response
        }

        private func route(_ request: FlyingFox.HTTPRequest, _ object: [String: Any]) -> FlyingFox.HTTPResponse {
            let id = request.path.split(separator: "/").dropFirst().first.map(String.init)
            switch (request.method.rawValue, id) {
            case ("GET", nil): return list(cursor: request.query.first { $0.name == "cursor" }?.value)
            case ("POST", nil): return create(object)
            case ("PUT", let id?): return update(id: id, object)
            case ("DELETE", let id?): return delete(id: id)
            default: return LoopbackServer.json(404, ["message": "No such route."])
            }
        }

        private func list(cursor: String?) -> FlyingFox.HTTPResponse {
            let start = cursor.flatMap(Int.init) ?? 0
            let page = Array(wallets.dropFirst(start).prefix(Self.pageSize))
            let next = start + Self.pageSize < wallets.count ? "\(start + Self.pageSize)" : nil
            let answer = LoopbackServer.json(200, ["items": page.map(\.json), "next_cursor": next.map { $0 as Any } ?? NSNull()])
            // Listed once, the ghost is deleted elsewhere.
            if page.contains(where: { $0.id == LoopbackWalletAPI.ghostID }) {
                wallets.removeAll { $0.id == LoopbackWalletAPI.ghostID }
            }
            return answer
        }

        private func create(_ fields: [String: Any]) -> FlyingFox.HTTPResponse {
            if fields["name"] as? String == "Broken" {
                return LoopbackServer.json(500, ["message": "Internal error."])
            }
            if fields["name"] as? String == "Taken" {
                return LoopbackServer.json(422, ["message": "That name is taken.", "errors": ["name": ["is already used by another wallet"]]])
            }
            let wallet = Wallet(id: LoopbackWalletAPI.createdID, fields: fields)
            wallets.append(wallet)
            return LoopbackServer.json(201, wallet.json)
        }

        private func update(id: String, _ fields: [String: Any]) -> FlyingFox.HTTPResponse {
            guard let index = wallets.firstIndex(where: { $0.id.caseInsensitiveCompare(id) == .orderedSame }) else {
                return LoopbackServer.json(404, ["message": "Not found."])
            }
            wallets[index].fields = fields
            return LoopbackServer.json(200, wallets[index].json)
        }

        private func delete(id: String) -> FlyingFox.HTTPResponse {
            guard let index = wallets.firstIndex(where: { $0.id.caseInsensitiveCompare(id) == .orderedSame }) else {
                return LoopbackServer.json(404, ["message": "Not found."])
            }
            wallets.remove(at: index)
            return FlyingFox.HTTPResponse(statusCode: .noContent)
        }
    }
}
