import ScaffoldCore

/// Which marks select a protocol for `scaffold mocks`, as teams write them:
///
/// - `mockable`: Mockolo's doc-comment annotation, `/// @mockable` (the text is `annotation`);
/// - `sourcery`: Sourcery's annotation comment, `// sourcery: AutoMockable`, on a protocol or on an extension
///   of a protocol declared anywhere in the scanned sources (Sourcery merges an extension's annotations into the
///   extended type's; the name is `markerName`);
/// - `conformance`: inheriting the marker protocol, `protocol P: AutoMockable` (Sourcery's `type.based.AutoMockable`),
///   or `extension P: AutoMockable {}`.
///
/// The marker protocol itself is never mocked, as in Sourcery's AutoMockable template.
public struct MockSelection: Sendable, Hashable {
    public typealias Marker = MockMarker

    public static let defaultAnnotation = MocksSettings.defaultAnnotation
    public static let defaultMarkerName = MockMarker.defaultName

    public var markers: Set<Marker>
    /// The doc-comment text of `mockable` (`@mockable`).
    public var annotation: String
    /// The name of `sourcery` annotations and of the `conformance` marker protocol (`AutoMockable`).
    public var markerName: String

    public init(
        markers: Set<Marker> = Set(Marker.allCases),
        annotation: String = MockSelection.defaultAnnotation,
        markerName: String = MockSelection.defaultMarkerName
    ) {
        self.markers = markers
        self.annotation = annotation
        self.markerName = markerName
    }

    /// Byte strings of which a file must contain one to select anything: the cheap scan skips the others.
    public var needles: [[UInt8]] {
        var needles: [[UInt8]] = []
        if markers.contains(.mockable) { needles.append(Array(annotation.utf8)) }
        if !markers.isDisjoint(with: [.sourcery, .conformance]) { needles.append(Array(markerName.utf8)) }
        // A needle containing another is implied by it: search only the shorter.
        return needles.filter { needle in
            !needles.contains { other in other != needle && other.count < needle.count && needle.contains(subsequence: other) }
        }
    }

    /// Stands for the selection in cache keys: another selection means other files to parse.
    public var cacheKey: String {
        Marker.allCases.filter(markers.contains).map(\.rawValue).joined(separator: ",") + " " + annotation + " " + markerName
    }

    /// The marker protocol (`AutoMockable`): never mocked, and not a parent whose absence matters.
    public func isMarkerProtocol(_ name: String) -> Bool {
        !markers.isDisjoint(with: [.sourcery, .conformance]) && name == markerName
    }

    /// Whether an inherited type as written (`AutoMockable`, `Module.AutoMockable`) is the marker protocol.
    public func isMarkerParent(_ written: String) -> Bool {
        isMarkerProtocol(Self.lastName(written))
    }

    /// Whether inheriting the type as written selects the protocol (`protocol P: AutoMockable`).
    func selectsByConformance(_ written: String) -> Bool {
        isMarkerConformance(Self.lastName(written))
    }

    private static func lastName(_ written: String) -> String {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return name.split(separator: " ").last.map(String.init) ?? name
    }

    /// Whether inheriting `name` selects the protocol.
    func isMarkerConformance(_ name: String) -> Bool {
        markers.contains(.conformance) && name == markerName
    }

    /// Whether the text of a `sourcery:` comment (what follows `//`, `///`, `/*` or `/**`) names the marker:
    /// `sourcery: AutoMockable`, `sourcery: AutoMockable, skipEquality`, `sourcery: AutoMockable = true`.
    /// Sourcery's `sourcery:begin:`/`sourcery:end` blocks and inline annotations are not read.
    func isSourceryAnnotation(_ comment: Substring) -> Bool {
        guard markers.contains(.sourcery) else { return false }
        let body = comment.drop { $0 == "/" || $0 == "*" || $0 == " " || $0 == "\t" }
        guard body.hasPrefix("sourcery:") else { return false }
        let annotations = body.dropFirst("sourcery:".count)
        guard !annotations.hasPrefix("begin:"), !annotations.hasPrefix("end") else { return false }
        return annotations.split(whereSeparator: { $0 == "," || $0 == ";" }).contains { part in
            let key = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = key.split { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/" }
            return words.count == 1 && words[0] == markerName
        }
    }
}

private extension Array where Element == UInt8 {
    func contains(subsequence other: [UInt8]) -> Bool {
        guard !other.isEmpty, other.count <= count else { return false }
        return indices.dropLast(other.count - 1).contains { start in self[start..<start + other.count].elementsEqual(other) }
    }
}
