import OpenAPIKit
import ScaffoldCore

/// The operations of one schema, read from the paths that return or take it: GET on the collection → `list`, POST →
/// `create`, GET/PUT/PATCH/DELETE on an item → `fetch`/`update`/`delete`, and any other request under an item
/// (`POST /books/{id}/lend`) → a custom operation whose `remote:` is that request. The collection and item paths, the
/// list's wrapper field and its pagination become the feature's `remote:`.
struct PathOperationReader {
    let mapping: OpenAPITypeMapping
    /// The schema's name under `components/schemas`.
    let schema: String
    /// The first server's path when it is relative (`/v1`), put before every path.
    let pathPrefix: String

    var document: OpenAPI.Document { mapping.document }
    var tree: DocumentTree { mapping.tree }

    /// What the paths say.
    struct Operations {
        var drafts: [OperationDraft] = []
        var remote: RemoteDraft?
        var notes: [Diagnostic] = []
    }

    /// How a request or response body holds the schema's records.
    enum Shape: Equatable {
        /// One record (the schema, or an `allOf` that includes it).
        case one
        /// An array of records.
        case list
        /// An object with an array of records under `key`, and maybe a field holding the next page's cursor or URL.
        case wrapped(key: String, pointer: JSONPointer, next: String?, nextPointer: JSONPointer?)
    }

    /// One operation of the document, with what it does with the schema.
    struct Endpoint {
        var path: String
        var method: String
        var operation: OpenAPI.Operation
        var pathItem: OpenAPI.PathItem
        var pointer: JSONPointer
        var response: Shape?
        var request: Shape?
        /// The first JSON-less success response or body, when the operation has one.
        var nonJSON: (pointer: JSONPointer, contentType: String)?
    }

