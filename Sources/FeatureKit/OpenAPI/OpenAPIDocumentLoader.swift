import Foundation
import OpenAPIKit
import OpenAPIKit30
import OpenAPIKitCompat
import ScaffoldCore
import Yams

extension YAMLFile {
    /// An OpenAPI document: YAML or JSON, as large and deep as real APIs' are, its `$ref`s in place of anchors.
    static let openAPI = YAMLFile(
        subject: "the OpenAPI document", document: "the OpenAPI document", language: "YAML or JSON", aliasPlace: "OpenAPI documents scaffold reads",
        maximumIndentation: 400, maximumFlowDepth: 128, maximumSize: 32 << 20,
        binaryHint: "an OpenAPI document is YAML or JSON text; check that --openapi names the right file",
        encodingHint: "save the document as UTF-8",
        nestingHint: "the document nests deeper than an API description does",
        bracketHint: "look for a stray `[` or `{`",
        aliasHint: "write the value out, or refer to it with `$ref`",
        emptyHint: "an OpenAPI document starts with `openapi: 3.1.0`, `info:` and `paths:`",
        syntaxHint: "check indentation, quotes and brackets here",
        sizeHint: "check that --openapi names an API description",
        sizeLimitReason: "an API description scaffold reads can be (32 MB)"
    )
}

/// An OpenAPI document read: OpenAPIKit's model of it (3.0 documents converted to the 3.1 model, as OpenAPIKitCompat
/// converts them) and its text as a tree, for locations.
struct LoadedDocument {
    var document: OpenAPIKit.OpenAPI.Document
    var tree: DocumentTree
    /// `openapi:` as written (`3.0.3`).
    var version: String

    /// Whether `components/schemas` holds a schema of that name.
    func hasSchema(_ name: String) -> Bool {
        OpenAPI.ComponentKey(rawValue: name).map { document.components.schemas[$0] != nil } ?? false
    }
}

/// Reads an OpenAPI 3.0, 3.1 or 3.2 document with OpenAPIKit; every problem is said at its place in the document.
enum OpenAPIDocumentLoader {
    static func load(_ data: Data, path: String, into diagnostics: inout DiagnosticCollector) -> LoadedDocument? {
        guard let root = YAMLLoader.load(data, path: path, as: .openAPI, into: &diagnostics) else { return nil }
        let tree = DocumentTree(root: root, file: path)
        guard case .mapping(let mapping) = root else {
            diagnostics.error("the OpenAPI document must be a mapping, found \(SpecNode(root, file: path).found)",
                              at: tree.location(of: JSONPointer()), hint: YAMLFile.openAPI.emptyHint)
            return nil
        }
        if let swagger = mapping.first(where: { $0.key.string == "swagger" })?.value {
            diagnostics.error(
                "this is a Swagger \(swagger.string ?? "2") document; scaffold reads OpenAPI 3.0, 3.1 and 3.2",
                at: tree.location(of: JSONPointer(["swagger"])), keyPath: "#/swagger",
                hint: "convert it to OpenAPI 3 first (for example with swagger2openapi or the Swagger Editor's converter)"
            )
            return nil
        }
        guard let version = mapping.first(where: { $0.key.string == "openapi" })?.value.string else {
            diagnostics.error("the document has no `openapi:` version", at: tree.location(of: JSONPointer()), keyPath: "#/openapi",
                              hint: "an OpenAPI document starts with `openapi: 3.1.0` (or 3.0.x)")
            return nil
        }
        let decodable = plainKeys(root)
        do {
            let document: OpenAPIKit.OpenAPI.Document
            if version.hasPrefix("3.0.") {
                document = try YAMLDecoder().decode(OpenAPIKit30.OpenAPI.Document.self, from: decodable).convert(to: .v3_1_1)
            } else if version.hasPrefix("3.1.") || version.hasPrefix("3.2.") {
                document = try YAMLDecoder().decode(OpenAPIKit.OpenAPI.Document.self, from: decodable)
            } else {
                diagnostics.error(
                    "OpenAPI \(version) is not a version scaffold reads", at: tree.location(of: JSONPointer(["openapi"])), keyPath: "#/openapi",
                    hint: "scaffold reads OpenAPI 3.0.x, 3.1.x and 3.2.x documents"
                )
                return nil
            }
            return LoadedDocument(document: document, tree: tree, version: version)
        } catch {
            let readable = OpenAPIKit.OpenAPI.Error(from: error)
            let pointer = JSONPointer(readable.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue })
            diagnostics.error(
                "the document is not valid OpenAPI \(version): \(readable.localizedDescription)",
                at: tree.location(of: pointer), keyPath: pointer.description,
                hint: "fix the document here; scaffold reads it with OpenAPIKit, as swift-openapi-generator does"
            )
            return nil
        }
    }

    /// The tree with every mapping key as plain text. Yams finds a key by its text *and* the type that text resolves
    /// to, so the quoted key `"200":` (text) is not found under the name `200` (a number), and OpenAPIKit would say a
    /// response it just listed is missing.
    static func plainKeys(_ node: Node) -> Node {
        switch node {
        case .mapping(let mapping):
            let pairs = mapping.map { pair in (pair.key.string.map { Node($0) } ?? pair.key, plainKeys(pair.value)) }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map(plainKeys), sequence.tag, sequence.style, sequence.mark))
        default:
            return node
        }
    }
}
