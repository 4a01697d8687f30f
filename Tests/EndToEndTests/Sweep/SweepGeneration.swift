import Foundation

/// A batch as files: `.scaffold.yml` and the specs in generation order — what a sweep generated, or a regression
/// fixture (Tests/Fixtures/Sweep/<name>/) read back.
struct SweepBatchFiles {
    var name: String
    var module: String
    var isolation: HarnessPackage.Isolation
    var configuration: String
    /// `specs/01-Book.yml` and its text, in order.
    var specs: [(path: String, text: String)]

    /// The feature of each spec, from its file name (`specs/01-Book.yml` → `Book`).
    var features: [String] {
        specs.map { spec in
            let file = (spec.path as NSString).lastPathComponent.replacingOccurrences(of: ".yml", with: "")
            return file.split(separator: "-", maxSplits: 1).last.map(String.init) ?? file
        }
    }

    init(_ batch: SweepBatch) {
        name = batch.name
        module = batch.module
        isolation = batch.isolation
        configuration = batch.configuration
        specs = batch.specFiles
    }

    /// A batch folder: `.scaffold.yml` names the module and the isolation, `specs/` holds the specs, generated in
    /// the order of their names.
    init(folder: URL) throws {
        name = folder.lastPathComponent
        let configuration = try String(contentsOf: folder.appendingPathComponent(".scaffold.yml"), encoding: .utf8)
        self.configuration = configuration
        func value(_ key: String) -> String? {
            configuration.split(separator: "\n").first { $0.hasPrefix("\(key): ") }.map { String($0.dropFirst(key.count + 2)) }
        }
        guard let module = value("module"), let isolation = value("isolation").flatMap(HarnessPackage.Isolation.init(rawValue:)) else {
            throw HarnessError("\(folder.path)/.scaffold.yml must name the module and the isolation")
        }
        self.module = module
        self.isolation = isolation
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("specs").path).filter { $0.hasSuffix(".yml") }.sorted()
        specs = try names.map { ("specs/\($0)", try String(contentsOf: folder.appendingPathComponent("specs/\($0)"), encoding: .utf8)) }
    }
}

/// What generating a batch left: its module when every spec was generated, else which spec the tool did not take.
struct GeneratedBatch {
    var batch: SweepBatchFiles
    /// `<folder>/<batch name>`: the project root, holding `.scaffold.yml` and `specs/` as a fixture does.
    var root: String
    /// The features generated, in order (all of them when `refusal` is nil).
    var generated: [String]
    var refusal: Refusal?

    /// A spec the tool did not generate: a refusal (a located error), or a crash.
    struct Refusal: CustomStringConvertible {
        var spec: String
        var output: ProcessOutput

        /// A crash, a signal, or a failure without `scaffold: error:` and a `file:line:column` location.
        var isCrash: Bool {
            output.exitCode >= 128 || output.exitCode < 0 || output.stderr.contains("Fatal error")
                || !output.stderr.contains("scaffold: error:")
        }

        var isLocated: Bool {
            output.stderr.range(of: #"\.(yml|swift):\d+:\d+: error: "#, options: .regularExpression) != nil
        }

        var description: String {
            "\(spec): \(isCrash ? "CRASH" : isLocated ? "refused" : "refused without a location") (exit \(output.exitCode))\n\(output.stderr)"
        }
    }

    var module: HarnessPackage.Module? {
        guard refusal == nil else { return nil }
        return HarnessPackage.Module(name: batch.module, sources: "\(root)/Sources/\(batch.module)", tests: "\(root)/Tests/\(batch.module)Tests")
    }
}

extension Workspace {
    /// Writes the batch's `.scaffold.yml` and specs under `<folder>/<name>/` and runs `scaffold feature --spec`
    /// for each spec in order there; stops at the first spec the tool does not generate.
    func generate(_ batch: SweepBatchFiles, in folder: String) throws -> GeneratedBatch {
        let root = "\(folder)/\(batch.name)"
        try directory.write(batch.configuration, to: "\(root)/.scaffold.yml")
        var result = GeneratedBatch(batch: batch, root: root, generated: [])
        for (path, text) in batch.specs {
            try directory.write(text, to: "\(root)/\(path)")
        }
        for ((path, _), feature) in zip(batch.specs, batch.features) {
            let output = try run(["feature", "--spec", "\(root)/\(path)", "--root", root])
            guard output.exitCode == 0 else {
                result.refusal = .init(spec: path, output: output)
                return result
            }
            result.generated.append(feature)
        }
        return result
    }
}