    func read(into diagnostics: inout DiagnosticCollector) -> Operations {
        var result = Operations()
        let endpoints = self.endpoints(notes: &result.notes)
        // A collection lists the records, or creates one: a POST that takes one, or answers one at a path naming no
        // record (`POST /books/{id}/lend` answers one too, but acts on a record).
        let collections = endpoints.filter { endpoint in
            guard !endpoint.path.hasSuffix("}") else { return false }
            switch endpoint.method {
            case "GET": return isListShape(endpoint.response)
            case "POST": return endpoint.request == .one || (endpoint.response == .one && placeholders(endpoint.path) == 0)
            default: return false
            }
        }
        guard let collection = collections.map(\.path).sorted(by: { (placeholders($0), $0.count, $0) < (placeholders($1), $1.count, $1) }).first else {
            return result
        }
        if placeholders(collection) > 0 {
            let first = collections.first { $0.path == collection }!
            diagnostics.error(
                "\(schema) is listed at `\(collection)`, a collection inside another record; scaffold reads records a server lists at one path",
                at: tree.location(of: first.pointer), keyPath: first.pointer.description,
                hint: "give the API a top-level collection (`/\(PropertyNames.lowerCamel(schema))s`), or state `remote:` yourself in a spec file passed with --spec"
            )
            return result
        }
        for other in Set(collections.map(\.path)).subtracting([collection]).sorted() {
            result.notes.append(note(JSONPointer(["paths", other]), "`\(other)` also lists or creates \(schema); the feature uses `\(collection)`"))
        }
        let itemCandidates = endpoints.filter { endpoint in
            endpoint.path.hasPrefix(collection + "/{") && endpoint.path.hasSuffix("}") && endpoint.path.dropFirst(collection.count + 1).allSatisfy { $0 != "/" }
        }
        let item = itemCandidates.first?.path
        var remote = RemoteDraft(location: tree.location(of: JSONPointer(["paths", collection])), keyPath: JSONPointer(["paths", collection]).description)
        remote.path = tree.located(pathPrefix + collection, at: JSONPointer(["paths", collection]))
        var used: Set<String> = []

        func add(_ name: String, _ kind: OperationKind, _ endpoint: Endpoint, request: RemoteRequest? = nil) {
            if case let (pointer, contentType)? = endpoint.nonJSON {
                diagnostics.error(
                    "\(endpoint.method) \(endpoint.path) \(endpoint.method == "GET" ? "answers" : "takes") `\(contentType)`, not JSON",
                    at: tree.location(of: pointer), keyPath: pointer.description,
                    hint: contentType.hasPrefix("multipart/") ? "scaffold sends JSON bodies: give the operation an `application/json` body, and upload files in a request of their own"
                        : "give the operation an `application/json` \(endpoint.method == "GET" ? "response" : "body"), or take it out of the document scaffold reads"
                )
                return
            }
            var draft = OperationDraft(location: tree.location(of: endpoint.pointer), index: result.drafts.count, keyPath: endpoint.pointer.description)
            draft.name = tree.located(name, at: endpoint.pointer)
            draft.kind = tree.located(kind.rawValue, at: endpoint.pointer)
            if let request {
                var requestDraft = RequestDraft(location: tree.location(of: endpoint.pointer), keyPath: endpoint.pointer.description)
                requestDraft.method = tree.located(request.method.rawValue, at: endpoint.pointer)
                requestDraft.path = tree.located(request.path, at: JSONPointer(["paths", endpoint.path]))
                draft.remote = requestDraft
            }
            result.drafts.append(draft)
            used.insert("\(endpoint.method) \(endpoint.path)")
        }

        for endpoint in endpoints where endpoint.path == collection {
            switch endpoint.method {
            // A list that answers no JSON is refused (by `add`), not passed over.
            case "GET" where isListShape(endpoint.response) || endpoint.nonJSON != nil:
                add("list", .fetchAll, endpoint)
                if case .wrapped(let key, let pointer, _, _)? = endpoint.response { remote.list = tree.located(key, at: pointer) }
                remote.pagination = pagination(endpoint, notes: &result.notes)
            case "POST": add("create", .create, endpoint)
            default: break
            }
        }
        if let item {
            let idPath = pathPrefix + collection + "/" + RemoteRequest.idPlaceholder
            let hasPut = endpoints.contains { $0.path == item && $0.method == "PUT" }
            for endpoint in endpoints where endpoint.path == item {
                switch endpoint.method {
                case "GET": add("fetch", .fetch, endpoint)
                case "PUT": add("update", .update, endpoint)
                case "PATCH" where !hasPut: add("update", .update, endpoint, request: RemoteRequest(method: .patch, path: idPath))
                case "DELETE": add("delete", .delete, endpoint)
                default: break
                }
            }
            // Requests under one record (`POST /books/{id}/lend`) are what a custom operation does.
            for endpoint in endpoints where endpoint.path.hasPrefix(item + "/") && endpoint.method != "GET" {
                let rest = endpoint.path.dropFirst(item.count + 1)
                guard !rest.contains("{"), let method = HTTPMethod(rawValue: endpoint.method) else { continue }
                let name = customName(String(rest), operation: endpoint.operation)
                add(name, .custom, endpoint, request: RemoteRequest(method: method, path: idPath + "/" + rest))
            }
        }
        for endpoint in endpoints where (endpoint.path == collection || endpoint.path.hasPrefix(collection + "/")) && !used.contains("\(endpoint.method) \(endpoint.path)") {
            result.notes.append(note(endpoint.pointer, "\(endpoint.method) \(endpoint.path) is not an operation of one \(schema) scaffold maps; write it by hand, or add it to a spec file passed with --spec"))
        }
        result.remote = remote
        return result
    }

    /// `lend`, `give-back` → `giveBack`; a name Swift or the view models keep for themselves falls back to the
    /// operation's `operationId`.
    private func customName(_ rest: String, operation: OpenAPI.Operation) -> String {
        let name = PropertyNames.lowerCamel(rest)
        let taken = OperationKind.impliedByName[name] != nil || IdentifierCheck.problem(with: name, style: .lowerCamel, role: "") != nil
        if taken, let id = operation.operationId.map(PropertyNames.lowerCamel), IdentifierCheck.problem(with: id, style: .lowerCamel, role: "") == nil {
            return id
        }
        return name
    }

