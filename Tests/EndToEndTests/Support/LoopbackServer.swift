import FlyingFox
import Foundation

/// The HTTP server every loopback test drives a generated slice against: FlyingFox listening on 127.0.0.1 only, on a
/// port the system picks, in this test process. Each API (LoopbackWalletAPI, LoopbackParcelsAPI, LoopbackJarAPI) says
/// which routes it serves and answers them from its own state.
final class LoopbackServer: Sendable {
    private let server: HTTPServer

    init() throws {
        server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
    }

    /// Serves `routes` (`"GET /wallets"`, `"DELETE /wallets/*"`) with `answer`, and returns the base URL
    /// (`http://127.0.0.1:<port>`) once the server accepts connections.
    func start(
        _ routes: [HTTPRoute], answer: @escaping @Sendable (FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse
    ) async throws -> URL {
        for route in routes {
            await server.appendRoute(route, handler: answer)
        }
        let server = server
        Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4("127.0.0.1", let port) = await server.listeningAddress else {
            throw HarnessError("the loopback server is not listening on 127.0.0.1: \(String(describing: await server.listeningAddress))")
        }
        return URL(string: "http://127.0.0.1:\(port)")!
    }

    func stop() async {
        await server.stop(timeout: 1)
    }

    /// An answer of `status` whose body is `object` as JSON, its keys sorted.
    static func json(_ status: Int, _ object: Any, type: String = "application/json") -> FlyingFox.HTTPResponse {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return FlyingFox.HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "\(status)"), headers: [.contentType: type], body: data)
    }

    /// The JSON object a request's body holds; nil when it holds none.
    static func object(in body: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
