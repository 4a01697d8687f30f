import FeatureKit
import Foundation
import ScaffoldCore

/// The Spec and Plan stages run in this process over a batch's specs, in order, as `scaffold feature` runs them:
/// each spec loaded and validated against the entities before it, planned with them, and every earlier feature it
/// names planned again with it (as `FeatureGenerator.relatedPlans` does). It writes nothing and takes
/// milliseconds, so `make check` proves over hundreds of generated specs that the generator writes only specs the
/// tool accepts, and that what the tool refuses it refuses with a located message.
enum SweepAcceptance {
    /// The problems of the first spec the tool refuses, or nil when it takes them all.
    struct Refusal: CustomStringConvertible {
        var spec: String
        var diagnostics: [Diagnostic]

        var description: String {
            "\(spec): " + diagnostics.map { "\($0.location.map { "\($0.line):\($0.column): " } ?? "")\($0.message) (at \($0.keyPath ?? "-"))" }
                .joined(separator: "; ")
        }
    }

    static func check(_ batch: SweepBatchFiles, preset presetName: String, persistence: String?) -> Refusal? {
        guard var preset = ScaffoldCore.Preset.named(presetName) else { return Refusal(spec: "-", diagnostics: [Diagnostic(.error, "no preset \(presetName)")]) }
        preset.style = style(of: batch.configuration, over: preset.style)
        let roots = ProjectRoots(module: batch.module)
        var specs: [FeatureSpec] = []
        for (path, text) in batch.specs {
            let context = SpecContext(knownEntities: Set(specs.map(\.entity)), entities: Dictionary(specs.map { ($0.entity, $0) }, uniquingKeysWith: { $1 }))
            do throws(ScaffoldError) {
                let spec = try SpecLoader.load(contents: Data(text.utf8), path: path, context: context)
                let others = specs.filter { $0.entity != spec.entity }
                let known = Set(others.map(\.entity)).union([spec.entity])
                let project = ProjectFeatures(others + [spec])
                let planner = Planner(
                    preset: preset, roots: roots, knownEntities: known,
                    persistenceDefault: persistence.flatMap(Persistence.init(rawValue:)), project: project
                )
                _ = try planner.plan(spec)
                // The features it names, and those naming it, are planned again with it.
                for other in others where spec.references.contains(where: { $0.entity == other.entity })
                    || other.references.contains(where: { $0.entity == spec.entity }) {
                    _ = try planner.plan(other)
                }
                specs = others + [spec]
            } catch {
                if case .invalidSpec(let diagnostics) = error { return Refusal(spec: path, diagnostics: diagnostics) }
                return Refusal(spec: path, diagnostics: [Diagnostic(.error, "\(error)")])
            }
        }
        return nil
    }

    /// The `style:` keys of a batch's `.scaffold.yml` over the preset's.
    private static func style(of configuration: String, over base: Style) -> Style {
        var style = base
        for line in configuration.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "") }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "observation": style.observation = Style.Observation(rawValue: parts[1]) ?? style.observation
            case "state": style.state = Style.State(rawValue: parts[1]) ?? style.state
            case "naming": style.naming = Style.Naming(rawValue: parts[1]) ?? style.naming
            case "tests": style.tests = Style.Tests(rawValue: parts[1]) ?? style.tests
            case "protocolName": style.protocolPattern = NamePattern(parts[1])
            case "implementationName": style.implementationPattern = NamePattern(parts[1])
            default: break
            }
        }
        return style
    }
}
