import ScaffoldCore

/// The anchors and the feature's regions the app's files already hold: a place a person prepared (or an earlier
/// run added) wins over any place the reader would choose, so later features land beside the first.
struct ExistingMarkers {
    /// For each role: the file and the line of its anchor (or of the feature's region).
    private(set) var places: [RegistrationSites.Site.Role: (file: String, line: Int)] = [:]

    init(module: ModuleSources, extraFiles: [String], feature: String) {
        let paths = Set(module.files(mentioning: "// scaffold:").map(\.path)).union(extraFiles)
        var anchors: [RegistrationSites.Site.Role: (String, Int)] = [:]
        var regions: [RegistrationSites.Site.Role: (String, Int)] = [:]
        for path in paths.sorted() {
            guard let file = module.file(path) else { continue }
            for (index, line) in file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
                if let id = MarkerRegions.marker(MarkerRegions.anchorTag, in: line),
                   let role = RegistrationSites.Site.Role.allCases.first(where: { $0.anchor == id }), anchors[role] == nil {
                    anchors[role] = (path, index + 1)
                }
                if let id = MarkerRegions.marker(MarkerRegions.beginTag, in: line),
                   let role = RegistrationSites.Site.Role.allCases.first(where: { "feature:\(feature)\($0.regionSuffix)" == id }), regions[role] == nil {
                    regions[role] = (path, index + 1)
                }
            }
        }
        places = anchors.merging(regions) { _, region in region }
    }

    func place(_ role: RegistrationSites.Site.Role) -> (file: String, line: Int)? { places[role] }

    /// Whether any of the navigation roles has a place already: then those places are the navigation, as they are.
    var hasNavigation: Bool {
        [.link, .routes, .tab, .routeCase, .routeDestination].contains { places[$0] != nil }
    }
}
