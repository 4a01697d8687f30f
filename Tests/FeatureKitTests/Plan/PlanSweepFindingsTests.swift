import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Plans whose generated project did not build or pass, found by the sweep (SweepTests, Tests/Fixtures/Sweep).
final class PlanSweepFindingsTests: XCTestCase {
    private func samples(_ field: FieldSpec) -> FieldSamples {
        var diagnostics = DiagnosticCollector()
        return SampleBuilder().samples(for: field, diagnostics: &diagnostics, keyPath: "fields[0]")
    }

    private func planProblems(_ spec: FeatureSpec) -> [Diagnostic] {
        problems { () throws(ScaffoldError) in _ = try Planner(preset: .layered, roots: ProjectRoots(module: "App")).plan(spec) }
    }

    /// A list the form does not edit starts empty in a new record: a rule refusing empty meant the create form could
    /// never save (the sweep's `[Int]` with `minLength(3)`).
    func testAListTheCreateFormDoesNotEditMustBeAllowedToStartEmpty() {
        for (type, rule) in [("[Int]", FieldRule.minLength(3)), ("[UUID]", .nonEmpty), ("[String: Int]", .nonEmpty), ("[[String]]", .minLength(1))] {
            let spec = Specs.wallet(fields: [Specs.field("title", "String"), Specs.field("items", type, [rule])])
            expect(planProblems(spec), "field 'items' (\(type)) is not edited in the generated Wallet form, so a new wallet starts with it empty, which `\(rule)` refuses",
                   keyPath: "fields[1].rules", hint: "drop `\(rule)`, or make the field optional (\(type)?)")
        }
    }

    func testAListTheFormEditsOrThatMayBeEmptyOrThatNoFormCreatesIsTaken() throws {
        let taken: [(FieldSpec, [OperationSpec])] = [
            (Specs.field("tags", "[String]", [.nonEmpty]), Specs.crud),
            (Specs.field("items", "[Int]?", [.nonEmpty]), Specs.crud),
            (Specs.field("items", "[Int]", [.maxLength(3)]), Specs.crud),
            (Specs.field("items", "[Int]", [.nonEmpty]), [Specs.op("list"), Specs.op("update")]),
        ]
        for (field, operations) in taken {
            XCTAssertNoThrow(try Specs.plan(Specs.wallet(fields: [Specs.field("title", "String"), field], operations: operations)), "\(field.type)")
        }
    }

    /// A write trims text before it stores it: an accepted sample with a space at an end was stored otherwise than the
    /// test expected (`"Sample created "` from a `maxLength(15)` cut), and `"   "` in an optional text is stored as nil,
    /// which no rule refuses.
    func testTextSamplesAreWhatAWriteStores() {
        let cut = samples(Specs.field("createdAt", "String", [.nonEmpty, .maxLength(15)]))
        XCTAssertEqual(cut.valid, "\"abc\"", "not \"Sample created \", the first 15 characters of \"Sample created at\"")
        XCTAssertFalse(cut.checks.map(\.accepted).contains { $0.hasSuffix(" \"") || $0.hasPrefix("\" ") })
        let optional = samples(Specs.field("homepage", "String?", [.nonEmpty]))
        XCTAssertEqual(optional.checks[0].refusals, [], "blank optional text is stored as nil, which nonEmpty lets pass")
        XCTAssertEqual(samples(Specs.field("title", "String", [.nonEmpty])).checks[0].refusals.map(\.value), ["\"\"", "\" \""], "empty, and blank: trimmed to empty, still refused")
        let pattern = samples(Specs.field("code", "String?", [.minLength(1)]))
        XCTAssertEqual(pattern.checks[0].refusals, [], "an empty optional text is stored as nil")
    }

