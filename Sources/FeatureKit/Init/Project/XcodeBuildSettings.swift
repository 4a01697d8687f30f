import ScaffoldCore
/// The build settings of the app's Xcode project, as data. The `.xcodeproj` and XcodeGen's `project.yml` print
/// the same lists, and Tuist's `Project.swift` the Swift ones, so every project format builds the same app.
///
/// Apple's build settings reference (developer.apple.com/documentation/xcode/build-settings-reference) for
/// the settings that carry the isolation of `.scaffold.yml`:
/// - `SWIFT_DEFAULT_ACTOR_ISOLATION` (Xcode 26): `MainActor` makes undeclared isolation main-actor, as
///   `.defaultIsolation(MainActor.self)` does in Package.swift.
/// - `SWIFT_APPROACHABLE_CONCURRENCY` (Xcode 26): what Xcode 26 writes for new projects, turning on its set of
///   upcoming features.
/// - `SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT`: "Runs nonisolated async functions on the
///   caller's actor by default unless the function is explicitly marked `@concurrent`."
/// - `SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES`: "Infer conformances of global-actor isolated types as
///   isolated to the same actor unless isolation is explicitly specified as `nonisolated`."
/// The two features are named one by one as well, so the project states exactly what Package.swift states.
struct XcodeBuildSettings {
    /// One `KEY = value` line; values are plain text, each format quotes them its own way.
    struct Setting: Equatable {
        var key: String
        var value: String
    }

    static let swiftVersion = "6.0"
    static let iOSDeploymentTarget = "17.0"

    let names: AppProjectNames
    let isolation: Isolation

    /// What every target states itself: Swift 6 language mode (complete strict concurrency) and the isolation.
    var swift: [Setting] {
        var settings = [Setting(key: "SWIFT_VERSION", value: Self.swiftVersion)]
        if isolation == .mainActor {
            settings += [
                Setting(key: "SWIFT_APPROACHABLE_CONCURRENCY", value: "YES"),
                Setting(key: "SWIFT_DEFAULT_ACTOR_ISOLATION", value: "MainActor"),
                Setting(key: "SWIFT_UPCOMING_FEATURE_INFER_ISOLATED_CONFORMANCES", value: "YES"),
                Setting(key: "SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT", value: "YES"),
            ]
        }
        return settings
    }

    /// The app target: an iPhone and iPad app with a generated Info.plist (launch screen, scenes) showing the
    /// app's name under its icon.
    var app: [Setting] {
        sorted(common + [
            Setting(key: "ENABLE_PREVIEWS", value: "YES"),
            Setting(key: "INFOPLIST_KEY_CFBundleDisplayName", value: names.appName),
            Setting(key: "INFOPLIST_KEY_UIApplicationSceneManifest_Generation", value: "YES"),
            Setting(key: "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents", value: "YES"),
            Setting(key: "INFOPLIST_KEY_UILaunchScreen_Generation", value: "YES"),
            Setting(key: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad", value: Self.orientations(upsideDown: true)),
            Setting(key: "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone", value: Self.orientations(upsideDown: false)),
            Setting(key: "LD_RUNPATH_SEARCH_PATHS", value: "$(inherited) @executable_path/Frameworks"),
            Setting(key: "PRODUCT_BUNDLE_IDENTIFIER", value: names.appBundleID),
            Setting(key: "SWIFT_EMIT_LOC_STRINGS", value: "YES"),
        ])
    }

    /// The unit-test target: a test bundle of its own (no host app), so the library is linked once.
    var tests: [Setting] {
        sorted(common + [
            Setting(key: "PRODUCT_BUNDLE_IDENTIFIER", value: names.testBundleID),
            Setting(key: "SWIFT_EMIT_LOC_STRINGS", value: "NO"),
        ])
    }

    /// The project's own Debug and Release settings, under every target's.
    var projectDebug: [Setting] {
        sorted(projectCommon + [
            Setting(key: "DEBUG_INFORMATION_FORMAT", value: "dwarf"),
            Setting(key: "ENABLE_TESTABILITY", value: "YES"),
            Setting(key: "GCC_OPTIMIZATION_LEVEL", value: "0"),
            Setting(key: "ONLY_ACTIVE_ARCH", value: "YES"),
            Setting(key: "SWIFT_ACTIVE_COMPILATION_CONDITIONS", value: "DEBUG $(inherited)"),
            Setting(key: "SWIFT_OPTIMIZATION_LEVEL", value: "-Onone"),
        ])
    }

    var projectRelease: [Setting] {
        sorted(projectCommon + [
            Setting(key: "DEBUG_INFORMATION_FORMAT", value: "dwarf-with-dsym"),
            Setting(key: "ENABLE_NS_ASSERTIONS", value: "NO"),
            Setting(key: "SWIFT_COMPILATION_MODE", value: "wholemodule"),
            Setting(key: "VALIDATE_PRODUCT", value: "YES"),
        ])
    }

    private var common: [Setting] {
        swift + [
            Setting(key: "CODE_SIGN_STYLE", value: "Automatic"),
            Setting(key: "CURRENT_PROJECT_VERSION", value: "1"),
            Setting(key: "GENERATE_INFOPLIST_FILE", value: "YES"),
            Setting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: Self.iOSDeploymentTarget),
            Setting(key: "MARKETING_VERSION", value: "1.0"),
            Setting(key: "PRODUCT_NAME", value: "$(TARGET_NAME)"),
            Setting(key: "TARGETED_DEVICE_FAMILY", value: "1,2"),
        ]
    }

    private var projectCommon: [Setting] {
        [
            Setting(key: "ENABLE_USER_SCRIPT_SANDBOXING", value: "YES"),
            Setting(key: "IPHONEOS_DEPLOYMENT_TARGET", value: Self.iOSDeploymentTarget),
            Setting(key: "SDKROOT", value: "iphoneos"),
        ]
    }

    private static func orientations(upsideDown: Bool) -> String {
        let portrait = upsideDown ? ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"] : ["UIInterfaceOrientationPortrait"]
        return (portrait + ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]).joined(separator: " ")
    }

    /// By key, as Xcode lists them.
    private func sorted(_ settings: [Setting]) -> [Setting] {
        settings.sorted { $0.key < $1.key }
    }
}
