import FlyingFox
import Foundation

/// The parcels API OpenAPIUserRunTests drives the slice generated from Tests/Fixtures/OpenAPI/parcels.yaml against:
/// FlyingFox on 127.0.0.1 only, in this test process, speaking as that document says and as servers of its kind do:
/// snake_case keys, date-times with milliseconds, `shipped_on` a day alone (a write sending it with a time is refused,
/// as Django REST framework's `DateField` refuses one), pages of two under `data` with the next cursor under
/// `next_cursor`, a `201` with the id it assigns, RFC 9457 problem details (`application/problem+json`) with
/// `invalid-params` on a `422`, updates by PATCH only, a shipment ("GHOST001") deleted elsewhere once a list has shown
/// it, and a create of "BROKEN01" answered `500`. Each app driving it says which it is in its `X-Parcels-Client` header
/// and has shipments of its own, so the four presets' drivers run in one test process. Every request is recorded with
/// that client and the status it got.
final class LoopbackParcelsAPI: Sendable {
    /// The id the server gives the shipment created, and the one of the shipment deleted elsewhere.
    static let createdID = "5E1D0000-0000-4000-8000-0000000000C1"
    static let ghostID = "60057000-0000-4000-8000-0000000000C3"

    /// A request as the server saw it.
    struct Seen: Sendable, Equatable {
        var client: String
        var method: String
        var path: String
        var query: [String: String]
        var body: [String: String]
        var status: Int
    }

    private let server: LoopbackServer
    private let state = State()

    init() throws {
        server = try LoopbackServer()
    }

    /// Starts listening and returns the base URL, once the server accepts connections.
    func start() async throws -> URL {
        let state = state
        return try await server.start(["GET /shipments", "POST /shipments", "PATCH /shipments/*", "PUT /shipments/*", "DELETE /shipments/*"]) { request in try await state.answer(request) }
    }

    func stop() async {
        await server.stop()
    }

    /// Every request so far, in order.
    func seen() async -> [Seen] {
        await state.seen
    }

    /// The header naming the app that asks.
    static let clientHeader = "X-Parcels-Client"

