import Foundation
import ScaffoldCore

/// Checks what a spec says of the server (issue 31): the feature's `remote:` (paths that start with `/`, an item
/// path that holds `{id}`, a pagination its style can use, a base URL an app may load), each operation's `remote:`
/// request, and the fields' `remoteName:` keys (each key once, and only in a feature that has `remote:`).
enum RemoteValidator {
    /// The feature's `remote:`, or nil after reporting every problem with it.
    static func feature(_ draft: RemoteDraft, into diagnostics: inout DiagnosticCollector) -> RemoteSpec? {
        var valid = true
        var path: String?
        if let written = draft.path {
            path = checkPath(written, placeholders: .none, role: "the collection's path", into: &diagnostics)
            valid = path != nil && valid
        }
        var item: String?
        if let written = draft.item {
            item = checkPath(written, placeholders: .id, role: "one record's path", into: &diagnostics)
            valid = item != nil && valid
        }
        var pagination: RemotePagination?
        if let written = draft.pagination {
            pagination = checkPagination(written, list: draft.list, into: &diagnostics)
            valid = pagination != nil && valid
        }
        var list: String?
        if let written = draft.list {
            list = checkJSONKey(written, what: "`remote.list`", into: &diagnostics)
            valid = list != nil && valid
        }
        var baseURL: String?
        if let written = draft.baseURL {
            if let problem = BaseURLCheck.problem(with: written.value) {
                diagnostics.error(problem.message, at: written.location, keyPath: written.keyPath, hint: problem.hint)
                valid = false
            } else {
                baseURL = written.value
            }
        }
        if draft.path == nil {
            diagnostics.error("`remote` is missing `path`", at: draft.location, keyPath: "\(draft.keyPath).path",
                              hint: "add the collection's path, e.g. `path: /wallets`")
        }
        guard valid, let path else { return nil }
        return RemoteSpec(path: path, item: item, pagination: pagination, list: list, baseURL: baseURL)
    }

    /// An operation's `remote:` request: a method HTTP knows and a path whose `{id}` matches the operation — on one
    /// record for fetch, update, delete and custom operations, on the collection for list and create.
    static func request(
        _ draft: RequestDraft, kind: OperationKind?, operation: String, featureIsRemote: Bool, into diagnostics: inout DiagnosticCollector
    ) -> RemoteRequest? {
        guard featureIsRemote else {
            diagnostics.error(
                "`remote` on operation `\(operation)`, and the feature has no `remote:`", at: draft.location, keyPath: draft.keyPath,
                hint: "say where the records live at the top of the spec (`remote: { path: /books }`), or leave the operation's `remote` out"
            )
            return nil
        }
        var method: HTTPMethod?
        if let written = draft.method {
            let names = HTTPMethod.allCases.map(\.rawValue)
            method = HTTPMethod(rawValue: written.value) ?? HTTPMethod(rawValue: written.value.uppercased())
            if method == nil {
                diagnostics.error(
                    "unknown HTTP method `\(SpecText.abbreviated(written.value))`", at: written.location, keyPath: written.keyPath,
                    hint: Suggestion.didYouMean(written.value.uppercased(), among: names).map { "\($0) Methods are: \(names.joined(separator: ", "))" }
                        ?? "write one of: \(names.joined(separator: ", "))"
                )
            }
        }
        var path: String?
        if let written = draft.path {
            let onOneRecord = kind.map { ![.fetchAll, .create].contains($0) } ?? true
            path = checkPath(written, placeholders: onOneRecord ? .id : .none, role: onOneRecord ? "the path of an operation on one record" : "the path of a \(kind?.rawValue ?? "") operation", into: &diagnostics)
        }
        guard let method, let path else { return nil }
        return RemoteRequest(method: method, path: path)
    }

