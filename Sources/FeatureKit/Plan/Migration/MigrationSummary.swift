/// `plan`'s words for a feature's `RecordMigration`: what the store will do to a record an earlier version stored.
public enum MigrationSummary {
    public static func heading(_ migration: RecordMigration, feature: String) -> String {
        let shapes = migration.shapeCount == 1 ? "1 shape" : "\(migration.shapeCount) shapes"
        return "Migration: records earlier versions stored (\(shapes) kept in \(FeatureRecord.path(for: feature))):"
    }

    /// One line per change, in the order the store applies them, then what the tests prove.
    public static func lines(_ migration: RecordMigration) -> [String] {
        var lines: [String] = []
        for rename in migration.renames {
            let keys = rename.from.map { "`\($0)`" }.joined(separator: ", then ")
            lines.append("\(rename.field): read from \(keys) in a record without `\(rename.field)`")
        }
        for value in migration.defaults {
            lines.append("\(value.field): \(value.value.jsonLiteral) in a record without one (`default:`)")
        }
        for widening in migration.widened {
            let versions = widening.versions.map(String.init).joined(separator: ", ")
            let by = widening.versions.count == 1 ? "version \(versions)" : "versions \(versions)"
            lines.append("\(widening.field): stored as \(widening.from) by \(by), read as \(widening.to) unchanged")
        }
        for key in migration.kept {
            lines.append("\(key): removed; its stored values are written back with their record at every save, until `dropped:` lists it")
        }
        for key in migration.dropped {
            lines.append("\(key): dropped; a record loses its value the next time it is saved")
        }
        if !migration.fixtures.isEmpty {
            let versions = migration.fixtures.map { "version \($0.version)" }.joined(separator: ", ")
            lines.append("tests: a record of each shape loads (\(versions))")
        }
        return lines
    }
}
