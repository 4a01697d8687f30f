import Foundation

/// Wall time and CPU time since a start, for the suite package's timing lines. The CPU time is user plus system time
/// of this process and of every child it has waited for (scaffold runs, `swift build`, `swift test`): on a machine
/// shared with other builds the wall time says how busy the machine was, the CPU time what the phase cost.
struct PhaseClock {
    private var wall = Date()
    private var cpu = PhaseClock.cpuSeconds()

    /// "12 s (30 s CPU)": the time since the start or the previous lap; starts the next lap.
    mutating func lap() -> String {
        let (now, used) = (Date(), Self.cpuSeconds())
        defer { (wall, cpu) = (now, used) }
        return String(format: "%.0f s (%.0f s CPU)", now.timeIntervalSince(wall), used - cpu)
    }

    /// User and system seconds of this process and its waited-for children so far.
    static func cpuSeconds() -> Double {
        #if os(Linux)
        let whose = [RUSAGE_SELF, RUSAGE_CHILDREN].map { __rusage_who_t($0.rawValue) }
        #else
        let whose = [RUSAGE_SELF, RUSAGE_CHILDREN]
        #endif
        var total = 0.0
        for who in whose {
            var usage = rusage()
            getrusage(who, &usage)
            total += seconds(usage.ru_utime) + seconds(usage.ru_stime)
        }
        return total
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
}
