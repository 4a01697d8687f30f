/// What a feature's store does to a stored record before decoding it, and to a record it saves (issue 33): the typed
/// plan of the migration `plan` prints and the store and its tests are generated from. Made by `MigrationPlanner`
/// from the shapes the records have had (`ShapeHistory`) and what the spec says (`default:`, `renamedFrom:`,
/// `dropped:`).
public struct RecordMigration: Codable, Hashable, Sendable {
    /// The keys this version stores, in field order: a record's other keys are not its model's.
    public var keys: [String]
    /// Fields whose values earlier versions stored under other keys: moved to the field's key in a record without it.
    public var renames: [Rename] = []
    /// Values that records without one get (`default:`): a field added since, or once optional.
    public var defaults: [Default] = []
    /// Fields whose type changed in a way their stored values read as they are (a number widened).
    public var widened: [Widening] = []
    /// Keys of removed fields, whose stored values every save writes back with their record until `dropped:` lists them.
    public var kept: [String] = []
    /// Keys of removed fields whose stored values a record loses when it is read (`dropped:`).
    public var dropped: [String] = []
    /// A record of each shape the records have had, and what this version must make of it; the generated tests load
    /// each. A shape with a field no sample exists for (another entity's value) has none.
    public var fixtures: [ShapeFixture] = []
    /// How many shapes scaffold keeps of the feature (`FeatureRecord.shapes`), for `plan`.
    public var shapeCount: Int = 1

    /// Whether a record an earlier version stored can differ from this version's: anything to say in `plan`.
    public var changesRecords: Bool {
        !renames.isEmpty || !defaults.isEmpty || !widened.isEmpty || !kept.isEmpty || !dropped.isEmpty
    }

    /// A field's earlier keys, newest first.
    public struct Rename: Codable, Hashable, Sendable {
        public var field: String
        public var from: [String]
    }

    /// A field's `default:`.
    public struct Default: Codable, Hashable, Sendable {
        public var field: String
        public var value: FieldValue
    }

    /// A field stored as `from` by the versions listed, `to` now.
    public struct Widening: Codable, Hashable, Sendable {
        public var field: String
        public var from: TypeRef
        public var to: TypeRef
        public var versions: [Int]
    }
}

/// One shape's record, as JSON text with sorted keys: as that version stored it, as this version reads it (its model
/// encoded again), and as this version saves it again (what it read, with the keys it keeps).
public struct ShapeFixture: Codable, Hashable, Sendable {
    /// The version that stored it (`FeatureRecord.shapes`, counted from 1).
    public var version: Int
    public var stored: String
    public var read: String
    public var saved: String
}
