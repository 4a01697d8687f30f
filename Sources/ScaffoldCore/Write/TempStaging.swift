import Foundation

/// Writes the temp files of a write. Creating a file holds its folder's lock, and on file systems that
/// search long for a free inode (ext4 after many deletions, as when a generated folder is removed and
/// written again) the creation is most of the cost; so many files for one folder are written on every
/// core, each core into its own hidden staging folder inside the target folder. Renaming them into place
/// stays the commit's job. A few files are written beside their targets, one after another.
struct TempStaging {
    /// One temp to write.
    struct Job: Sendable {
        /// Index of the change in the plan.
        let index: Int
        let data: Data
        /// The target's folder and file name.
        let folder: String
        let name: String
        let permissions: FileSystemCalls.Permissions?
        /// Root-relative target path, for messages.
        let path: String
    }

    /// Below this many files in one folder, staging folders cost more than they save.
    static let parallelThreshold = 32

    let suffix: String
    /// Staging folders made; each is empty again once its temps are renamed or removed.
    private(set) var stagingFolders: [String] = []

    init(suffix: String) {
        self.suffix = suffix
    }

    /// Writes every job's temp. Returns each temp by change index, or, when any write fails, removes
    /// what was written and returns the first failure in job order.
    mutating func write(_ jobs: [Job]) -> Result<[Int: String], ScaffoldError> {
        let lanes = plannedLanes(jobs)
        let outcomes = parallelMap(lanes) { lane in
            lane.map { job, temp -> (Int, String, SystemCallError?) in
                do throws(SystemCallError) {
                    try FileSystemCalls.writeNewFile(job.data, to: temp, permissions: job.permissions)
                    return (job.index, temp, nil)
                } catch {
                    return (job.index, temp, error)
                }
            }
        }.flatMap { $0 }
        var temps: [Int: String] = [:]
        var failure: (index: Int, error: SystemCallError)?
        for (index, temp, error) in outcomes {
            if let error {
                if failure.map({ index < $0.index }) ?? true { failure = (index, error) }
            } else {
                temps[index] = temp
            }
        }
        guard let failure else { return .success(temps) }
        for temp in temps.values { FileSystemCalls.removeFileIgnoringErrors(temp) }
        removeStagingFolders()
        let path = jobs.first { $0.index == failure.index }?.path ?? ""
        return .failure(.writeFailed(path: path, reason: failure.error.reason))
    }

    /// Removes the staging folders, which only succeeds once they are empty.
    mutating func removeStagingFolders() {
        for folder in stagingFolders { FileSystemCalls.removeEmptyFolder(folder) }
        stagingFolders = []
    }

    /// Jobs with their temp paths, in lanes that may run side by side; within a lane, one after another.
    private mutating func plannedLanes(_ jobs: [Job]) -> [[(Job, String)]] {
        let laneCount = min(ProcessInfo.processInfo.activeProcessorCount, 8)
        var byFolder: [String: [Job]] = [:]
        for job in jobs { byFolder[job.folder, default: []].append(job) }
        var serial: [(Job, String)] = []
        var lanes: [[(Job, String)]] = []
        for folder in byFolder.keys.sorted() {
            let folderJobs = byFolder[folder] ?? []
            let staging = folderJobs.count >= Self.parallelThreshold && laneCount > 1 ? makeStagingFolders(in: folder, count: laneCount) : []
            guard !staging.isEmpty else {
                serial += folderJobs.map { ($0, $0.folder + "/." + $0.name + suffix) }
                continue
            }
            var folderLanes = Array(repeating: [(Job, String)](), count: staging.count)
            for (offset, job) in folderJobs.enumerated() {
                let lane = offset % staging.count
                folderLanes[lane].append((job, staging[lane] + "/" + job.name))
            }
            lanes += folderLanes
        }
        return serial.isEmpty ? lanes : lanes + [serial]
    }

    /// `count` hidden folders in `folder`, or none if any cannot be made (the temps then go beside their targets).
    private mutating func makeStagingFolders(in folder: String, count: Int) -> [String] {
        var made: [String] = []
        for lane in 0..<count {
            let staging = folder + "/" + suffix + "-\(lane)"
            do throws(SystemCallError) {
                try FileSystemCalls.makeFolder(staging)
                made.append(staging)
            } catch {
                for folder in made { FileSystemCalls.removeEmptyFolder(folder) }
                return []
            }
        }
        stagingFolders += made
        return made
    }
}
