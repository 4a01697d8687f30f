/// Where a repository's Xcode project comes from, as `scaffold init --project` chose and `.scaffold.yml`
/// records it (`project:`): a checked-in `<App>.xcodeproj`, an XcodeGen spec (`project.yml`), a Tuist manifest
/// (`Project.swift`), or none (the Swift package alone).
public enum ProjectKind: String, CaseIterable, Codable, Hashable, Sendable {
    case xcodeproj
    case xcodegen
    case tuist
    /// `none`: spelled apart so that an optional `ProjectKind` never confuses it with `Optional.none`.
    case packageOnly = "none"
}
