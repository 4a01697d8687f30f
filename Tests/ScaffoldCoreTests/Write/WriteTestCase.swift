import Foundation
import ScaffoldCore
import XCTest

/// Base for writer tests: a fresh project folder under the temporary directory per test, removed afterwards,
/// plus helpers to build change sets and to capture the whole tree for before/after comparisons.
class WriteTestCase: XCTestCase {
    private(set) var root: URL!
    var writer: Writer { Writer(root: root) }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory
            .appending(path: "scaffold-write-tests-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let root { try? FileManager.default.removeItem(at: root) }
    }

    func url(_ path: String) -> URL { root.appending(path: path) }

    func put(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(path))
    }

    func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: url(path).path(percentEncoded: false)).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path(percentEncoded: false))
    }

    func changes(_ files: [String: String], mode: GeneratedFile.Mode = .regenerate, deletions: [String] = [],
                 group: String = "feature:Wallet") -> ChangeSet {
        ChangeSet(files: files.map { GeneratedFile(path: $0.key, contents: $0.value, mode: mode) },
                  deletions: deletions, group: group)
    }

    @discardableResult
    func apply(_ changeSet: ChangeSet, _ options: WriteOptions = WriteOptions()) throws -> WriteReport {
        try writer.apply(changeSet, options: options)
    }

    func status(_ report: WriteReport, _ path: String) -> FileStatus? {
        report.results.first { $0.path == path }?.status
    }

    /// Runs `body`, which must throw a `ScaffoldError`, and returns that error.
    func scaffoldError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> ScaffoldError? {
        do {
            try body()
            XCTFail("expected a ScaffoldError", file: file, line: line)
        } catch let error as ScaffoldError {
            return error
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
        return nil
    }

    /// Every entry below the root (hidden ones included) with its kind, bytes, inode and modification date.
    /// `folderTimes: false` drops folders' dates, which any temp file created and removed inside them bumps.
    func snapshot(folderTimes: Bool = true) throws -> [String: TreeEntry] {
        var entries: [String: TreeEntry] = [:]
        try walk(root, prefix: "", into: &entries)
        if !folderTimes {
            for (path, entry) in entries where entry.type == FileAttributeType.typeDirectory.rawValue {
                entries[path]?.modified = nil
            }
        }
        return entries
    }

    private func walk(_ folder: URL, prefix: String, into entries: inout [String: TreeEntry]) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path(percentEncoded: false)) {
            let child = folder.appending(path: name)
            let path = prefix + name
            let attributes = try manager.attributesOfItem(atPath: child.path(percentEncoded: false))
            let type = attributes[.type] as? FileAttributeType
            var entry = TreeEntry(
                type: type?.rawValue ?? "?",
                inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
                modified: attributes[.modificationDate] as? Date)
            if type == .typeRegular {
                entry.bytes = manager.contents(atPath: child.path(percentEncoded: false))
            } else if type == .typeSymbolicLink {
                entry.link = try manager.destinationOfSymbolicLink(atPath: child.path(percentEncoded: false))
            }
            entries[path] = entry
            if type == .typeDirectory { try walk(child, prefix: path + "/", into: &entries) }
        }
    }
}

/// One file system entry as seen by `snapshot()`; equal snapshots mean nothing was touched.
struct TreeEntry: Equatable {
    var type: String
    var inode: UInt64?
    var modified: Date?
    var bytes: Data?
    var link: String?
}
