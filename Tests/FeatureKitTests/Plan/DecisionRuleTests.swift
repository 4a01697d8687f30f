import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Seed 000's UseCase usage criteria, one rule at a time, with triggering and non-triggering facts.
final class DecisionRuleTests: XCTestCase {
    private func facts(
        kind: OperationKind = .create, pure: Bool? = true, validation: Bool? = false, transformation: Bool? = false,
        repositories: [String]? = ["Wallet"], usedBy: [String]? = ["WalletForm"]
    ) -> OperationFacts {
        OperationFacts(
            name: "op", kind: kind, isPureCRUD: pure, hasValidation: validation, hasTransformation: transformation,
            repositories: repositories, usedBy: usedBy, explicitUseCase: nil
        )
    }

    func testValidationRule() {
        XCTAssertEqual(ValidationRule().evaluate(facts(validation: true)), .requiresUseCase("op has validation logic, and validation belongs in a UseCase"))
        XCTAssertEqual(ValidationRule().evaluate(facts(validation: false)), .satisfied)
        XCTAssertEqual(ValidationRule().evaluate(facts(validation: nil)), .unknown("whether it validates"))
    }

    func testTransformationRule() {
        XCTAssertEqual(TransformationRule().evaluate(facts(transformation: true)), .requiresUseCase("op transforms data"))
        XCTAssertEqual(TransformationRule().evaluate(facts(transformation: false)), .satisfied)
        XCTAssertEqual(TransformationRule().evaluate(facts(transformation: nil)), .unknown("whether it transforms data"))
    }

    func testChangingFieldsIsATransformation() {
        var facts = facts(transformation: nil)
        facts.sets = ["isDone", "doneAt"]
        XCTAssertEqual(TransformationRule().evaluate(facts), .requiresUseCase("op changes `isDone` or `doneAt` (`sets:`), a data transformation"))
    }

    func testPresentationUsesUseCasesRuleOnlyWhereThePresetSaysSo() {
        var facts = facts()
        XCTAssertEqual(PresentationUsesUseCasesRule().evaluate(facts), .satisfied)
        facts.repositoryDirectForbidden = true
        guard case .requiresUseCase(let sentence) = PresentationUsesUseCasesRule().evaluate(facts) else {
            return XCTFail("the clean preset's rule must require a UseCase")
        }
        XCTAssertTrue(sentence.contains("seed 002, Layer Responsibilities"), sentence)
    }

    func testMultipleRepositoriesRule() {
        XCTAssertEqual(
            MultipleRepositoriesRule().evaluate(facts(repositories: ["Wallet", "Transaction"])),
            .requiresUseCase("op coordinates 2 repositories (Transaction, Wallet)")
        )
        XCTAssertEqual(MultipleRepositoriesRule().evaluate(facts(repositories: ["Wallet", "Wallet"])), .satisfied)
        XCTAssertEqual(MultipleRepositoriesRule().evaluate(facts(repositories: nil)), .unknown("which repositories it uses"))
    }

    func testReusedAcrossViewModelsRule() {
        XCTAssertEqual(
            ReusedAcrossViewModelsRule().evaluate(facts(usedBy: ["WalletList", "WalletDetail"])),
            .requiresUseCase("op is used by 2 view models (WalletDetail, WalletList)")
        )
        XCTAssertEqual(ReusedAcrossViewModelsRule().evaluate(facts(usedBy: ["WalletList"])), .satisfied)
        XCTAssertEqual(ReusedAcrossViewModelsRule().evaluate(facts(usedBy: nil)), .unknown("which view models use it"))
    }

    func testPureCRUDRule() {
        XCTAssertEqual(PureCRUDRule().evaluate(facts(pure: true)), .satisfied)
        XCTAssertEqual(PureCRUDRule().evaluate(facts(pure: false)), .requiresUseCase("op is not a pure CRUD operation: it does what its `sets:` and `reads:` say"))
        XCTAssertEqual(PureCRUDRule().evaluate(facts(pure: nil)), .unknown("whether it is pure CRUD (it is a custom operation)"))
    }

    func testEveryRuleQuotesItsSeed() {
        for rule in DecisionRules.required {
            // Seed 000's UseCase criteria, and seed 002's layer rule for the preset that follows it.
            let seed = rule.id == PresentationUsesUseCasesRule().id ? "002_23262c6c915903bf.txt, Layer Responsibilities" : "000_c7ec1093a6c69dce.txt"
            XCTAssertTrue(rule.seedQuote.contains(seed), rule.id)
        }
        XCTAssertTrue(DoubtRule.seedQuote.contains("When in doubt, create a UseCase"))
        XCTAssertTrue(RepositoryDirectRule.seedQuote.contains("Used only in that ViewModel"))
    }

    func testDoubtSentenceNamesEveryUnknown() {
        XCTAssertNil(DoubtRule().sentence(operation: "op", unknowns: []))
        let sentence = DoubtRule().sentence(operation: "op", unknowns: ["a", "b", "c"])
        XCTAssertEqual(sentence, "UseCase out of doubt: for op, the spec does not say a, b or c — when in doubt, create a UseCase")
    }

    /// The list is derived from Plan/Rules (Plugins/RuleLists): every rule file is in it, each with a rank of its own, and
    /// the criteria judged on facts keep the order `plan` has always reported them in.
    func testEveryRuleFileIsListedInRankOrder() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FeatureKit/Plan/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Rule.swift") && $0 != "DecisionRule.swift" }.map { String($0.dropLast(".swift".count)) }
        XCTAssertEqual(Set(DecisionRules.all.map { String(describing: $0) }), Set(files))
        XCTAssertEqual(Set(DecisionRules.all.map { $0.rank }).count, DecisionRules.all.count, "two rules share a rank")
        XCTAssertEqual(DecisionRules.required.map(\.id),
                       ["validation", "transformation", "multipleRepositories", "reusedAcrossViewModels", "pureCRUD", "presentationUsesUseCases"])
    }
}
