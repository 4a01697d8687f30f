import Foundation

/// What `scaffold adopt` prints: each inferred key with its value, the reason and the first evidence; then the
/// questions it wrote as commented keys, and what it read that no key maps.
public enum AdoptReport {
    public static func text(_ adoption: Adopter.Adoption) -> String {
        let findings = adoption.findings
        var lines = ["Read \(adoption.summary).", "", "Inferred:"]
        let width = min((findings.inferences.map(\.key.count).max() ?? 0), 26)
        for inference in findings.inferences {
            let key = inference.key.padding(toLength: max(width, inference.key.count), withPad: " ", startingAt: 0)
            lines.append("  \(key)  \(inference.value)")
            lines.append("  \(String(repeating: " ", count: max(width, inference.key.count)))    \(inference.reason)")
            for evidence in inference.evidence.prefix(2) {
                lines.append("  \(String(repeating: " ", count: max(width, inference.key.count)))    from \(evidence)")
            }
        }
        if !findings.questions.isEmpty {
            lines += ["", "Could not tell (written as commented keys under `# question:`):"]
            lines += findings.questions.map { "  \($0.key): \($0.question)" }
        }
        if !findings.observations.isEmpty {
            lines += ["", "Also read:"]
            lines += findings.observations.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
