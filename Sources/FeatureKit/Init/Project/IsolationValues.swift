import ScaffoldCore
/// What the isolation of `.scaffold.yml` changes in the files `init` writes besides the project's build
/// settings (`XcodeBuildSettings`): Package.swift's tools version and settings, and the test class.
struct IsolationValues {
    let isolation: Isolation

    /// The oldest Swift that builds what `init` and `feature` write in this isolation (see `toolsVersion`).
    var minimumSwift: String { isolation == .mainActor ? "6.2" : "6.1" }

    var values: [String: Any] {
        [
            "mainActor": isolation == .mainActor,
            "isolation": isolation.rawValue,
            "minimumSwift": minimumSwift,
            "minimumXcode": isolation == .mainActor ? "26" : "16.3",
            "package": [
                // The oldest Swift that builds the code: 6.2 (Xcode 26) brought `.defaultIsolation(_:)`; the default
                // isolation needs 6.1 (Xcode 16.3), whose SE-0449 allows `nonisolated` on the types and extensions
                // every feature writes (`nonisolated struct Wallet`), one spelling for both isolation modes.
                "toolsVersion": minimumSwift,
                "upcomingFeatures": isolation.upcomingFeatures,
            ],
            // XCTestCase's initializers are nonisolated. Under a MainActor default an unmarked test class would be
            // main-actor isolated, and its inherited `init(name:testClosure:)` with it, which the compiler refuses
            // ("has different actor isolation from nonisolated overridden declaration"); `nonisolated` keeps the
            // class as XCTest declares it. Each test says `@MainActor` itself, in both modes. (Under the default
            // isolation the class is nonisolated already, and stays unmarked, as XCTest's own examples are.)
            "testClassModifier": isolation == .mainActor ? "nonisolated " : "",
        ]
    }
}
