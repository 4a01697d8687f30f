import Foundation
import ScaffoldCore

/// What removing a feature leaves behind, found before anything is removed: the types its deleted files declare
/// and the members its regions of the composition root declare (`contactRepository`), the other features whose
/// files (or regions) still use them — `destroy` refuses those unless told to go ahead — and every file left in
/// the project that names one, with why it is left.
///
/// Names are read with `SwiftNames` (comments and string text do not count), so a file that only mentions the
/// feature in a comment is not in the way.
public struct RemovalImpact: Sendable, Equatable {
    /// A Swift file that stays and still names a removed type.
    public struct LeftFile: Codable, Sendable, Equatable {
        public var path: String
        /// Why it stays: kept because edited, another feature's, the project's own, a mock `scaffold mocks` wrote.
        public var reason: String
        /// The removed types it names, sorted.
        public var names: [String]
        /// The other feature this file (or the region of it that names the types) belongs to.
        public var feature: String?
    }

    public var feature: String
    /// Types declared by the files the removal deletes and by no file it keeps, and members declared in the
    /// feature's regions of the files that stay, sorted.
    public var removedNames: [String]
    /// Every file left that names a removed type, in path order.
    public var leftFiles: [LeftFile]
    /// The feature's saved spec (`ShorthandSpec`), which a removal keeps.
    public var savedSpec: String?
    /// Where the removal keeps the feature's record, whose versions stored records on the devices (`DestroyedRecord`).
    public var keptRecord: String? = nil

