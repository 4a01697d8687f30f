import Foundation
import ScaffoldCore

/// The `.scaffold.yml` adopt writes: every inferred value with what it came from in a trailing comment, every
/// question as a commented key under `# question:`, the rest of the preset's settings commented out as
/// `scaffold init` writes them. `ProjectConfig.load` reads it back (the adopter checks that it does).
struct AdoptedConfigText {
    let findings: Findings

    func render() -> String {
        var lines = [
            "# scaffold project configuration, written by `scaffold adopt` from what it read in this repository. Every",
            "# scaffold command finds this file by walking up from the working directory; paths are relative to its folder.",
            "# Each value says what it was inferred from; `# question:` marks what adopt could not tell, with the key to set.",
            "",
            "# Not created by scaffold: features register into the app's own composition root and root view, and scaffold",
            "# generates no root, AppCoordinator, coordinator or HomeView of its own.",
            "adopted: true",
            "",
        ]
        lines += aligned(["preset", "module", "sources", "tests", "isolation"].compactMap(entry))
        lines += questions(where: { ["preset", "sources", "tests", "module"].contains($0) })
        lines += [
            "",
            "# Where features register. `scaffold feature` inserts a feature's store into the composition root's body (without",
            "# one, the @main App holds it), its link and routes where the app pushes its screens (a NavigationStack, a TabView,",
            "# a route enum), each before a `// scaffold:insert …` line it adds there the first time (Docs/Adopt.md); adopt itself",
            "# changes no source file. Its factories go into an extension of the root, in a file of its own.",
        ]
        lines += section("compositionRoot", keys: ["type", "file", "property"])
        lines += section("rootView", keys: ["type", "file"])
        lines += client()
        lines += ["", "# Where each kind of file goes: the folders the app keeps them in. Placeholders: " + "{sourceRoot} {testRoot} {feature} {entity} {name}"]
        lines += section("layout", keys: ArtifactKind.allCases.map(\.rawValue), always: true)
        lines += ["", "# How the app's types are written."]
        lines += section("style", keys: ["observation", "state", "naming", "protocolName", "implementationName", "tests"], always: true)
        if !findings.observations.isEmpty {
            lines += ["", "# What adopt read that no key maps:"]
            lines += findings.observations.map { "#   - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `remote.client`: the app's own HTTP client, when adopt found one it can call.
    private func client() -> [String] {
        let keys = ["type", "kind", "file", "method", "arguments", "request", "returns", "throws", "endpointFile", "property", "keyDecoding", "shared", "endpoint", "endpointMembers", "methodCases"]
        let rows: [(String, String)] = keys.compactMap { key in
            guard let inference = findings.inferences.first(where: { $0.key == "remote.client.\(key)" }) else { return nil }
            // `arguments` is a list and the endpoint's members and cases are mappings; every other value is text.
            let value = ["arguments", "endpointMembers", "methodCases"].contains(key) ? inference.value : YAMLScalar.text(inference.value)
            return ("    \(key): \(value)", comment(inference))
        }
        guard !rows.isEmpty else { return [] }
        let keyStyle = findings.inferences.first { $0.key == "remote.keyStyle" }.map { [("  keyStyle: \(YAMLScalar.text($0.value))", comment($0))] } ?? []
        return [
            "",
            "# The app's own HTTP client. A remote feature (`remote:` in its spec) calls it through a generated adapter made over",
            "# the composition root's `property` when it takes a URLRequest and answers the body (Data, or with its URLResponse)",
            "# or a decoded value (T: Decodable, its decoder's `keyDecoding` read from the client's files); otherwise the feature",
            "# brings its own URLSession client, and `scaffold plan` says why.",
            "remote:",
        ] + aligned(keyStyle) + ["  client:"] + aligned(rows)
    }

    /// `key: value` and its comment, for a top-level key.
    private func entry(_ key: String) -> (String, String)? {
        guard let inference = findings.inferences.first(where: { $0.key == key }) else { return nil }
        return ("\(key): \(YAMLScalar.text(inference.value))", comment(inference))
    }

    /// A section with its inferred keys, then the questions about it as commented keys.
    private func section(_ name: String, keys: [String], always: Bool = false) -> [String] {
        let rows: [(String, String)] = keys.compactMap { key in
            guard let inference = findings.inferences.first(where: { $0.key == "\(name).\(key)" }) else { return nil }
            return ("  \(key): \(YAMLScalar.text(inference.value))", comment(inference))
        }
        let asked = questions(where: { $0 == name || $0.hasPrefix(name + ".") })
        if rows.isEmpty && !always {
            return asked.isEmpty ? [] : [""] + asked
        }
        return [rows.isEmpty ? "\(name):" : "\(name):"] + aligned(rows) + asked.map { $0.hasPrefix("#") ? "  " + $0 : $0 }
    }

    private func questions(where matches: (String) -> Bool) -> [String] {
        findings.questions.filter { matches($0.key) }.flatMap { question in
            ["# question: \(question.question)"] + question.suggestion.map { "# \($0)" }
        }
    }

    private func comment(_ inference: Inference) -> String {
        let evidence = inference.evidence.prefix(2).map(\.description)
        return ([inference.reason] + evidence).joined(separator: "; ")
    }

    /// Rows with their comments in one column (not past 60 columns, so long values keep short lines).
    private func aligned(_ rows: [(text: String, comment: String)]) -> [String] {
        let width = min(rows.map(\.text.count).max() ?? 0, 60)
        return rows.map { row in
            row.text.padding(toLength: max(width, row.text.count) + 2, withPad: " ", startingAt: 0) + "# " + row.comment
        }
    }
}
