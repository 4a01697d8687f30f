import ScaffoldCore

/// An adopted app with no test target (adopt asked which folder holds its tests, and `.scaffold.yml` still names none):
/// a feature's tests are written to the default folder, which no target compiles, so they neither build nor run until
/// a test target compiles that folder. `feature` says so once a run, naming the folder, rather than letting the tests
/// look proved.
enum UntargetedTestsNote {
    /// The note for `feature`'s run; nil for an app scaffold made, or one whose file names its tests' folder.
    static func text(config: ProjectConfig?, feature: String) -> String? {
        guard let config, config.existingApp != nil, !config.namesTestFolder else { return nil }
        return "\(feature)'s tests go to \(config.roots.tests)/, which no target compiles (\(ProjectConfig.fileName) names no "
            + "`tests:` folder: adopt found no test target); add a unit test target compiling that folder, or set `tests:` "
            + "to the folder of one, so they build and run"
    }
}
