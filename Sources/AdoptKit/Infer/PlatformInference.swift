/// What the app runs on that generated features cannot assume: an iOS deployment target below 17 (generated screens
/// use `NavigationStack`, `ContentUnavailableView` and `navigationDestination(for:)`), and navigation by
/// `NavigationView`, where a feature's routes (`navigationDestination(for:)`) are never shown until `feature` makes it a
/// `NavigationStack` (`StackRewrite`); and an Xcode project
/// that lists its files one by one, which compiles none of the files a feature creates until they are added to it
/// (`feature` adds them: `XcodeMembership`).
struct PlatformInference {
    let inventory: Inventory
    /// The iOS version generated code needs.
    static let requiredIOS = 17.0

    func infer() -> Findings {
        var findings = Findings()
        let targets = inventory.xcodeProjects.compactMap { project in project.iOSDeploymentTarget.map { ($0, project.path + "/project.pbxproj") } }
            + inventory.packages.compactMap { package in package.iOSDeploymentTarget.map { ($0, join(package.folder, "Package.swift")) } }
        if let (lowest, file) = targets.min(by: { $0.0 < $1.0 }), lowest < Self.requiredIOS {
            findings.observations.append(
                "the app deploys to iOS \(Self.format(lowest)) (\(file)); generated features use iOS \(Self.format(Self.requiredIOS)) API "
                    + "(NavigationStack, ContentUnavailableView): raise the deployment target before adding one")
        }
        for project in inventory.xcodeProjects where project.listsFiles {
            let targets = project.targets.filter { [.application, .unitTests].contains($0.kind) }.map(\.name)
            guard !targets.isEmpty else { continue }
            findings.observations.append(
                "\(project.path) lists each source file of its targets (no folder synchronized with one): `feature` adds each file it "
                    + "creates to \(targets.joined(separator: " and ")) in the project (its folder's group, the target's Sources phase; "
                    + "a backup of project.pbxproj is kept), or refuses, writing nothing, where it cannot tell the target")
        }
        let shown = inventory.types.filter { $0.isApp || $0.isView }
        let stacks = shown.filter { $0.fact.references.contains { $0.text == "NavigationStack" } }
        if stacks.isEmpty, let view = shown.first(where: { $0.fact.references.contains { $0.text == "NavigationView" } }) {
            findings.observations.append(
                "the app navigates with NavigationView (\(view.file):\(view.line)), where a feature's routes (`navigationDestination(for:)`) "
                    + "push nothing: `feature` makes a NavigationView of one screen a NavigationStack (on iPad that screen then fills the window), "
                    + "and refuses one of columns")
        }
        return findings
    }

    private static func format(_ version: Double) -> String {
        version == version.rounded() ? String(Int(version)) : String(version)
    }
}
