import ScaffoldCore
/// The names of the Xcode side of an `init`ed repository, decided once for the project file, the XcodeGen spec,
/// the Tuist manifest, the scheme, the README and CI.
///
/// The app target cannot be called `<App>`: its module would have the library's name, and `import <App>` in
/// its `@main` file would import itself. Nor `<App>App`, the library's `App` type. So it is `<App>iOS`, and the
/// home screen still shows `<App>` (`CFBundleDisplayName`). The shared scheme takes the app target's name, as
/// Xcode names a new app's scheme; a scheme `<App>` could be confused with the one Xcode makes for the
/// package's `<App>` library.
struct AppProjectNames {
    let appName: String

    /// `Demo.xcodeproj`.
    var project: String { appName }
    /// `DemoiOS.xcscheme`: build and run the app, test the unit-test target.
    var scheme: String { appTarget }
    var appTarget: String { appName + "iOS" }
    var testTarget: String { appName + "iOSTests" }
    var appProduct: String { appTarget + ".app" }
    var testProduct: String { testTarget + ".xctest" }
    var appBundleID: String { BundleIdentifier.make(appName) }
    var testBundleID: String { BundleIdentifier.make(appName) + "Tests" }
}

/// A bundle identifier for the app: `com.example.<App>`, to be replaced with the team's own prefix.
///
/// Apple's CFBundleIdentifier reference: "The bundle ID string must contain only alphanumeric characters
/// (A–Z, a–z, and 0–9), hyphens (-), and periods (.)". An app's name may hold underscores (`ModuleNameCheck`),
/// so every other character becomes a hyphen, as XcodeGen's `bundleIdPrefix` turns `_` into `-`.
enum BundleIdentifier {
    static let prefix = "com.example"

    static func make(_ appName: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
        return prefix + "." + String(appName.map { allowed.contains($0) ? $0 : "-" })
    }
}
