import AdoptKit
import Foundation
import FeatureKit
import ScaffoldCore
import SwiftSource

/// FeatureKit's reader of the module's Swift sources, over SwiftSource (FeatureKit builds without SwiftSyntax): the
/// files found as `mocks` and `check` find them, the declarations and plain type uses SwiftSyntax sees in them, and —
/// over AdoptKit — where a feature registers in an adopted app's files.
struct SwiftSourceModuleReader: SwiftSourceReader {
    func files(in folders: [URL], root: URL) throws(ScaffoldError) -> [SwiftSourceText] {
        let found = try SourceFileFinder.find(roots: folders, excluding: root.appending(path: ".scaffold"), root: root)
        // A file that cannot be read declares nothing of the module's.
        return parallelMap(found) { file in FileSystem.contents(of: file.absolutePath).map { SwiftSourceText(path: file.path, bytes: Array($0)) } }
            .compactMap { $0 }
    }

    func declarations(of names: Set<String>, in files: [SwiftSourceText]) -> [LocatedName] {
        TopLevelTypes.find(names, in: files.map { ($0.path, $0.bytes) })
    }

    func plainUses(
        of names: Set<String>, in files: [SwiftSourceText], skippedLines: @Sendable ([UInt8]) -> [ClosedRange<Int>]
    ) -> [LocatedName] {
        PlainTypeUses.find(names, in: files.map { ($0.path, $0.bytes) }, skippedLines: skippedLines)
    }

    func registrationSites(of feature: String, routeCase: String, app: ExistingApp, sources: [String], in files: AppSources) -> RegistrationSites {
        RegistrationSiteReader.read(files, app: app, sources: sources, feature: feature, routeCase: routeCase)
    }
}
