import ScaffoldCore

extension ProjectContext {
    /// The root-relative folders `check` reads. In an app scaffold did not create (`adopted: true`, as `scaffold adopt`
    /// writes), the whole repository: there `sources` names the one module new features go into, while the
    /// architecture `check` holds the app to spans every package and target (issue 25: "every target found"); a
    /// user narrows it with `check.exclude`. Elsewhere, the configured sources (`sourceFolders`).
    public var checkedFolders: [String] {
        if let config, config.existingApp != nil, config.roots == roots { return ["."] }
        return sourceFolders
    }
}
