import ScaffoldCore

/// Reads a feature's `remote:` (path, item, pagination, list, baseURL) and an operation's `remote:` (method, path)
/// into drafts, reporting every schema problem; `RemoteValidator` checks what they mean.
enum RemoteDraftReader {
    static let keys = ["path", "item", "pagination", "list", "baseURL"]
    static let paginationKeys = ["style", "parameter", "sizeParameter", "next"]
    static let requestKeys = ["method", "path"]

    static let hint = "write where the records live, e.g. `remote: { path: /wallets }`"
    static let requestHint = "write the request the operation makes, e.g. `remote: { method: POST, path: \"/books/{id}/lend\" }`"

    /// `remote: { path: /wallets, item: "/wallets/{id}", pagination: { style: page }, list: items }`.
    static func read(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> RemoteDraft? {
        // `remote: /wallets` says the path alone; it reads naturally, so say how to write it.
        if case .scalar(let scalar) = node.node, !node.isNull {
            diagnostics.error(
                "`remote` is a mapping, found `\(SpecText.abbreviated(scalar.string))`", at: node.location, keyPath: node.keyPath,
                hint: "write `remote: { path: \(scalar.string) }`"
            )
            return nil
        }
        let draft = RemoteDraft(location: node.location, keyPath: node.keyPath)
        return node.read(into: draft, allowed: keys, what: "`remote`", hint: hint, diagnostics: &diagnostics) { draft, entry, diagnostics in
            let value = entry.value
            switch entry.key {
            case "path": draft.path = value.text("`remote.path`", hint: "write the collection's path, e.g. `path: /wallets`", into: &diagnostics)
            case "item": draft.item = value.text("`remote.item`", hint: "write one record's path, e.g. `item: \"/wallets/{id}\"`", into: &diagnostics)
            case "list":
                draft.list = value.text("`remote.list`", hint: "write the field of the list response that holds the records, e.g. `list: items`", into: &diagnostics)
            case "baseURL":
                draft.baseURL = value.text("`remote.baseURL`", hint: "write the server's address, e.g. `baseURL: https://api.example.com`", into: &diagnostics)
            case "pagination": draft.pagination = readPagination(value, into: &diagnostics)
            default: break
            }
        }?.draft
    }

    /// `pagination: { style: cursor, parameter: cursor, next: next_cursor }`.
    private static func readPagination(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> PaginationDraft? {
        let styles = RemotePagination.Style.allCases.map(\.rawValue).joined(separator: ", ")
        let hint = "write how the list pages, e.g. `pagination: { style: page, parameter: page }` (styles: \(styles))"
        let start = PaginationDraft(location: node.location, keyPath: node.keyPath)
        let read = node.read(into: start, allowed: paginationKeys, what: "`pagination`", hint: hint, diagnostics: &diagnostics) { draft, entry, diagnostics in
            let value = entry.value
            switch entry.key {
            case "style": draft.style = value.text("`pagination.style`", hint: "write one of: \(styles)", into: &diagnostics)
            case "parameter":
                draft.parameter = value.text("`pagination.parameter`", hint: "write the query parameter, e.g. `parameter: page`", into: &diagnostics)
            case "sizeParameter":
                draft.sizeParameter = value.text(
                    "`pagination.sizeParameter`", hint: "write the page size's query parameter, e.g. `sizeParameter: per_page`", into: &diagnostics)
            case "next":
                draft.next = value.text("`pagination.next`", hint: "write the response field holding the next cursor or URL, e.g. `next: next`", into: &diagnostics)
            default: break
            }
        }
        guard let read else { return nil }
        if !read.entries.contains(where: { $0.key == "style" }) {
            diagnostics.error("`pagination` is missing `style`", at: node.location, keyPath: "\(node.keyPath).style", hint: "add `style:`, one of \(styles)")
        }
        return read.draft
    }

    /// An operation's `remote: { method: POST, path: "/books/{id}/lend" }`.
    static func readRequest(_ node: SpecNode, into diagnostics: inout DiagnosticCollector) -> RequestDraft? {
        let methods = HTTPMethod.allCases.map(\.rawValue).joined(separator: ", ")
        let start = RequestDraft(location: node.location, keyPath: node.keyPath)
        let read = node.read(into: start, allowed: requestKeys, what: "an operation's `remote`", hint: requestHint, diagnostics: &diagnostics) { draft, entry, diagnostics in
            switch entry.key {
            case "method": draft.method = entry.value.text("`remote.method`", hint: "write one of: \(methods)", into: &diagnostics)
            case "path": draft.path = entry.value.text("`remote.path`", hint: requestHint, into: &diagnostics)
            default: break
            }
        }
        guard let read else { return nil }
        for required in requestKeys where !read.entries.contains(where: { $0.key == required }) {
            diagnostics.error(
                "the operation's `remote` is missing `\(required)`", at: node.location, keyPath: "\(node.keyPath).\(required)",
                hint: required == "method" ? "add `method:`, one of \(methods)" : "add `path:`, e.g. `path: \"/books/{id}/lend\"`"
            )
        }
        return read.draft
    }
}
