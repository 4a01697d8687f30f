/// How a project's code is isolated when a declaration says nothing: Swift 6's default (`nonisolated`), or
/// Xcode 26's "approachable concurrency" for new projects (`mainActor`): default `MainActor` isolation plus
/// the upcoming features `NonisolatedNonsendingByDefault` (SE-0461) and `InferIsolatedConformances` (SE-0470).
///
/// `scaffold init` writes it into `.scaffold.yml`, `Package.swift` and the Xcode project's build settings
/// alike; generators read it from `ProjectConfig.isolation` (absent from the file: `nonisolated`).
public enum Isolation: String, CaseIterable, Codable, Hashable, Sendable {
    case nonisolated
    case mainActor

    /// The upcoming features `mainActor` turns on, by their SwiftPM names.
    public var upcomingFeatures: [String] {
        switch self {
        case .nonisolated: []
        case .mainActor: ["NonisolatedNonsendingByDefault", "InferIsolatedConformances"]
        }
    }
}
