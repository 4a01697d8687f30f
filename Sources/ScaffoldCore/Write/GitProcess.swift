import Foundation

/// One run of git, for the merges (`MergeTool`) and the search of history for a base (`GitHistoryBase`): its output
/// read from a pipe to the end, its errors to a file (or nowhere), so neither can fill up and stall it.
enum GitProcess {
    /// The exit status (-1 when a signal ended it) and the output; nil when git could not be started.
    static func run(
        _ git: String, _ arguments: [String], in folder: String, environment: [String: String]? = nil, errors: String? = nil
    ) -> (status: Int32, output: Data)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        var errorFile: FileHandle?
        if let errors, FileManager.default.createFile(atPath: errors, contents: nil) {
            errorFile = FileHandle(forWritingAtPath: errors)
        }
        process.standardError = errorFile ?? FileHandle.nullDevice
        defer { try? errorFile?.close() }
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationReason == .exit ? process.terminationStatus : -1, data)
    }
}
