import ScaffoldCore
/// The values XcodeGen's `project.yml` and Tuist's `Project.swift` print: the same names, targets and build
/// settings as the `.xcodeproj`, each value already a quoted literal (see `ManifestText`).
struct ManifestContext {
    let request: InitRequest

    var values: [String: Any] {
        let names = AppProjectNames(appName: request.appName)
        let settings = XcodeBuildSettings(names: names, isolation: request.isolation)
        let roots = request.roots
        return [
            "manifest": [
                "project": ManifestText.quoted(names.project),
                "scheme": ManifestText.quoted(names.scheme),
                "appTarget": ManifestText.quoted(names.appTarget),
                "testTarget": ManifestText.quoted(names.testTarget),
                "library": ManifestText.quoted(request.appName),
                "appBundleID": ManifestText.quoted(names.appBundleID),
                "testBundleID": ManifestText.quoted(names.testBundleID),
                "displayName": ManifestText.quoted(request.appName),
                "appFolder": ManifestText.quoted(InitFiles.appTargetFolder),
                "testsFolder": ManifestText.quoted(roots.tests),
                "deploymentTarget": ManifestText.quoted(XcodeBuildSettings.iOSDeploymentTarget),
            ],
            "yamlAppSettings": Self.quoted(settings.app.filter { $0.key != "IPHONEOS_DEPLOYMENT_TARGET" }),
            "yamlTestSettings": Self.quoted(settings.tests.filter { $0.key != "IPHONEOS_DEPLOYMENT_TARGET" }),
            "swiftSettings": Self.quoted(settings.swift),
        ]
    }

    private static func quoted(_ settings: [XcodeBuildSettings.Setting]) -> [[String: String]] {
        settings.map { ["key": $0.key, "value": ManifestText.quoted($0.value)] }
    }
}