    /// The server slice names a record by a `UUID` (its item path, a record made offline, the tests' JSON): a remote
    /// feature whose `id` is a `String` or an `Int` (an OpenAPI schema's `id: { type: integer }`) would not compile.
    static func checkIDType(_ drafts: [FieldDraft], fields: [FieldSpec], featureIsRemote: Bool, into diagnostics: inout DiagnosticCollector) {
        guard featureIsRemote, let id = fields.first(where: { $0.name == "id" }), id.type.description != "UUID" else { return }
        let written = drafts.first { $0.name?.value == "id" }
        diagnostics.error(
            "a feature with `remote:` names its records by a `UUID` id, and `id` is `\(id.type.description)`",
            at: written?.type?.location ?? written?.location, keyPath: written?.keyPath,
            hint: "scaffold's server slice does not generate `String` or `Int` ids yet: give `id` the type `UUID` where the server's ids are UUIDs, "
                + "or leave `remote:` out and keep the records on the device"
        )
    }

    /// Each field's JSON key: `remoteName:` only in a remote feature, never empty, and no two fields under one key
    /// (the key style's spelling of a field's name counts as its key).
    static func checkRemoteNames(
        _ drafts: [FieldDraft], fields: [FieldSpec], featureIsRemote: Bool, into diagnostics: inout DiagnosticCollector
    ) {
        var keys: [String: String] = [:]
        for draft in drafts {
            guard let written = draft.remoteName else { continue }
            guard featureIsRemote else {
                diagnostics.error(
                    "`remoteName` is the field's key in the server's JSON, and the feature has no `remote:`",
                    at: written.location, keyPath: written.keyPath,
                    hint: "say where the records live at the top of the spec (`remote: { path: /books }`), or leave `remoteName` out"
                )
                continue
            }
            guard let key = checkJSONKey(written, what: "`remoteName`", into: &diagnostics),
                  let name = draft.name?.value, fields.contains(where: { $0.name == name }) else { continue }
            keys[name] = key
        }
        // A field without `remoteName` is sent under its own name in the project's key style, which a spec does not
        // know: its name stands for its key.
        var owner: [String: String] = [:]
        for field in fields {
            let key = keys[field.name] ?? field.name
            if let other = owner[key] {
                let written = drafts.first { $0.name?.value == field.name }?.remoteName
                diagnostics.error(
                    "`\(field.name)` and `\(other)` would both be the server's `\(key)`",
                    at: written?.location ?? field.location, keyPath: written?.keyPath ?? "fields.\(field.name)",
                    hint: "give each field its own key with `remoteName:`"
                )
                continue
            }
            owner[key] = field.name
        }
    }

    /// Which placeholders a path holds: none (a collection), or `{id}` once (one record).
    private enum Placeholders { case none, id }

    /// A path from the base URL: starts with `/`, no query, fragment, space or `..`, and `{id}` exactly where wanted.
    private static func checkPath(
        _ written: Located<String>, placeholders: Placeholders, role: String, into diagnostics: inout DiagnosticCollector
    ) -> String? {
        func refuse(_ message: String, _ hint: String) -> String? {
            diagnostics.error(message, at: written.location, keyPath: written.keyPath, hint: hint)
            return nil
        }
        let path = written.value
        let shown = SpecText.abbreviated(path)
        let example = placeholders == .id ? "`\"/books/{id}\"`" : "`/books`"
        guard path.hasPrefix("/") else {
            let hint = path.contains("://") ? "write the base URL in `.scaffold.yml` (`remote.baseURL`) and the path here, e.g. \(example)"
                : "start it with `/`: `/\(path)`"
            return refuse("\(role) `\(shown)` does not start with `/`", hint)
        }
        if path.contains(where: { $0.isWhitespace }) || path.contains("?") || path.contains("#") {
            return refuse("\(role) `\(shown)` has a space, a query or a fragment", "write the path alone, e.g. \(example); the list's query comes from `pagination:`")
        }
        if path.split(separator: "/").contains("..") || path.contains("//") {
            return refuse("\(role) `\(shown)` has an empty or `..` segment", "write each segment once, e.g. \(example)")
        }
        let others = placeholderNames(in: path).filter { $0 != "id" }
        if let other = others.first {
            return refuse(
                "\(role) `\(shown)` has the placeholder `{\(other)}`; scaffold fills in only `{id}`, the record's id",
                placeholders == .id ? "write `{id}` for the record's id" : "a nested collection (`/authors/{authorID}/books`) is not supported; write a collection the server lists at one path"
            )
        }
        let ids = path.components(separatedBy: RemoteRequest.idPlaceholder).count - 1
        switch placeholders {
        case .id where ids != 1:
            return refuse(
                ids == 0 ? "\(role) `\(shown)` has no `{id}`" : "\(role) `\(shown)` has `{id}` more than once",
                "write where the record's id goes, once, e.g. \(example)"
            )
        case .none where ids > 0:
            return refuse("\(role) `\(shown)` names one record (`{id}`)", "write the collection's path, e.g. \(example)")
        default:
            return path
        }
    }

