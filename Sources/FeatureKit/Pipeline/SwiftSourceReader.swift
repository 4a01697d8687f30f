import Foundation
import ScaffoldCore

/// One Swift file of the module, as read once per run (`ProjectState.moduleSources`).
public struct SwiftSourceText: Sendable, Hashable {
    /// Relative to the project root (`Sources/App/Models/Wallet.swift`).
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// How the module's Swift sources are found and searched with SwiftSyntax, which FeatureKit builds without: the
/// executable passes in SwiftSource's reader (and AdoptKit's, for an adopted app's registration). `files` is the only
/// read of the disk (`ProjectState` calls it once, and reads an adopted app's files with `AppSources`); the searches
/// are pure functions of the bytes read.
public protocol SwiftSourceReader: Sendable {
    /// Every Swift file under `folders` (hidden folders and `.scaffold/` left out), with its bytes.
    func files(in folders: [URL], root: URL) throws(ScaffoldError) -> [SwiftSourceText]
    /// Where `files` declare one of `names` at their top level (a class, struct, enum, actor, protocol or typealias).
    func declarations(of names: Set<String>, in files: [SwiftSourceText]) -> [LocatedName]
    /// Where `files` name one of `names` plainly as a type (`some View`, not `SwiftUI.View`), leaving out the lines
    /// `skippedLines` gives for a file's bytes.
    func plainUses(
        of names: Set<String>, in files: [SwiftSourceText], skippedLines: @Sendable ([UInt8]) -> [ClosedRange<Int>]
    ) -> [LocatedName]
    /// Where `feature` registers in the adopted `app` (`RegistrationSites`), found in its files as the run read them
    /// (`files`); `routeCase` is the case its route would be in the app's route enum.
    func registrationSites(of feature: String, routeCase: String, app: ExistingApp, sources: [String], in files: AppSources) -> RegistrationSites
}
