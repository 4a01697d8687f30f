import CheckKit
import FeatureKit
import ScaffoldCore
import XCTest

/// The reference tables the code holds, each generated into its page (`GeneratedSection`): a rule added in code is
/// documented by `make docs`, and a page left stale fails here.
final class GeneratedDocsTests: XCTestCase {
    /// Docs/Spec.md, "Field rules": every `FieldRule.Kind`, in order.
    func testFieldRulesTable() throws {
        let rows = FieldRule.Kind.allCases.map { kind -> [String] in
            let rule = kind.definition
            let labels = (["field"] + rule.error.values.map(\.label)).map { "\($0):" }.joined()
            return ["`\(rule.example)`", rule.subject.fields, rule.passesWhen, "`\(rule.error.name)(\(labels))`"]
        }
        try GeneratedSection(page: "Docs/Spec.md", name: "field-rules")
            .assertCurrent(GeneratedSection.table(["rule", "applies to", "passes when", "the Validator throws"], rows))
    }

    /// Docs/Check.md, "Rules": every check rule, in `RuleCatalog.all`'s order (the order that decides which rule keeps a
    /// violation several see), with the presets whose documents it quotes.
    func testCheckRulesTable() throws {
        let presets = ScaffoldCore.Preset.all.map(\.name)
        let rows = RuleCatalog.all.map { $0.description }.map { rule -> [String] in
            let quoted = presets.filter { rule.passages[$0] != nil }
            let shown = quoted == presets ? "all" : quoted.joined(separator: ", ")
            return ["`\(rule.id)`", shown, rule.defaultSeverity.rawValue, rule.reports]
        }
        try GeneratedSection(page: "Docs/Check.md", name: "check-rules")
            .assertCurrent(GeneratedSection.table(["rule id", "presets", "severity", "reports"], rows))
    }

    /// Docs/Spec.md, "The decision rules": every rule of `Plan/Rules`, in rank order.
    func testDecisionRulesTable() throws {
        let rows = DecisionRules.all.map { ["`\($0.id)`", $0.useCaseWhen] }
        try GeneratedSection(page: "Docs/Spec.md", name: "decision-rules")
            .assertCurrent(GeneratedSection.table(["rule id", "UseCase when"], rows))
    }
}
