import Foundation
import OpenAPIKit
import ScaffoldCore

/// What `scaffold feature Book --openapi api.yaml [--schema Book] [--spec FILE]` reads.
public struct OpenAPIInput: Sendable {
    /// The document's path as given, and its bytes.
    public var path: String
    public var contents: Data
    /// `--schema`; nil = the feature's name (or the file's `entity:`).
    public var schema: String?
    /// The feature's name as given on the command line; nil = the file's `feature:`, else the schema's name.
    public var feature: String?
    /// `--spec` beside `--openapi`: a spec file merged over what the document says, its keys winning.
    public var overlay: (path: String, contents: Data)?
    /// `.scaffold.yml`'s `remote.baseURL`: when set, the document's server is not copied into the spec.
    public var configBaseURL: String?

    public init(
        path: String, contents: Data, schema: String? = nil, feature: String? = nil, overlay: (path: String, contents: Data)? = nil,
        configBaseURL: String? = nil
    ) {
        self.path = path
        self.contents = contents
        self.schema = schema
        self.feature = feature
        self.overlay = overlay
        self.configBaseURL = configBaseURL
    }
}

/// A spec read from an OpenAPI document, and what the reading approximated or left out (shown as notes).
public struct ImportedSpec: Sendable {
    public var spec: FeatureSpec
    public var notes: [Diagnostic]
    /// The document's schema the fields came from.
    public var schema: String
}

/// The OpenAPI document → a spec draft: the schema's fields (`SchemaFieldReader`), the operations its paths give
/// (`PathOperationReader`), the first server as the base URL. Pure: bytes in, draft and diagnostics out; the same
/// validation as a spec file's then judges it (`SpecLoader.openAPI`).
enum OpenAPIImport {
    struct Draft {
        var spec: SpecDraft
        /// The refusal of each field whose type could not be read, by field name (a file's `type:` lifts it).
        var refusals: [String: Diagnostic]
        var notes: [Diagnostic]
    }

    static func draft(
        _ loaded: LoadedDocument, schema: String, feature: Located<String>?, configBaseURL: String?, into diagnostics: inout DiagnosticCollector
    ) -> Draft? {
        let mapping = OpenAPITypeMapping(document: loaded.document, tree: loaded.tree)
        let names = loaded.document.components.schemas.keys.map(\.rawValue)
        guard let key = OpenAPI.ComponentKey(rawValue: schema), let root = loaded.document.components.schemas[key] else {
            let pointer = JSONPointer(["components", "schemas"])
            diagnostics.error(
                "the document has no schema `\(SpecText.abbreviated(schema))`", at: loaded.tree.location(of: pointer), keyPath: pointer.description,
                hint: names.isEmpty ? "the document describes no schemas under `components/schemas`"
                    : (Suggestion.didYouMean(schema, among: names).map { "\($0) " } ?? "")
                        + "name one with --schema: \(names.prefix(12).joined(separator: ", "))\(names.count > 12 ? ", …" : "")"
            )
            return nil
        }
        let pointer = JSONPointer(["components", "schemas", schema])
        guard let fields = SchemaFieldReader(mapping: mapping).read(root, at: pointer, into: &diagnostics) else { return nil }
        var notes = fields.notes
        let server = self.server(loaded, configBaseURL: configBaseURL, notes: &notes)
        var operations = PathOperationReader(mapping: mapping, schema: schema, pathPrefix: server.prefix).read(into: &diagnostics)
        notes += operations.notes
        if var remote = operations.remote {
            remote.baseURL = server.baseURL
            operations.remote = remote
        }
        let typeName = OpenAPITypeMapping.typeName(schema)
        var draft = SpecDraft(
            feature: feature ?? loaded.tree.located(typeName, at: pointer), fields: fields.drafts, operations: operations.drafts
        )
        if typeName != draft.feature?.value { draft.entity = loaded.tree.located(typeName, at: pointer) }
        draft.remote = operations.remote
        return Draft(spec: draft, refusals: fields.refusals, notes: notes)
    }

    /// The first server: its absolute URL (variables at their defaults) becomes the spec's `remote.baseURL` unless
    /// `.scaffold.yml` names one; a relative one (`/v1`) is put before every path.
    private static func server(_ loaded: LoadedDocument, configBaseURL: String?, notes: inout [Diagnostic]) -> (baseURL: Located<String>?, prefix: String) {
        guard let first = loaded.document.servers.first else { return (nil, "") }
        var url = first.urlTemplate.rawValue
        for (name, variable) in first.variables { url = url.replacingOccurrences(of: "{\(name)}", with: variable.default) }
        while url.hasSuffix("/") { url.removeLast() }
        let pointer = JSONPointer(["servers", "0", "url"])
        if url.hasPrefix("/") || url.isEmpty {
            if configBaseURL == nil {
                notes.append(Diagnostic(.warning, "the document's server `\(url)` has no host; the app needs `.scaffold.yml`'s `remote.baseURL`",
                                        at: loaded.tree.location(of: pointer), keyPath: pointer.description))
            }
            return (nil, url)
        }
        if let configBaseURL {
            if configBaseURL != url {
                notes.append(Diagnostic(
                    .warning, "the document's server is `\(url)`; the feature uses `.scaffold.yml`'s `remote.baseURL` (`\(configBaseURL)`)",
                    at: loaded.tree.location(of: pointer), keyPath: pointer.description))
            }
            return (nil, "")
        }
        return (loaded.tree.located(url, at: pointer), "")
    }
}

extension Diagnostic {
    /// `api.yaml:12:7: message (at #/components/schemas/Book)`: a note of `plan` and `feature` on one line.
    var oneLine: String {
        var text = location.map { "\($0): " } ?? ""
        text += message
        if let keyPath, !keyPath.isEmpty { text += " (at \(keyPath))" }
        return text
    }
}
