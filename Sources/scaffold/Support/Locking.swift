import Foundation
import ScaffoldCore

extension ProjectLock {
    /// The project's lock for a command that writes, held until the returned value is released; nil for a
    /// dry run, which writes nothing. Waiting for another command is said on stderr.
    static func forCommand(root: URL, dryRun: Bool) throws(ScaffoldError) -> ProjectLock? {
        guard !dryRun else { return nil }
        return try acquire(root: root) { Console.err($0) }
    }
}
