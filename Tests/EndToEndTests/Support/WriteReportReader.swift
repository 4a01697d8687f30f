import Foundation
import FeatureKit
import ScaffoldCore

/// Reads the `WriteReport` that `scaffold feature --json` prints, wherever it sits in the JSON document.
enum WriteReportReader {
    static func read(_ output: ProcessOutput) throws -> WriteReport {
        let data = Data(output.stdout.utf8)
        if let report = try? JSONDecoder().decode(WriteReport.self, from: data) {
            return report
        }
        // Accept the report nested in a larger document (e.g. `{"report": {...}, "plan": ...}`).
        if let document = try? JSONSerialization.jsonObject(with: data),
           let nested = findReport(in: document),
           let report = try? JSONDecoder().decode(WriteReport.self, from: JSONSerialization.data(withJSONObject: nested)) {
            return report
        }
        throw HarnessError("no write report (results with path and status) in --json output:\n\(output.transcript)")
    }

    private static func findReport(in value: Any) -> [String: Any]? {
        if let object = value as? [String: Any] {
            if object["results"] is [Any] {
                var report = object
                report["dryRun"] = report["dryRun"] ?? false
                return report
            }
            return object.values.lazy.compactMap(findReport).first
        }
        if let array = value as? [Any] {
            return array.lazy.compactMap(findReport).first
        }
        return nil
    }
}

extension WriteReport {
    /// Path → status, for assertions.
    var statuses: [String: FileStatus] {
        Dictionary(results.map { ($0.path, $0.status) }, uniquingKeysWith: { first, _ in first })
    }
}