    private actor State {
        /// Each client's shipments, from `initial` on its first request.
        private var shipmentsByClient: [String: [[String: Any]]] = [:]
        private var shipments: [[String: Any]] = []
        private static var initial: [[String: Any]] {
            [
                ["id": "0C0FFEE0-0000-4000-8000-0000000000C1", "tracking_code": "PK10000001", "weight_kg": 2.5, "shipped_on": "2026-11-02",
                 "delivered_at": "2026-11-04T16:45:10.250Z", "recipient_email": "ana@example.org", "is_fragile": true,
                 "created_at": "2026-11-01T09:15:30.125Z"],
                ["id": "0C0FFEE0-0000-4000-8000-0000000000C2", "tracking_code": "PK10000002", "weight_kg": 0.4, "shipped_on": "2026-11-20",
                 "delivered_at": NSNull(), "recipient_email": NSNull(), "is_fragile": false, "created_at": "2026-11-19T18:00:00.000Z"],
                ["id": LoopbackParcelsAPI.ghostID, "tracking_code": "GHOST001", "weight_kg": 1, "shipped_on": "2026-11-21",
                 "delivered_at": NSNull(), "recipient_email": NSNull(), "is_fragile": false, "created_at": "2026-11-21T07:30:00.500Z"],
            ]
        }
        private(set) var seen: [Seen] = []

        func answer(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
            let object = LoopbackServer.object(in: try await request.bodyData) ?? [:]
            let client = request.headers[HTTPHeader(LoopbackParcelsAPI.clientHeader)] ?? ""
            shipments = shipmentsByClient[client] ?? Self.initial
            let response = route(request, object)
            shipmentsByClient[client] = shipments
            seen.append(Seen(
                client: client, method: request.method.rawValue, path: request.path,
                query: Dictionary(request.query.map { ($0.name, $0.value) }) { _, last in last },
                body: object.mapValues { "\($0)" }, status: response.statusCode.code
            ))
            return response
        }

        private func route(_ request: FlyingFox.HTTPRequest, _ object: [String: Any]) -> FlyingFox.HTTPResponse {
            let id = request.path.split(separator: "/").dropFirst().first.map(String.init)
            switch (request.method.rawValue, id) {
            case ("GET", nil): return list(cursor: request.query.first { $0.name == "cursor" }?.value)
            case ("POST", nil): return create(object)
            case ("PATCH", let id?): return update(id: id, object)
            case ("DELETE", let id?): return index(of: id).map { shipments.remove(at: $0); return FlyingFox.HTTPResponse(statusCode: .noContent) } ?? notFound()
            default: return problem(405, "Method Not Allowed", "Use PATCH to change a shipment.")
            }
        }

        private func list(cursor: String?) -> FlyingFox.HTTPResponse {
            let start = cursor.flatMap { Int($0.dropFirst("after-".count)) } ?? 0
            let page = Array(shipments.dropFirst(start).prefix(2))
            let next: Any = start + 2 < shipments.count ? "after-\(start + 2)" : NSNull()
            let answer = LoopbackServer.json(200, ["data": page, "next_cursor": next])
            // Listed once, the ghost is deleted elsewhere.
            if page.contains(where: { $0["id"] as? String == LoopbackParcelsAPI.ghostID }) {
                shipments.removeAll { $0["id"] as? String == LoopbackParcelsAPI.ghostID }
            }
            return answer
        }

        /// The refusals of a server that checks what it is sent: a day with a time, a code in use.
        private func invalid(_ fields: [String: Any]) -> [[String: String]] {
            var invalid: [[String: String]] = []
            if let day = fields["shipped_on"] as? String, day.count != 10 {
                invalid.append(["name": "shipped_on", "reason": "must be a date (YYYY-MM-DD), not \(day)"])
            }
            if fields["tracking_code"] as? String == "TAKEN001" {
                invalid.append(["name": "tracking_code", "reason": "is already used by another shipment"])
            }
            return invalid
        }

        private func create(_ fields: [String: Any]) -> FlyingFox.HTTPResponse {
            if fields["tracking_code"] as? String == "BROKEN01" {
                return problem(500, "Internal Server Error", nil)
            }
            let invalid = invalid(fields)
            guard invalid.isEmpty else { return problem(422, "Unprocessable Content", "The shipment could not be saved.", invalid) }
            var shipment = fields
            shipment["id"] = LoopbackParcelsAPI.createdID
            shipment["created_at"] = "2026-11-29T12:00:00.750Z"
            shipments.append(shipment)
            return LoopbackServer.json(201, shipment)
        }

        private func update(id: String, _ fields: [String: Any]) -> FlyingFox.HTTPResponse {
            guard let index = index(of: id) else { return notFound() }
            let invalid = invalid(fields)
            guard invalid.isEmpty else { return problem(422, "Unprocessable Content", "The shipment could not be saved.", invalid) }
            shipments[index].merge(fields) { _, new in new }
            return LoopbackServer.json(200, shipments[index])
        }

        private func index(of id: String) -> Int? {
            shipments.firstIndex { ($0["id"] as? String)?.caseInsensitiveCompare(id) == .orderedSame }
        }

        private func notFound() -> FlyingFox.HTTPResponse {
            problem(404, "Not Found", "No shipment has that id.")
        }

        private func problem(_ status: Int, _ title: String, _ detail: String?, _ invalid: [[String: String]] = []) -> FlyingFox.HTTPResponse {
            var object: [String: Any] = ["type": "about:blank", "title": title, "status": status]
            if let detail { object["detail"] = detail }
            if !invalid.isEmpty { object["invalid-params"] = invalid }
            return LoopbackServer.json(status, object, type: "application/problem+json")
        }
    }
}