    /// What `removal` (a dry run of the removal's change set) would delete and keep, and every Swift file of the
    /// project (`files`, read before) that would stay.
    public static func assess(feature: String, removal: WriteReport, manifest: Manifest, files: ProjectSwiftFiles) -> RemovalImpact {
        let texts = Dictionary(files.walked, uniquingKeysWith: { first, _ in first }).merging(files.others) { walked, _ in walked }
        let read = { (path: String) in texts[path] }
        let deleted = Set(removal.paths(with: .delete))
        var removed = Set<String>()
        for path in deleted where path.hasSuffix(".swift") { removed.formUnion(read(path).map { SwiftNames($0).topLevelTypes } ?? []) }
        for path in removal.paths(with: .keep) where path.hasSuffix(".swift") {
            removed.subtract(read(path).map { SwiftNames($0).topLevelTypes } ?? [])
        }
        var impact = RemovalImpact(
            feature: feature, removedNames: [], leftFiles: [],
            savedSpec: manifest.paths(inGroup: ShorthandSpec.group(for: feature)).first
        )
        // The files that stay, each cut into its features' regions and the rest.
        var staying: [(path: String, pieces: [(owner: String?, text: String)])] = []
        var members = Set<String>()
        for (path, text) in files.walked where !deleted.contains(path) {
            let pieces = FeatureRegions.split(text)
            // The feature's regions are emptied: the members they declare go too. Those are the composition root's,
            // used beside them (another feature's region), so only files with regions are searched for them.
            if pieces.contains(where: { $0.owner == feature }) {
                members.formUnion(SwiftNames(FeatureRegions.declaring(feature, in: text)).topLevelNames)
            }
            staying.append((path, pieces))
        }
        impact.removedNames = removed.union(members).sorted()
        guard !impact.removedNames.isEmpty else { return impact }
        let notes = Dictionary(removal.results.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for (path, pieces) in staying {
            // A file of another feature is that feature's; a region of another feature in a file of the project's
            // (the composition root) is too; the rest of the file is the project's.
            let group = manifest.files[path]?.group
            let fileOwner = group.flatMap { $0.hasPrefix("feature:") ? String($0.dropFirst("feature:".count)) : nil }
            let searched = pieces.count > 1 ? removed.union(members) : removed
            for (region, chunk) in pieces where region != feature {
                let names = SwiftNames(chunk).mentions(of: searched)
                guard !names.isEmpty else { continue }
                if let owner = region ?? fileOwner, owner != feature {
                    let reason = region == nil ? "feature \(owner)'s" : "feature \(owner)'s region of it"
                    impact.leftFiles.append(LeftFile(path: path, reason: reason, names: names, feature: owner))
                    continue
                }
                let reason = notes[path].flatMap { result in result.status == .keep ? "kept: \(result.note ?? "edited")" : nil }
                    ?? Self.owner(group: group)
                impact.leftFiles.append(LeftFile(path: path, reason: reason, names: names))
            }
        }
        return impact
    }

    /// Who a file that stays belongs to, in the words the listing uses.
    private static func owner(group: String?) -> String {
        guard let group else { return "yours: scaffold did not write it" }
        if group == "mocks" { return "a mock `scaffold mocks` wrote: its next run removes it" }
        return "written by scaffold (\(group))"
    }

    /// The other features that use a removed type, sorted.
    public var dependents: [String] {
        Set(leftFiles.compactMap(\.feature)).sorted()
    }

    /// Refuses the removal while other features use its types; `flag` goes ahead anyway.
    public func refusal(flag: String) -> ScaffoldError? {
        let names = dependents
        guard !names.isEmpty else { return nil }
        let details = leftFiles.filter { $0.feature != nil }.map { file in
            "\(file.path) (\(file.reason)) uses \(file.names.joined(separator: ", "))"
        }
        return .refused(Refusal(
            kind: "dependents",
            summary: "\(names.joined(separator: ", ")) \(names.count == 1 ? "uses" : "use") \(feature); removing it would leave "
                + "\(names.count == 1 ? "that feature" : "those features") unable to build; nothing was removed",
            details: details,
            hint: "destroy \(names.joined(separator: ", ")) first, change \(names.count == 1 ? "it" : "them") not to use \(feature), "
                + "or pass \(flag) to remove \(feature) anyway"
        ))
    }
}

/// A file cut into the text of each feature's marker regions (`// scaffold:begin feature:Wallet`, and
/// `feature:Wallet.link`) and the text outside any, which is the project's.
enum FeatureRegions {
    /// Owner (the feature, nil for the project's text) and text, the project's first; a file without feature
    /// regions is one piece.
    static func split(_ text: String) -> [(owner: String?, text: String)] {
        guard text.contains(MarkerRegions.beginTag + " feature:") else { return [(nil, text)] }
        var pieces: [String?: [Substring]] = [:]
        var owner: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let id = MarkerRegions.marker(MarkerRegions.beginTag, in: ArraySlice(line.utf8)), id.hasPrefix("feature:") {
                owner = String(id.dropFirst("feature:".count).prefix { $0 != "." })
                continue
            }
            if MarkerRegions.marker(MarkerRegions.endTag, in: ArraySlice(line.utf8)) != nil {
                owner = nil
                continue
            }
            pieces[owner, default: []].append(line)
        }
        let owners = pieces.keys.sorted { ($0 ?? "") < ($1 ?? "") }
        return owners.map { ($0, pieces[$0, default: []].joined(separator: "\n")) }
    }

    /// The text of `feature`'s regions that declare members of the type around them (its store, its factories),
    /// not those that only use them: a link, routes, a tab, an adopted app's route case and its destination, whose
    /// pattern names (`case .wallet(let route)`) are no members other code uses.
    static func declaring(_ feature: String, in text: String) -> String {
        let uses: Set<String> = [".link", ".routes", ".tab", ".case", ".destination"]
        var inside = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let id = MarkerRegions.marker(MarkerRegions.beginTag, in: ArraySlice(line.utf8)), id.hasPrefix("feature:\(feature)") {
                let suffix = String(id.dropFirst("feature:\(feature)".count))
                inside = suffix.isEmpty || (suffix.hasPrefix(".") && !uses.contains(suffix))
                continue
            }
            if MarkerRegions.marker(MarkerRegions.endTag, in: ArraySlice(line.utf8)) != nil {
                inside = false
                continue
            }
            if inside { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }
}
