/// A value kept beside the stores, named unlike its file: the layout gives a role to the type its file is named for.
struct SettingsDefaults {
    static let key = "pingInterval"
}