    // MARK: - Endpoints

    /// Every operation of the document with what it does with the schema, in the document's order.
    private func endpoints(notes: inout [Diagnostic]) -> [Endpoint] {
        var endpoints: [Endpoint] = []
        for (path, either) in document.paths {
            let pointer = JSONPointer(["paths", path.rawValue])
            guard let item = document.components[either] else {
                notes.append(note(pointer, "`\(path.rawValue)` refers to a path item scaffold cannot read; it is left out"))
                continue
            }
            for endpoint in item.endpoints {
                let method = endpoint.method.rawValue.uppercased()
                let operationPointer = pointer.appending(method.lowercased())
                var entry = Endpoint(path: path.rawValue, method: method, operation: endpoint.operation, pathItem: item, pointer: operationPointer)
                for (code, response) in endpoint.operation.responses where code.isSuccess {
                    let responsePointer = operationPointer.appending("responses", code.rawValue)
                    guard let response = document.components[response] else { continue }
                    switch json(response.content, at: responsePointer.appending("content")) {
                    case .json(let schema, let at): entry.response = entry.response ?? shape(of: schema, at: at)
                    case .other(let type, let at): entry.nonJSON = entry.nonJSON ?? (at, type)
                    case .none: break
                    }
                }
                if let body = endpoint.operation.requestBody.flatMap({ document.components[$0] }) {
                    switch json(body.content, at: operationPointer.appending("requestBody", "content")) {
                    case .json(let schema, let at): entry.request = shape(of: schema, at: at)
                    case .other(let type, let at): entry.nonJSON = entry.nonJSON ?? (at, type)
                    case .none: break
                    }
                }
                endpoints.append(entry)
            }
        }
        return endpoints
    }

    private enum Body {
        case json(JSONSchema, JSONPointer)
        case other(String, JSONPointer)
        case none
    }

    /// The JSON body's schema (`application/json`, or any `+json` type), else the first other content type.
    private func json(_ content: OpenAPI.Content.Map, at pointer: JSONPointer) -> Body {
        var other: (String, JSONPointer)?
        for (type, either) in content {
            let typePointer = pointer.appending(type.rawValue)
            let raw = type.typeAndSubtype.lowercased()
            if raw == "application/json" || raw.hasSuffix("+json") {
                if let schema = document.components[either]?.schema { return .json(schema, typePointer.appending("schema")) }
                return .none
            }
            other = other ?? (type.rawValue, typePointer)
        }
        return other.map { .other($0.0, $0.1) } ?? .none
    }

    private func isListShape(_ shape: Shape?) -> Bool {
        switch shape {
        case .list?, .wrapped?: return true
        default: return false
        }
    }

    /// How a body holds the schema's records, or nil when it holds none.
    func shape(of schema: JSONSchema, at pointer: JSONPointer, depth: Int = 0) -> Shape? {
        guard depth < 8 else { return nil }
        switch schema.value {
        case .reference(let reference, _):
            guard let name = reference.name, reference.isInternal else { return nil }
            if name == self.schema { return .one }
            let target = JSONPointer(["components", "schemas", name])
            return mapping.resolve(target).flatMap { shape(of: $0, at: target, depth: depth + 1) }
        case .all(of: let parts, _):
            return parts.enumerated().contains { shape(of: $0.element, at: pointer.appending("allOf", String($0.offset)), depth: depth + 1) == .one } ? .one : nil
        case .array(_, let context):
            guard let items = context.items, shape(of: items, at: pointer.appending("items"), depth: depth + 1) == .one else { return nil }
            return .list
        case .object(_, let context):
            let lists = context.properties.filter { shape(of: $0.value, at: pointer.appending("properties", $0.key), depth: depth + 1) == .list }
            guard let key = lists.first?.key, lists.count == 1 else { return nil }
            let nextNames = ["next", "nextcursor", "next_cursor", "nextpagetoken", "next_page_token", "nextpage", "next_page", "nexturl", "next_url", "nextlink"]
            let next = context.properties.keys.first { nextNames.contains($0.lowercased()) }
            return .wrapped(
                key: key, pointer: pointer.appending("properties", key), next: next, nextPointer: next.map { pointer.appending("properties", $0) }
            )
        default:
            return nil
        }
    }

