/// The batches of a sweep from its seed: for each, a preset, a style, a store and an isolation mode, and
/// features generated in order, later ones reading earlier ones' records.
struct SweepBatchGenerator {
    var seed: UInt64
    var modulePrefix = "Sweep"
    var avoiding: Set<SweepConstruct> = []
    /// The test framework of every batch in place of the one each draws (`xctest`), or nil for the draw. The draw is
    /// made either way, so a seed names the same specs and styles whatever this says.
    var tests: String?

    /// Batch `index` (from 0) of the sweep, with `count` features; even batches build under the default
    /// isolation, odd ones under approachable concurrency. The module is `<modulePrefix><index>`.
    func batch(_ index: Int, features count: Int) -> SweepBatch {
        var random = SweepRandom(seed: seed, stream: UInt64(index))
        let preset = Preset.allCases[(index / 2 + random.int(in: 0...3)) % 4]
        let isolation: HarnessPackage.Isolation = index % 2 == 0 ? .nonisolated : .mainActor
        var style = SweepBatch.Style(
            observation: random.pick(["observable", "observableObject"]), state: random.pick(["flat", "nested"]),
            naming: random.pick(["protocolSuffix", "defaultPrefix"]), tests: random.pick(["xctest", "swift-testing"]), patterns: nil
        )
        if let tests { style.tests = tests }
        if random.chance(15) {
            style.patterns = random.pick([("{name}", "{name}Impl"), ("I{name}", "{name}"), ("{name}Protocol", "Live{name}"), ("{name}Contract", "Default{name}")])
        }
        var names = Set<String>()
        var specs: [SweepSpec] = []
        for index in 0..<count {
            // An entity named like a framework type comes first: once a feature made the app's root, whose file is
            // the team's from then on, a later one is refused where that file names the type plainly (exit 4, as
            // Docs/Spec.md, "An entity named like a framework type", says).
            let feature = uniqueName(&names, tricky: index == 0, &random)
            let entity: String? = random.chance(10) ? uniqueName(&names, tricky: false, &random) : nil
            var generator = SweepSpecGenerator(earlier: specs, preset: preset, avoiding: avoiding)
            specs.append(generator.spec(feature: feature, entity: entity, &random))
        }
        allowRepositoryDirect(in: &specs, preset: preset, &random)
        return SweepBatch(
            name: "s\(seed)-b\(index)", module: "\(modulePrefix)\(index)", isolation: isolation, preset: preset, style: style,
            persistence: random.weighted([(nil, 2), ("memory", 1), ("json", 1)]), specs: specs
        )
    }

    /// An entity name not taken in the batch: an ordinary noun, or (where `tricky`) one time in four a framework
    /// type's name.
    private func uniqueName(_ names: inout Set<String>, tricky: Bool, _ random: inout SweepRandom) -> String {
        let chance = tricky ? 25 : 0
        // A name an avoided construct stands for is drawn again, as a taken one is: the other batches keep their draws.
        let avoided = Set(avoiding.compactMap(\.entityName))
        while true {
            let name = random.chance(chance) ? random.pick(SweepNames.trickyEntities) : random.pick(SweepNames.entities)
            if !avoided.contains(name), names.insert(name).inserted { return name }
        }
    }

    /// `useCase: false` on the CRUD operations seed 000 lets go to the repository directly (Docs/Spec.md, "The
    /// decision rules"): not in `clean`; only pure CRUD on the feature's own repository, used by one view model,
    /// with nothing to validate or prepare, on an entity no feature of the batch refers to (its delete keeps those
    /// references whole and its list serves their pickers, both UseCases).
    private func allowRepositoryDirect(in specs: inout [SweepSpec], preset: Preset, _ random: inout SweepRandom) {
        guard preset != .clean else { return }
        let referenced = Set(specs.flatMap { spec in (spec.operations ?? []).flatMap { ($0.reads ?? []).map(\.entity) } })
        for index in specs.indices {
            let spec = specs[index]
            guard let operations = spec.operations, !referenced.contains(spec.entityName) else { continue }
            let hasText = spec.fields.contains { ["String", "String?"].contains($0.type) && $0.name != "id" }
            let hasRules = spec.fields.contains { !$0.rules.isEmpty }
            for (position, operation) in operations.enumerated() where random.chance(25) {
                let writes = ["create", "update"].contains(operation.kind)
                guard ["fetchAll", "fetch", "delete", "create", "update"].contains(operation.kind),
                      !(writes && (hasText || hasRules)), operation.validation != true, operation.transformation != true,
                      operation.sets == nil, operation.reads == nil, operation.useCase == nil,
                      (operation.repositories ?? [spec.entityName]) == [spec.entityName], (operation.usedBy?.count ?? 1) == 1
                else { continue }
                specs[index].operations![position].useCase = false
            }
        }
    }
}
