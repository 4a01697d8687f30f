@testable import FeatureKit
@testable import ScaffoldCore

/// Small builders so plan tests read like the specs they stand for.
enum Specs {
    static func field(_ name: String, _ type: String, _ rules: [FieldRule] = []) -> FieldSpec {
        FieldSpec(name: name, type: TypeRef(parsing: type)!, rules: rules)
    }

    static func op(
        _ name: String, _ kind: OperationKind? = nil, validation: Bool? = nil, transformation: Bool? = nil,
        repositories: [String]? = nil, usedBy: [String]? = nil, useCase: Bool? = nil,
        sets: [FieldAssignment]? = nil, reads: [EntityReference]? = nil, index: Int = 0
    ) -> OperationSpec {
        OperationSpec(
            name: name, kind: kind ?? OperationKind.implied(byName: name) ?? .custom, validation: validation,
            transformation: transformation, repositories: repositories, usedBy: usedBy, useCase: useCase,
            sets: sets, reads: reads, index: index
        )
    }

    static let crud = ["list", "create", "update", "delete"].map { op($0) }

    static func wallet(fields: [FieldSpec]? = nil, operations: [OperationSpec] = crud) -> FeatureSpec {
        FeatureSpec(
            feature: "Wallet",
            fields: fields ?? [
                field("name", "String", [.nonEmpty, .maxLength(50)]),
                field("balance", "Decimal", [.min(0)]),
                field("ownerIDs", "[String]"),
                field("note", "String?"),
            ],
            operations: operations
        )
    }

    /// `known` entities are recorded features of the project: each with a `name` and the default CRUD operations.
    static func plan(_ spec: FeatureSpec, preset: Preset = .layered, known: Set<String> = []) throws -> Plan {
        let recorded = known.sorted().map { FeatureSpec(feature: $0, fields: [field("name", "String")], operations: crud) }
        return try Planner(preset: preset, roots: ProjectRoots(module: "App"), knownEntities: known, project: ProjectFeatures(recorded)).plan(spec)
    }
}
