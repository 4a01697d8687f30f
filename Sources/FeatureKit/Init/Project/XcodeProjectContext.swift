import ScaffoldCore
/// The values the `.xcodeproj` templates print (`InitXcodeProject`, `InitXcodeScheme`): every object's
/// identifier, every name already quoted for the property list, and the build settings lists. The templates
/// hold the file's fixed shape; every choice is made here.
struct XcodeProjectContext {
    let request: InitRequest

    var names: AppProjectNames { AppProjectNames(appName: request.appName) }

    /// The objects of the project file, by role. Each identifier derives from the app's name and the role.
    static let roles = [
        "project", "projectConfigurations", "projectDebug", "projectRelease",
        "mainGroup", "productsGroup", "appFolder", "sourcesFolder", "testsFolder", "appProduct", "testProduct",
        "appTarget", "appConfigurations", "appDebug", "appRelease", "appSources", "appFrameworks", "appResources",
        "appLibrary", "appLibraryFile",
        "testTarget", "testConfigurations", "testDebug", "testRelease", "testSources", "testFrameworks", "testResources",
        "testLibrary", "testLibraryFile",
        "package",
    ]

    var ids: [String: String] {
        Dictionary(uniqueKeysWithValues: Self.roles.map { ($0, XcodeObjectID.make("\(request.appName)/\($0)")) })
    }

    var values: [String: Any] {
        let settings = XcodeBuildSettings(names: names, isolation: request.isolation)
        let roots = request.roots
        return [
            "id": ids,
            // Names as the property list needs them (bare or quoted), and as comments show them.
            "plist": [
                "appTarget": PlistText.string(names.appTarget),
                "testTarget": PlistText.string(names.testTarget),
                "appProduct": PlistText.string(names.appProduct),
                "testProduct": PlistText.string(names.testProduct),
                "library": PlistText.string(request.appName),
                "appFolder": PlistText.string(InitFiles.appTargetFolder),
                "sourcesFolder": PlistText.string(roots.sources),
                "sourcesName": PlistText.string(request.appName),
                "testsFolder": PlistText.string(roots.tests),
                "testsName": PlistText.string(roots.module + "Tests"),
            ],
            "xcode": [
                "project": names.project,
                "appTarget": names.appTarget,
                "testTarget": names.testTarget,
                "appProduct": names.appProduct,
                "testProduct": names.testProduct,
                "library": request.appName,
                "appFolder": InitFiles.appTargetFolder,
                "sourcesName": request.appName,
                "testsName": roots.module + "Tests",
            ],
            "appSettings": Self.plist(settings.app),
            "testSettings": Self.plist(settings.tests),
            "projectDebugSettings": Self.plist(settings.projectDebug),
            "projectReleaseSettings": Self.plist(settings.projectRelease),
        ]
    }

    private static func plist(_ settings: [XcodeBuildSettings.Setting]) -> [[String: String]] {
        settings.map { ["key": $0.key, "value": PlistText.string($0.value)] }
    }
}
