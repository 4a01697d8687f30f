import Foundation
import ScaffoldCore

/// The shorthand remembered: `scaffold feature Wallet name:String …` saves what it was given as `Specs/Wallet.yml`
/// (`SpecConvention`), written through the writer in the manifest group `spec:Wallet`, so neither stale-file
/// removal nor `destroy feature Wallet` takes it. `scaffold feature Wallet` (no fields) then generates from it, and
/// a later shorthand run that would drop one of its fields or operations is refused unless forced (`Removal`).
public enum ShorthandSpec {
    /// The manifest group of a feature's saved spec.
    public static func group(for feature: String) -> String { "spec:\(feature)" }

    /// The spec file that reproduces `spec` (read from the shorthand); `persistence` is `--persistence`'s value.
    public static func file(for spec: FeatureSpec, persistence: Persistence?) -> GeneratedFile {
        let lines = [
            "# Saved by `scaffold feature \(spec.feature)` from the fields given on the command line. `scaffold feature \(spec.feature)`",
            "# (no fields) generates from this file; edit it for what the shorthand cannot say (rules, examples, effects).",
        ] + SpecFileText.lines(for: spec, persistence: persistence)
        return GeneratedFile(
            path: SpecConvention.path(for: spec.feature), contents: lines.joined(separator: "\n") + "\n", group: group(for: spec.feature)
        )
    }

    /// The spec read from an OpenAPI document (merged with a `--spec` file), saved so later runs need neither:
    /// `scaffold feature Book` (no fields) generates from it, and a run with `--openapi` again replaces it.
    public static func file(importedFrom input: OpenAPIInput, schema: String?, spec: FeatureSpec, persistence: Persistence?) -> GeneratedFile {
        let merged = input.overlay.map { " with \($0.path) merged over it" } ?? ""
        let lines = [
            "# Saved by `scaffold feature \(spec.feature) --openapi \(input.path)` from the document's schema \(schema ?? input.schema ?? spec.entity)\(merged).",
            "# `scaffold feature \(spec.feature)` (no fields) generates from this file; `--openapi` again replaces it.",
        ] + SpecFileText.lines(for: spec, persistence: persistence ?? spec.persistence)
        return GeneratedFile(
            path: SpecConvention.path(for: spec.feature), contents: lines.joined(separator: "\n") + "\n", group: group(for: spec.feature)
        )
    }

    /// What a shorthand run would take away from the spec saved at the conventional path.
    public struct Removal: Sendable, Equatable {
        /// The saved spec's root-relative path.
        public var path: String
        public var feature: String
        /// `name: Type` of each field the run drops.
        public var fields: [String]
        /// Each operation the run drops.
        public var operations: [String]
        /// The shorthand that keeps everything: the saved fields, then the new ones.
        public var keepingCommand: String

        /// `--force` is needed to go ahead; said as `scaffold: error:` with exit code 3.
        public var refusal: ScaffoldError {
            let items = fields.map { "field `\($0.split(separator: ":").first.map(String.init) ?? $0)`" }
                + operations.map { "operation `\($0)`" }
            return .refused(Refusal(
                kind: "fieldsRemoved",
                summary: "this run would remove \(items.joined(separator: ", ")) of \(feature), which \(path) has; nothing was written",
                details: fields.map { "field      \($0)" } + operations.map { "operation  \($0)" },
                hint: "give them again (`\(keepingCommand)`), generate from the spec with `scaffold feature \(feature)`, "
                    + "or pass --force to remove them (edited files are kept under \(Backup.folder)/)"
            ))
        }
    }

    /// Fields and operations the spec saved at `Specs/<Feature>.yml` (`saved`: its bytes, as read before) has and
    /// `spec` (from the shorthand) lacks; nil when it lacks none, or there is no saved spec scaffold can read.
    public static func removal(by spec: FeatureSpec, saved data: Data?, context: SpecContext) -> Removal? {
        let path = SpecConvention.path(for: spec.feature)
        guard let data, let saved = try? SpecLoader.load(contents: data, path: path, context: context) else { return nil }
        let names = Set(spec.fields.map(\.name)), operationNames = Set(spec.operations.map(\.name))
        let fields = saved.fields.filter { !names.contains($0.name) }
        let operations = saved.operations.filter { !operationNames.contains($0.name) }
        guard !fields.isEmpty || !operations.isEmpty else { return nil }
        let kept = saved.fields.map { field in spec.fields.first { $0.name == field.name } ?? field }
            + spec.fields.filter { field in !saved.fields.contains { $0.name == field.name } }
        var command = "scaffold feature \(spec.feature) " + kept.map { shellWord("\($0.name):\($0.type.description)") }.joined(separator: " ")
        if !operations.isEmpty {
            let all = spec.operations + operations.filter { operation in !spec.operations.contains { $0.name == operation.name } }
            command += " --operations " + all.map { $0.kind == .custom ? "\($0.name):custom" : $0.name }.joined(separator: ",")
        }
        return Removal(
            path: path, feature: spec.feature, fields: fields.map { "\($0.name): \($0.type.description)" },
            operations: operations.map(\.name), keepingCommand: command
        )
    }

    /// Quoted for a shell when it holds anything a shell reads specially (`[String]`, `String?`).
    private static func shellWord(_ word: String) -> String {
        word.allSatisfy { $0.isLetter || $0.isNumber || $0 == ":" || $0 == "_" } ? word : "'\(word)'"
    }
}