    /// `{bookId}` → `bookId`, every placeholder of a path.
    static func placeholderNames(in path: String) -> [String] {
        var names: [String] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// `page` (a number parameter), `cursor` (a parameter and the response field giving the next one) or `link` (the
    /// next URL from a response field or the `Link` header); a `next` field needs a wrapped list (`list:`).
    private static func checkPagination(_ draft: PaginationDraft, list: Located<String>?, into diagnostics: inout DiagnosticCollector) -> RemotePagination? {
        guard let written = draft.style else { return nil }
        let names = RemotePagination.Style.allCases.map(\.rawValue)
        guard let style = RemotePagination.Style(rawValue: written.value) else {
            diagnostics.error(
                "unknown pagination style `\(SpecText.abbreviated(written.value))`", at: written.location, keyPath: written.keyPath,
                hint: Suggestion.didYouMean(written.value, among: names).map { "\($0) Styles are: \(names.joined(separator: ", "))" }
                    ?? "write one of: \(names.joined(separator: ", "))"
            )
            return nil
        }
        var valid = true
        func refuse(_ located: Located<String>?, _ message: String, _ hint: String) {
            diagnostics.error(message, at: located?.location ?? draft.location, keyPath: located?.keyPath ?? draft.keyPath, hint: hint)
            valid = false
        }
        let parameter = draft.parameter.flatMap { checkQueryName($0, into: &diagnostics) }
        let size = draft.sizeParameter.flatMap { checkQueryName($0, into: &diagnostics) }
        valid = (draft.parameter == nil || parameter != nil) && (draft.sizeParameter == nil || size != nil) && valid
        var next: String?
        if let written = draft.next {
            next = checkJSONKey(written, what: "`pagination.next`", into: &diagnostics)
            valid = next != nil && valid
        }
        switch style {
        case .page where draft.next != nil:
            refuse(draft.next, "`next` is for `cursor` and `link` pagination; `page` counts pages", "leave `next` out, or write the style the server uses")
        case .cursor where draft.next == nil:
            refuse(nil, "`cursor` pagination needs `next`: the response field holding the next cursor", "add e.g. `next: next_cursor`")
        case .link where draft.parameter != nil:
            refuse(draft.parameter, "`link` pagination follows the URL the server gives; it sets no `parameter`", "leave `parameter` out")
        default: break
        }
        if let written = draft.next, list == nil {
            refuse(written, "`next` is a field of the list response, and the response is a bare list (no `list:`)",
                   "add `list:` (the field holding the records, e.g. `list: items`) beside `path`, or leave `next` out for a `Link` header")
        }
        guard valid else { return nil }
        return RemotePagination(style: style, parameter: parameter, sizeParameter: size, next: next)
    }

    /// A query parameter's name: letters, digits, `_`, `-`, `.`, `[` and `]` (`page[number]`).
    private static func checkQueryName(_ written: Located<String>, into diagnostics: inout DiagnosticCollector) -> String? {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_-.[]"))
        guard !written.value.isEmpty, written.value.unicodeScalars.allSatisfy(allowed.contains) else {
            diagnostics.error("`\(SpecText.abbreviated(written.value))` is not a query parameter name", at: written.location,
                              keyPath: written.keyPath, hint: "write the parameter's name as the URL spells it, e.g. `page` or `per_page`")
            return nil
        }
        return written.value
    }

    /// A key of the server's JSON: any text but empty or blank.
    private static func checkJSONKey(_ written: Located<String>, what: String, into diagnostics: inout DiagnosticCollector) -> String? {
        guard !written.value.trimmingCharacters(in: .whitespaces).isEmpty else {
            diagnostics.error("\(what) is empty", at: written.location, keyPath: written.keyPath, hint: "write the key as the server's JSON spells it")
            return nil
        }
        return written.value
    }
}
