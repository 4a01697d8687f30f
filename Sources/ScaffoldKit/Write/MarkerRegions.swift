import Foundation

/// Merges generated text into a file a person owns: only the lines between
/// `// scaffold:begin <id>` and `// scaffold:end <id>` are scaffold's; everything else is kept.
enum MarkerRegions {
    static let beginTag = "// scaffold:begin"
    static let endTag = "// scaffold:end"

    /// Why a merge could not be done; becomes the note of a `conflict`.
    enum Failure: Error, Equatable {
        case missingMarkers(ids: [String])
        case unterminatedRegion(id: String)
        case notText

        var note: String {
            switch self {
            case .missingMarkers(let ids):
                let list = ids.map { "`\(MarkerRegions.beginTag) \($0)` … `\(MarkerRegions.endTag) \($0)`" }
                return "markers missing: \(list.joined(separator: ", ")); restore them so scaffold can insert its code"
            case .unterminatedRegion(let id):
                return "the generated text opens region `\(id)` without closing it; check the template"
            case .notText:
                return "the file is not UTF-8 text, so its markers cannot be found"
            }
        }
    }

    /// The existing file with every region of `generated` copied in.
    static func merge(generated: [UInt8], into existing: [UInt8]) throws(Failure) -> [UInt8] {
        guard String(bytes: existing, encoding: .utf8) != nil else { throw .notText }
        let regions = try Self.regions(in: TextLines.split(generated))
        var lines = TextLines.split(existing)
        var missing: [String] = []
        for (id, body) in regions {
            guard let begin = lines.firstIndex(where: { marker(beginTag, in: $0) == id }),
                let end = lines[(begin + 1)...].firstIndex(where: { marker(endTag, in: $0) == id })
            else {
                missing.append(id)
                continue
            }
            lines.replaceSubrange((begin + 1)..<end, with: body)
        }
        if !missing.isEmpty { throw .missingMarkers(ids: missing) }
        return lines.flatMap { $0 }
    }

    /// Each region's id and inner lines, in order; a repeated id counts once.
    private static func regions(in lines: [ArraySlice<UInt8>]) throws(Failure) -> [(String, [ArraySlice<UInt8>])] {
        var result: [(String, [ArraySlice<UInt8>])] = []
        var index = 0
        while index < lines.count {
            guard let id = marker(beginTag, in: lines[index]) else {
                index += 1
                continue
            }
            guard let end = lines[(index + 1)...].firstIndex(where: { marker(endTag, in: $0) == id }) else {
                throw .unterminatedRegion(id: id)
            }
            if !result.contains(where: { $0.0 == id }) {
                result.append((id, Array(lines[(index + 1)..<end])))
            }
            index = end + 1
        }
        return result
    }

    /// The id after `tag` on this line (`// scaffold:begin routes` → `routes`), or nil.
    static func marker(_ tag: String, in line: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: tag + " ") ?? text.range(of: tag + "\t") else { return nil }
        let id = text[range.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { !$0.isWhitespace }
        return id.isEmpty ? nil : String(id)
    }
}
