/// A persisting store's records across the feature's versions (issue 33): the steps `<Entity>StoredRecord.read` takes
/// to turn a record an earlier version stored into this version's (`RecordMigration`, in order: renamed keys, defaults,
/// dropped keys), and the fixtures of every shape the tests plant and load. Every store that persists gets it, one
/// shape or many: with one, `read` hands a record back as it is and still returns the keys this version does not know
/// (a later version's field), so an older app's save never loses them; and the remote local copy reads through it.
/// The in-memory stores have nothing to migrate and get none (absent).
struct MigrationContext: Encodable {
    /// The type over the stored records: the store, or clean's JSON file data source.
    var store: String
    /// What the store is called in words: `store`, mvvm's `manager`, clean's `data source`.
    var storeRole: String
    /// What one record is, as this version encodes it, in words: `a wallet`, clean's `a WalletDTO`.
    var encodes: String
    /// Clean: a record is the data transfer object, not the entity.
    var encodesDTO: Bool
    /// The keys this version stores, as the elements of a Swift set literal.
    var keys: String
    /// `read` has steps to take (a renamed key, a default, a dropped key); a widened number reads as it is.
    var migrates: Bool
    /// Fields whose values earlier versions stored under other keys.
    var renames: [Rename]
    /// Fields that records without a value get a `default:` for.
    var defaults: [Default]
    /// Keys `dropped:` lets go.
    @Flagged var dropped: [Key]
    /// A record of each shape the records have had, and what this version reads and saves of it.
    var fixtures: [Fixture]
    /// The entity with its article, for a test's name: `AWallet`.
    var testSubject: String
    /// What the tests encode to see a record as this version stores it: the entity, clean's DTO of it.
    var encodedEntity: String

    /// A field and its earlier keys, newest first.
    struct Rename: Encodable {
        /// The field's key now.
        var field: String
        /// Its earlier keys.
        var from: [Key]
        /// Them in words, for a comment: `` `name` `` or `` `name` or `label` ``.
        var formerly: String
    }

    /// A field's `default:`.
    struct Default: Encodable {
        /// The field's key.
        var field: String
        /// Its value's JSON text as a Swift raw string literal.
        var json: String
    }

    /// A key of a stored record.
    struct Key: Encodable {
        /// The key.
        var key: String
    }

    /// One shape's record for the tests, each JSON text a Swift raw string literal.
    struct Fixture: Encodable {
        /// The version that stored it, counted from 1.
        var version: Int
        /// As that version stored it.
        var stored: String
        /// As this version reads it (the record this version's model encodes to).
        var read: String
        /// As this version saves it again: what it read, with the keys it keeps.
        var saved: String
    }

    /// Nil for a store that does not persist.
    init?(plan: Plan) {
        guard let migration = plan.migration else { return nil }
        let names = plan.names
        let clean = plan.storage == .jsonDataSource
        store = clean ? plan.fileDataSource : names.repository
        storeRole = clean ? "data source" : plan.storage == .userDefaults ? "manager" : "store"
        encodes = clean ? "a \(names.dataTransferObject)" : Naming.withArticle(Naming.label(names.entity).lowercased())
        encodesDTO = clean
        keys = migration.keys.map { FieldValue.text($0).swiftLiteral }.joined(separator: ", ")
        migrates = !migration.renames.isEmpty || !migration.defaults.isEmpty || !migration.dropped.isEmpty
        renames = migration.renames.map { rename in
            Rename(field: rename.field, from: rename.from.map(Key.init), formerly: rename.from.map { "`\($0)`" }.joined(separator: " or "))
        }
        defaults = migration.defaults.map { Default(field: $0.field, json: SwiftLiteral.raw($0.value.jsonLiteral)) }
        dropped = migration.dropped.map(Key.init)
        testSubject = Naming.upperFirst(Naming.withArticle(Naming.label(names.entity).lowercased())).split(separator: " ")
            .map { Naming.upperFirst(String($0)) }.joined()
        encodedEntity = clean ? "\(names.mapper).dto(from: \(names.entityVariable))" : names.entityVariable
        fixtures = migration.fixtures.map { fixture in
            Fixture(version: fixture.version, stored: SwiftLiteral.raw(fixture.stored), read: SwiftLiteral.raw(fixture.read),
                    saved: SwiftLiteral.raw(fixture.saved))
        }
    }
}
