import FeatureKit
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
}
