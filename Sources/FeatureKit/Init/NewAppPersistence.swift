import ScaffoldCore

/// Where a new app keeps its data unless `init --persistence` says otherwise: a production store persists.
///
/// The in-memory actor of layered, features and clean (seed 002's local data source) loses every entity on
/// relaunch; it stays the store of previews and tests. So `init` writes `persistence: json` into
/// `.scaffold.yml`: each feature keeps its entities in one JSON file under Application Support. mvvm's own
/// store persists already — seed 003, Persistence Layer: "UserDefaults, JSONEncoder" through a persistence
/// manager — so an mvvm app keeps it, and `.scaffold.yml` leaves the key commented out.
public struct NewAppPersistence: Sendable {
    public var preset: Preset

    public init(preset: Preset) {
        self.preset = preset
    }

    /// The stated value, else `json` for a preset whose own store forgets on relaunch, else nil (the preset's own).
    public func persistence(stated: Persistence?) -> Persistence? {
        stated ?? (preset.storage.persists ? nil : .json)
    }
}
