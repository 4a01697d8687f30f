import ScaffoldCore

/// The anchors and the feature's regions the app's files already hold: a place a person prepared (or an earlier
/// run added) wins over any place the reader would choose, so later features land beside the first.
struct ExistingMarkers {
    /// For each role: the file and the line of its anchor (or of the feature's region).
    private(set) var places: [RegistrationSites.Site.Role: (file: String, line: Int)] = [:]

    init(module: ModuleSources, extraFiles: [String], feature: String) {
        // The module's files first (then the repository's others, then the configured ones): the first place wins.
        var paths = module.filesAnywhere(mentioning: "// scaffold:").map(\.path)
        paths += extraFiles.filter { !paths.contains($0) }
        var anchors: [RegistrationSites.Site.Role: (String, Int)] = [:]
        var regions: [RegistrationSites.Site.Role: (String, Int)] = [:]
        for path in paths {
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
        // A route's destination without its case in the route enum (or the case without its destination) would not
        // compile: neither is used, and the feature routes by its own `navigationDestination`.
        if (places[.routeCase] == nil) != (places[.routeDestination] == nil) {
            places[.routeCase] = nil
            places[.routeDestination] = nil
        }
    }

    func place(_ role: RegistrationSites.Site.Role) -> (file: String, line: Int)? { places[role] }

    /// The links' place is among the modifiers of the stack's content (an earlier feature's link is a toolbar item,
    /// its region a `.toolbar { … }`): later links go there the same way. An earlier feature's link region says so —
    /// an emptied one (its feature destroyed) by the routes' region or anchor coming next, with no code between, as
    /// the routes are modifiers (`.navigationDestination`); else the first code line after the place (the next
    /// modifier), which a place after the content's last modifier has not (a typed path's router takes no routes
    /// region after it).
    func linksAmongModifiers(module: ModuleSources) -> Bool {
        guard let links = places[.link], let file = module.file(links.file) else { return false }
        let lines = file.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if let region = lines.firstIndex(where: { MarkerRegions.marker(MarkerRegions.beginTag, in: ArraySlice($0.utf8))?.hasSuffix(".link") == true }) {
            for line in lines.dropFirst(region + 1).map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
                let bytes = ArraySlice(line.utf8)
                if MarkerRegions.marker(MarkerRegions.beginTag, in: bytes)?.hasSuffix(RegistrationSites.Site.Role.routes.regionSuffix) == true
                    || MarkerRegions.marker(MarkerRegions.anchorTag, in: bytes) == RegistrationSites.Site.Role.routes.anchor {
                    return true
                }
                if !line.hasPrefix("//") { return line.hasPrefix(".") }
            }
        }
        return Self.firstCode(in: lines.dropFirst(links.line - 1))?.hasPrefix(".") ?? false
    }

    /// The first line that is code, trimmed: neither blank, nor a comment, nor a marker.
    private static func firstCode(in lines: ArraySlice<String>) -> String? {
        lines.lazy.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// Whether any of the navigation roles has a place already: then those places are the navigation, as they are.
    var hasNavigation: Bool {
        [.link, .routes, .tab, .routeCase, .routeDestination].contains { places[$0] != nil }
    }
}