    /// A dictionary sample's keys are of its key type: `["key0": true]` did not compile as an `[Int: Bool]`.
    func testDictionarySamplesHaveKeysOfTheirKeyType() {
        XCTAssertEqual(samples(Specs.field("flags", "[Int: Bool]", [.nonEmpty])).valid, "[0: true]")
        XCTAssertEqual(samples(Specs.field("names", "[UUID: String]", [.minLength(2)])).valid,
                       "[UUID(uuidString: \"00000000-0000-0000-0000-000000000000\")!: \"Sample\", UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!: \"Sample\"]")
        XCTAssertEqual(samples(Specs.field("counts", "[String: Int]", [.nonEmpty])).valid, "[\"key0\": 1]")
        XCTAssertEqual(samples(Specs.field("switches", "[Bool: Int]", [.maxLength(5)])).checks[0].refusals, [], "a Bool key has two values")
    }

    /// An unwritten delete (its `repositories:` name one it does not say how it uses) is the team's, created once:
    /// a feature referring to the entity later must not add a repository to its initializer, which the composition
    /// root would then pass and the file, never rewritten, would not take (`extra argument 'articleRepository'`).
    func testAnUnwrittenUseCaseKeepsTheRepositoriesItsOwnSpecNames() throws {
        let recipe = FeatureSpec(
            feature: "Recipe", fields: [Specs.field("name", "String")],
            operations: [Specs.op("list"), Specs.op("create", index: 1), Specs.op("remove", repositories: ["Recipe", "Meeting"], index: 2)]
        )
        var recipeID = Specs.field("recipeID", "UUID?")
        recipeID.onDelete = .nullify
        let article = FeatureSpec(
            feature: "Article", fields: [Specs.field("title", "String"), recipeID],
            operations: [Specs.op("list"), Specs.op("create", reads: [EntityReference(field: "recipeID", entity: "Recipe")], index: 1)]
        )
        let meeting = FeatureSpec(feature: "Meeting", fields: [Specs.field("name", "String")], operations: Specs.crud)
        let alone = try Planner(preset: .layered, roots: ProjectRoots(module: "App"), knownEntities: ["Meeting", "Recipe"],
                                project: ProjectFeatures([meeting])).plan(recipe)
        let referred = try Planner(preset: .layered, roots: ProjectRoots(module: "App"), knownEntities: ["Meeting", "Recipe", "Article"],
                                   project: ProjectFeatures([meeting, article])).plan(recipe)
        let remove = { (plan: Plan) in plan.useCases.first { $0.operation == "remove" } }
        XCTAssertEqual(remove(alone)?.implemented, false)
        XCTAssertEqual(remove(alone)?.repositories, ["Recipe", "Meeting"])
        XCTAssertEqual(remove(referred)?.repositories, ["Recipe", "Meeting"], "Article's reference does not reach the unwritten delete")
        XCTAssertEqual(remove(referred)?.keeps, [])
    }

    /// A reference's sample names no record a test makes (tests give records the ids 1 and 2): with `1`, a restrict
    /// test's other record (`Episode.fixture()`) named the shelf `1` being deleted, and the refusal listed it too
    /// (sweep batch s1-b29, Tests/Fixtures/Sweep/int-reference-sample).
    func testAnIntReferenceSampleNamesNoRecordATestMakes() throws {
        let shelf = FeatureSpec(feature: "Shelf", fields: [Specs.field("id", "Int"), Specs.field("name", "String")], operations: Specs.crud)
        let reads = [EntityReference(field: "shelfID", entity: "Shelf"), EntityReference(field: "shelfIDs", entity: "Shelf")]
        let episode = FeatureSpec(
            feature: "Episode",
            fields: [Specs.field("title", "String"), Specs.field("shelfID", "Int"), Specs.field("shelfIDs", "[Int]"), Specs.field("count", "Int")],
            operations: [Specs.op("list"), Specs.op("update", reads: reads, index: 1)]
        )
        let plan = try Planner(preset: .layered, roots: ProjectRoots(module: "App"), knownEntities: ["Shelf"],
                               project: ProjectFeatures([shelf])).plan(episode)
        let valid = Dictionary(uniqueKeysWithValues: plan.samples.map { ($0.field, $0.valid) })
        XCTAssertEqual(valid["shelfID"], "1000")
        XCTAssertEqual(valid["shelfIDs"], "[1000]")
        XCTAssertEqual(valid["count"], "1", "a number that names no record keeps its sample")
    }
}
