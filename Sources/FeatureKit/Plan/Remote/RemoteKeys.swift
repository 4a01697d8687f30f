import ScaffoldCore

/// The JSON key of each field on the server: its `remoteName:` when the spec states one, else the field's name in
/// the project's key style (`.scaffold.yml` `remote.keyStyle`: `openedAt` or `opened_at`). Seed 002, Data Layer:
/// "DTOs (Data Transfer Objects)" — the server's keys are the DTO's `CodingKeys`, and the app's model never sees them;
/// the DTO spells each key itself rather than leaving it to a `JSONDecoder` strategy, so a key the server spells
/// unusually (`memo`) and the rest are read the same way, and a test can name the key the server gets.
enum RemoteKeys {
    /// The server's key for `field`.
    static func key(for field: FieldSpec, style: RemoteKeyStyle) -> String {
        field.remoteName ?? style.key(for: field.name)
    }

    /// The server's key for the id: `id` in either style.
    static let id = "id"
}
