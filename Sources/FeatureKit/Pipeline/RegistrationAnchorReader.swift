import Foundation
import ScaffoldCore

/// Reads an adopted app's composition root and root view (as `ProjectState` read them) for scaffold's insertion
/// points (the anchor comment, or the feature's region from an earlier run), so a plan inserts where the person
/// prepared a place and prints the lines to paste elsewhere.
enum RegistrationAnchorReader {
    static func read(_ files: [String: [UInt8]], app: ExistingApp, feature: String) -> RegistrationAnchors {
        let container = markers(in: app.compositionRoot?.file.flatMap { files[$0] })
        let rootView = markers(in: app.rootView?.file.flatMap { files[$0] })
        return RegistrationAnchors(
            store: container.anchors.contains("features") || container.regions.contains("feature:\(feature)"),
            link: rootView.anchors.contains("links") || rootView.regions.contains("feature:\(feature).link"),
            routes: rootView.anchors.contains("routes") || rootView.regions.contains("feature:\(feature).routes")
        )
    }

    /// The ids of `// scaffold:insert` anchors and `// scaffold:begin` regions in a file; none when it cannot be read.
    private static func markers(in data: [UInt8]?) -> (anchors: Set<String>, regions: Set<String>) {
        guard let data else { return ([], []) }
        var anchors: Set<String> = []
        var regions: Set<String> = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            if let id = MarkerRegions.marker(MarkerRegions.anchorTag, in: line) { anchors.insert(id) }
            if let id = MarkerRegions.marker(MarkerRegions.beginTag, in: line) { regions.insert(id) }
        }
        return (anchors, regions)
    }
}
