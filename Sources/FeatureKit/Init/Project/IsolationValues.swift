import ScaffoldCore
/// What the isolation of `.scaffold.yml` changes in the files `init` writes besides the project's build
/// settings (`XcodeBuildSettings`): Package.swift's tools version and settings, and the test class.
struct IsolationValues {
    let isolation: Isolation

    var values: [String: Any] {
        [
            "mainActor": isolation == .mainActor,
            "isolation": isolation.rawValue,
            "package": [
                // Swift 6.2 brought `.defaultIsolation(_:)`; the default isolation keeps Xcode 16's Swift 6.0.
                "toolsVersion": isolation == .mainActor ? "6.2" : "6.0",
                "upcomingFeatures": isolation.upcomingFeatures,
            ],
            // XCTestCase's initializers are nonisolated. Under a MainActor default an unmarked test class would be
            // main-actor isolated, and its inherited `init(name:testClosure:)` with it, which the compiler refuses
            // ("has different actor isolation from nonisolated overridden declaration"); `nonisolated` keeps the
            // class as XCTest declares it. Each test says `@MainActor` itself, in both modes. (`nonisolated` on a
            // type needs Swift 6.2, so the default isolation, built by Swift 6.0 too, leaves the class unmarked.)
            "testClassModifier": isolation == .mainActor ? "nonisolated " : "",
        ]
    }
}
