import Foundation

extension Writer {
    /// Root-relative folder of scaffold's caches; deleting it costs only time. It holds a `.gitignore` of `*`
    /// (as pytest's and ruff's caches do), so git leaves it untracked in any repository, whoever wrote its
    /// `.gitignore`.
    public static let cacheFolder = ".scaffold/cache"

    /// What the cache folder's own `.gitignore` says.
    static let cacheIgnore = Data("# scaffold's caches: rebuilt on demand, never committed.\n*\n".utf8)

    /// The bytes of cache file `name`, nil when there is none (or it is not a regular file safely inside the root).
    public func readCache(_ name: String) -> Data? {
        guard let target = try? PathGuard(root: root).resolve("\(Self.cacheFolder)/\(name)", allowReserved: true),
              target.kind == .file else { return nil }
        return FileSystem.contents(of: target.destination)
    }

    /// A cache file's JSON: compact, in no particular key order (nobody compares the bytes, and sorting every
    /// object's keys costs more than the rest), with `/` left as is: paths fill the caches, and an escaped `\/`
    /// makes every path longer and sends it through the decoder's unescaping.
    public static func cacheJSON(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // Every cache holds strings, numbers, booleans and arrays of them, which cannot fail to encode.
        return (try? encoder.encode(value)) ?? Data()
    }

    /// Replaces cache file `name` atomically (temp file, then rename), creating the folder. Not recorded in the
    /// manifest, never a conflict: scaffold alone writes there. Throws only what a caller may report as a warning.
    public func saveCache(_ name: String, _ data: Data) throws(ScaffoldError) {
        let path = "\(Self.cacheFolder)/\(name)"
        let target = try PathGuard(root: root).resolve(path, allowReserved: true)
        let (folder, file) = WriteTransaction.split(target.destination)
        let temp = folder + "/." + file + WriteTransaction.tempMarker + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        do throws(FileSystemError) {
            if !FileSystem.isFolder(folder) { try FileSystem.makeFolders(folder) }
            let ignore = folder + "/.gitignore"
            if !FileSystem.isFile(ignore) { try? FileSystem.writeNew(Self.cacheIgnore, to: ignore) }
            // Under the lock, a temp beside the cache is a killed run's.
            if lock != nil { WriteTransaction.sweep([folder]) }
            // Registered while it exists, so Ctrl-C removes it (`Interruption`).
            try Interruption.shared.creating(temp) { () throws(FileSystemError) in try FileSystem.writeNew(data, to: temp) }
            try Interruption.shared.renaming(temp, to: target.destination)
        } catch {
            FileSystem.removeFileIgnoringErrors(temp)
            Interruption.shared.forget(files: [temp])
            throw .writeFailed(path: path, reason: error.reason)
        }
    }
}