    // MARK: - Pagination

    /// From the list's query parameters (`page`, `cursor`, a page size) and its response (a `next` field, a `Link`
    /// header); nil when the list is one response.
    private func pagination(_ endpoint: Endpoint, notes: inout [Diagnostic]) -> PaginationDraft? {
        let parameters = (endpoint.pathItem.parameters + endpoint.operation.parameters).enumerated().compactMap { index, either -> (OpenAPI.Parameter, JSONPointer)? in
            guard let parameter = document.components[either], parameter.location == .query else { return nil }
            let inOperation = index >= endpoint.pathItem.parameters.count
            let pointer = inOperation
                ? endpoint.pointer.appending("parameters", String(index - endpoint.pathItem.parameters.count))
                : JSONPointer(["paths", endpoint.path, "parameters", String(index)])
            return (parameter, pointer)
        }
        func find(_ names: [String]) -> (OpenAPI.Parameter, JSONPointer)? {
            parameters.first { names.contains($0.0.name.lowercased()) }
        }
        let page = find(["page", "pagenumber", "page_number", "page[number]"])
        let cursor = find(["cursor", "after", "page_token", "pagetoken", "starting_after", "continuation", "next_token"])
        let size = find(["per_page", "perpage", "page_size", "pagesize", "limit", "size", "page[size]", "count", "max_results"])
        var next: (String, JSONPointer)?
        if case .wrapped(_, _, let key?, let pointer?)? = endpoint.response { next = (key, pointer) }
        let linkHeader = endpoint.operation.responses.contains { code, either in
            code.isSuccess && (document.components[either]?.headers?.keys.contains { $0.lowercased() == "link" } ?? false)
        }
        var draft = PaginationDraft(location: tree.location(of: endpoint.pointer), keyPath: endpoint.pointer.appending("parameters").description)
        if case let (parameter, pointer)? = page {
            draft.style = tree.located(RemotePagination.Style.page.rawValue, at: pointer)
            draft.parameter = tree.located(parameter.name, at: pointer)
        } else if case let (parameter, pointer)? = cursor {
            draft.style = tree.located(RemotePagination.Style.cursor.rawValue, at: pointer)
            draft.parameter = tree.located(parameter.name, at: pointer)
            // Without a `next` field validation says the cursor has no source, at this parameter.
            draft.next = next.map { tree.located($0.0, at: $0.1) }
            draft.location = tree.location(of: pointer)
            draft.keyPath = pointer.description
        } else if case let (key, pointer)? = next {
            draft.style = tree.located(RemotePagination.Style.link.rawValue, at: pointer)
            draft.next = tree.located(key, at: pointer)
        } else if linkHeader {
            draft.style = tree.located(RemotePagination.Style.link.rawValue, at: endpoint.pointer.appending("responses"))
        } else {
            if let offset = find(["offset", "skip", "start"]) {
                notes.append(note(offset.1, "`\(offset.0.name)` (offset pagination) is not supported: the list loads the first response only"))
            }
            return nil
        }
        if case let (parameter, pointer)? = size {
            draft.sizeParameter = tree.located(parameter.name, at: pointer)
        }
        return draft
    }

    // MARK: - Helpers

    private func placeholders(_ path: String) -> Int { path.filter { $0 == "{" }.count }

    private func note(_ pointer: JSONPointer, _ message: String) -> Diagnostic {
        Diagnostic(.warning, message, at: tree.location(of: pointer), keyPath: pointer.description)
    }
}
