import ArgumentParser
import Foundation
import FeatureKit
import ScaffoldCore

/// `scaffold plan`: the decisions and files of a feature, written nowhere.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Show per operation whether it gets a UseCase and why, then every file and its status; writes nothing."
    )

    @OptionGroup var input: InputOptions
    @OptionGroup var project: ProjectOptions

    @OptionGroup var jsonOption: JSONOption<JSONOutputs.Plan>

    @OptionGroup var verboseOption: VerboseOption

    func run() throws {
        do throws(ScaffoldError) {
            let context = try project.context()
            let pipeline = FeaturePipeline(context: context, sources: SwiftSourceModuleReader(), console: .terminal)
            let outcome = try pipeline.run(.plan(input.source, persistence: input.persistence, remote: input.remote))
            var summary = PlanSummary(outcome.plan, related: outcome.related, remote: context.config?.remote)
            // `plan` shows what `feature` would refuse; it refuses nothing itself.
            if let refusal = outcome.refusal {
                summary.notes.append("`scaffold feature` would refuse this without --force: " + refusal.summary)
            }
            if jsonOption.json {
                Console.printJSON(FeatureOutput(outcome, plan: summary))
            } else {
                Console.out(summary.text)
                Console.out("")
                Console.out("Files:")
                Console.printReport(outcome.report, verbose: verboseOption.verbose)
                Console.printPasteSteps(outcome.pasteSteps, feature: summary.feature)
            }
            if let note = project.assumptionNote(context) { Console.say(note) }
        } catch {
            throw Console.fail(error, json: jsonOption.json)
        }
    }
}

/// What `plan` reports: the feature, each operation's decision with its reasons, and notes.
struct PlanSummary: Encodable {
    let feature: String
    let entity: String
    let preset: String
    /// The store and what chose it (`PersistenceRule`).
    let storage: String
    let operations: [OperationDecision]
    /// Where business logic goes (`UseCase`, or mvvm's `Service`), and why, where the preset's document says so.
    let businessLogic: BusinessLogicLayer
    /// Each decision in the preset's words: `UseCase` or `repository direct`; mvvm's `Service` or `persistence manager direct`.
    let outcomes: [String]
    let useCases: [String]
    /// The fields that name other records: the entity, the field a picker shows, and what deleting one does.
    let references: [String]
    /// The features regenerated with this one, and why.
    let regenerated: [String]
    var notes: [String]
    /// Where the records live when a server keeps them: paths, base URL, key style, each operation's request.
    let remote: RemoteSource?
    /// How the store reads records earlier versions of the feature stored; nil when they are stored as now.
    let migration: RecordMigration?

    init(_ plan: Plan, related: [Plan] = [], remote settings: RemoteSettings? = nil) {
        // As the planner made it: the client named as the app reaches it (an App-root app: its shared instance).
        remote = plan.remote ?? RemoteSource(spec: plan.spec, settings: settings)
        migration = plan.migration.flatMap { $0.changesRecords ? $0 : nil }
        feature = plan.spec.feature
        entity = plan.spec.entity
        preset = plan.preset
        storage = "\(Self.describe(plan.storage)) (\(plan.storageSource))"
        operations = plan.decisions
        businessLogic = plan.businessLogic
        let direct = "\(Naming.label(plan.repositoryRole).lowercased()) direct"
        outcomes = plan.decisions.map { $0.useCase ? plan.businessLogic.role : direct }
        useCases = plan.useCases.map(\.implementationName)
        references = plan.references.map { reference in
            let rule = plan.spec.fields.first { $0.name == reference.field }?.onDelete ?? .restrict
            let shown = reference.listUseCase == nil ? "kept, not edited" : "a picker showing \(reference.display ?? "the id")"
            let deleted = Naming.withArticle(Naming.label(reference.entity).lowercased())
            return "\(reference.field) → \(reference.entity): \(shown); deleting \(deleted): \(rule.rawValue)"
        }
        regenerated = related.map { other in
            if Set(plan.spec.references.map(\.entity)).contains(other.spec.entity) {
                return "\(other.spec.feature): its delete and list serve \(plan.spec.entity)'s references"
            }
            if other.spec.references.contains(where: { $0.entity == plan.spec.entity }) {
                return "\(other.spec.feature): its screens show \(plan.spec.entity) records"
            }
            // Neither refers to the other: it is regenerated for a framework name the new entity shadows.
            let spelled = other.frameworkNames.spell(plan.spec.entity)
            return "\(other.spec.feature): its code spells `\(spelled)`, as \(plan.spec.entity) is an entity now"
        }
        notes = plan.notes
    }

    private static func describe(_ storage: Preset.Storage) -> String {
        switch storage {
        case .inMemory: "memory (an actor; gone when the app quits)"
        case .jsonFile: "json (one file under Application Support)"
        case .userDefaults: "UserDefaults"
        case .dataSource: "memory (a local data source)"
        case .jsonDataSource: "json (a local data source over one file under Application Support)"
        }
    }

    var text: String {
        var lines = ["Feature \(feature) (entity \(entity), preset \(preset))", "Storage: \(storage)"]
        lines += remote?.lines ?? []
        if let explanation = businessLogic.explanation {
            lines.append("Business logic: \(businessLogic.role)s — \(explanation)")
        }
        lines += ["", "Operations:"]
        let width = (operations.map(\.operation.count).max() ?? 0) + 2
        for (decision, outcome) in zip(operations, outcomes) {
            let name = decision.operation.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(name)\(outcome)")
            for reason in decision.reasons {
                lines.append("  \(String(repeating: " ", count: width))- [\(reason.rule)] \(reason.sentence)")
            }
            if let effect = decision.effect {
                lines.append("  \(String(repeating: " ", count: width))- [effect] \(effect)")
            }
            if let request = remote?.requests.first(where: { $0.operation == decision.operation }) {
                lines.append("  \(String(repeating: " ", count: width))- [remote] \(request.method.rawValue) \(request.path)")
            }
        }
        if !references.isEmpty {
            lines += ["", "References:"] + references.map { "  - \($0)" }
        }
        if let migration {
            lines += ["", MigrationSummary.heading(migration, feature: feature)] + MigrationSummary.lines(migration).map { "  - \($0)" }
        }
        if !regenerated.isEmpty {
            lines += ["", "Regenerated with it:"] + regenerated.map { "  - \($0)" }
        }
        // A note the remote lines already say (the app's client scaffold cannot drive) is said there only.
        let said = Set((remote?.lines ?? []).map { $0.trimmingCharacters(in: .whitespaces) })
        let unsaid = notes.filter { !said.contains($0) }
        if !unsaid.isEmpty {
            lines += ["", "Notes:"] + unsaid.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
