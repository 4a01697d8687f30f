import Foundation
@testable import ScaffoldCore
import XCTest

/// The manifest's own JSON writer and reader: the same bytes as `JSONEncoder`, the same manifest as
/// `JSONDecoder`, and a fallback to `JSONDecoder` for anything it does not expect.
final class ManifestJSONTests: XCTestCase {
    private let awkwardPaths: [String] = [
        "Tests/Mocks/Service10Mock.swift", "Tests/Mocks/Service9Mock.swift", "a/b.swift", "B.swift", "_x.swift",
        "quote\"back\\slash/.swift", "café/é.swift", "emoji😀.swift", "line\u{2028}sep", "del\u{7F}",
        "tab\tnew\nline\rfeed\u{0C}back\u{08}", "nul\u{0}one\u{1}us\u{1F}",
    ]

    private var awkward: Manifest {
        var files: [String: Manifest.Entry] = [:]
        for (index, path) in awkwardPaths.enumerated() {
            files[path] = Manifest.Entry(sha256: SHA256.hex(Data(path.utf8)), group: index.isMultiple(of: 2) ? "mocks" : "feature:\"W\\\"")
        }
        return Manifest(files: files)
    }

    private func foundationBytes(_ manifest: Manifest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(manifest) + Data("\n".utf8)
    }

    func testWritesWhatJSONEncoderWrites() throws {
        for manifest in [Manifest(), awkward, Manifest(files: ["only.swift": .init(sha256: "ab", group: "mocks")])] {
            XCTAssertEqual(
                String(decoding: ManifestJSON.encode(manifest), as: UTF8.self),
                String(decoding: try foundationBytes(manifest), as: UTF8.self))
        }
    }

    func testEveryControlCharacterIsEscapedAsJSONEncoderDoes() throws {
        var files: [String: Manifest.Entry] = [:]
        for byte in 0..<0x20 { files["c\(Character(Unicode.Scalar(UInt8(byte))))"] = .init(sha256: "h", group: "g") }
        let manifest = Manifest(files: files)
        XCTAssertEqual(ManifestJSON.encode(manifest), try foundationBytes(manifest))
        XCTAssertEqual(ManifestJSON.decode(ManifestJSON.encode(manifest)), manifest)
    }

    func testReadsBackWhatItWrites() {
        XCTAssertEqual(ManifestJSON.decode(ManifestJSON.encode(awkward)), awkward)
        XCTAssertEqual(ManifestJSON.decode(ManifestJSON.encode(Manifest())), Manifest())
    }

    func testReadsOtherSpacingKeyOrderAndEscapes() throws {
        let compact = #"{"version":1,"files":{"caf\u00e9\/x.swift":{"sha256":"ab","group":"mocks"},"\ud83d\ude00":{"group":"g","sha256":"cd"}}}"#
        let manifest = try XCTUnwrap(ManifestJSON.decode(Data(compact.utf8)))
        XCTAssertEqual(manifest.files["café/x.swift"], Manifest.Entry(sha256: "ab", group: "mocks"))
        XCTAssertEqual(manifest.files["😀"], Manifest.Entry(sha256: "cd", group: "g"))
        XCTAssertEqual(manifest, try JSONDecoder().decode(Manifest.self, from: Data(compact.utf8)))
    }

    func testLeavesUnexpectedShapesToJSONDecoder() throws {
        let unexpected = [
            #"{"version":1,"files":{},"note":"kept by JSONDecoder"}"#,
            #"{"version":1,"files":{"a":{"sha256":"ab","group":"g","extra":true}}}"#,
            #"{"version":1.0,"files":{}}"#,
            #"{"version":1,"files":{"a":{"sha256":"ab","group":"g"},"a":{"sha256":"cd","group":"g"}}}"#,
            #"{"version":1,"files":{"a":{"sha256":"\ud83d","group":"g"}}}"#,
            #"{"version":1,"files":{}} trailing"#,
            #"[1]"#,
            "",
        ]
        for text in unexpected {
            XCTAssertNil(ManifestJSON.decode(Data(text.utf8)), text)
        }
        // The fallback keeps JSONDecoder's leniency: unknown keys are ignored, not refused.
        let lenient = try Manifest.decode(Data(unexpected[1].utf8), file: ".scaffold/manifest.json")
        XCTAssertEqual(lenient.files["a"], Manifest.Entry(sha256: "ab", group: "g"))
        XCTAssertThrowsError(try Manifest.decode(Data(unexpected[5].utf8), file: ".scaffold/manifest.json"))
    }

    func testEveryTruncationIsRefusedWithoutCrashing() {
        let bytes = Array(ManifestJSON.encode(awkward))
        for length in 0..<bytes.count - 2 {
            XCTAssertNil(ManifestJSON.decode(Data(bytes[0..<length])), "length \(length)")
        }
    }
}
