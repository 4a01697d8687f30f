import Foundation
import ScaffoldCore

/// What scaffold remembers of a feature it generated: the validated spec and the persistence it was planned
/// with, in `.scaffold/specs/<Feature>.json`. It is a generated file of the feature's group (written by the one
/// writer, listed in the manifest, removed by `destroy`, which keeps it apart where its versions stored records:
/// `DestroyedRecord`), and later runs read it: the id type, fields and list
/// operation of an entity that `reads:` names, and which records refer to an entity whose delete keeps
/// references whole (`onDelete:`), and the shapes its stored records have had (`shapes`). A feature generated again
/// from its record renders the same files.
public struct FeatureRecord: Codable, Hashable, Sendable {
    public static let folder = ".scaffold/specs"
    public static let currentVersion = 1

    public var version: Int
    public var spec: FeatureSpec
    /// The persistence that won when the feature was planned (`--persistence`, the spec's or `.scaffold.yml`'s);
    /// nil = the preset's own store.
    public var persistence: Persistence?
    /// Every shape the feature's records were stored in by a version generated with a store that keeps them, oldest
    /// first, the current one last (issue 33: what its stores migrate from, and the fixtures its tests load); nil =
    /// one shape, the spec's, as in every record written before shapes were kept, so a feature whose records never
    /// changed shape keeps the same bytes.
    public var shapes: [RecordShape]?

    /// The spec without where it was written: a record is the same bytes whichever file or shorthand made it.
    public init(spec: FeatureSpec, persistence: Persistence?, shapes: [RecordShape]? = nil) {
        var spec = spec
        spec.sourceFile = nil
        spec.fields = spec.fields.map { field in
            var field = field
            field.location = nil
            return field
        }
        spec.operations = spec.operations.map { operation in
            var operation = operation
            operation.location = nil
            operation.keyLocations = [:]
            return operation
        }
        self.version = Self.currentVersion
        self.spec = spec
        self.persistence = persistence
        self.shapes = shapes
    }

    /// The shapes earlier versions stored records in, oldest first: the recorded ones, or the spec's alone in a record
    /// that keeps none.
    public var storedShapes: [RecordShape] {
        shapes ?? [RecordShape.of(spec, after: nil)]
    }

    public static func path(for feature: String) -> String { "\(folder)/\(feature).json" }

    /// Sorted, pretty JSON with a final newline: the same record is always the same bytes.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, numbers and lists cannot fail to encode.
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
