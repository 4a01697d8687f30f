import FeatureKit

/// One feature spec of a batch: fields, then operations (which add the fields their effects need — a flag an
/// operation sets, a reference it reads), then references to the batch's earlier entities.
struct SweepSpecGenerator {
    /// The specs generated before this one in the batch, in order.
    var earlier: [SweepSpec]
    var preset: Preset
    /// Constructs left out (`SweepConstruct`): those with a failure written up and not fixed yet.
    var avoiding: Set<SweepConstruct> = []

    private var fields: [GeneratedField] = []
    private var ownEntityName = ""
    private var usedFieldNames: Set<String> = []

    init(earlier: [SweepSpec], preset: Preset, avoiding: Set<SweepConstruct> = []) {
        self.earlier = earlier
        self.preset = preset
        self.avoiding = avoiding
    }

    mutating func spec(feature: String, entity: String?, _ random: inout SweepRandom) -> SweepSpec {
        let entityName = entity ?? feature
        ownEntityName = entityName
        var fieldGenerator = SweepFieldGenerator(
            earlierEntities: earlier.map(\.entityName), ownEntity: entityName, withoutEntityFields: avoiding.contains(.entityField)
        )
        if random.chance(20) {
            let id = SweepField(name: "id", type: random.weighted([("UUID", 2), ("String", 2), ("Int", 1)]))
            fields.append(GeneratedField(field: id, base: id.type, optional: false, values: .none))
            usedFieldNames.insert("id")
        }
        for _ in 0..<random.weighted([(1, 2), (2, 4), (3, 5), (4, 4), (5, 3), (6, 2), (8, 1)]) {
            let name = fieldName(for: nil, &random)
            fields.append(fieldGenerator.field(named: name, &random))
        }
        if fields.first?.field.name == "id", fields.count > 2, random.chance(30) {
            fields.swapAt(0, random.int(in: 1...(fields.count - 1)))
        }
        var operations: [SweepOperation]? = nil
        if random.chance(82) {
            operations = crudOperations(entity: entityName, &random)
            for _ in 0..<random.weighted([(0, 3), (1, 4), (2, 3), (3, 1)]) {
                if let custom = customOperation(entity: entityName, taken: operations!.map(\.name), fieldGenerator: &fieldGenerator, &random) {
                    operations!.append(custom)
                }
            }
        }
        var spec = SweepSpec(
            feature: feature, entity: entity, fields: fields.map(\.field), operations: operations,
            persistence: random.weighted([(nil, 6), ("memory", 2), ("json", 2)])
        )
        addReferences(to: &spec, &random)
        Self.dropRulesTheCreateFormCannotMeet(in: &spec)
        return spec
    }

    /// A list the form does not edit (any but a list of text, and a list of references) or a dictionary starts empty
    /// in a new record: where the feature creates records, the rules that refuse empty are refused (the form could
    /// never save one; `UneditedCollection`), so the generator leaves them out there.
    static func dropRulesTheCreateFormCannotMeet(in spec: inout SweepSpec) {
        guard spec.effectiveKinds.contains("create") else { return }
        let references = spec.readFields
        for index in spec.fields.indices {
            let field = spec.fields[index]
            guard field.type.hasPrefix("["), !field.type.hasSuffix("?"), field.type != "[String]" || references.contains(field.name) else { continue }
            spec.fields[index].rules = field.rules.filter { rule in
                rule != "nonEmpty" && !(rule.hasPrefix("minLength(") && rule != "minLength(0)")
            }
        }
    }

    // MARK: - Names

    /// A field name not taken yet: one of the type's ordinary names, or now and then a tricky one.
    private mutating func fieldName(for type: String?, _ random: inout SweepRandom) -> String {
        let pool: [String]
        if random.chance(8) {
            pool = SweepNames.trickyFields
        } else {
            let key = type ?? random.pick(Array(SweepNames.fieldsByType.keys).sorted())
            pool = SweepNames.fieldsByType[key] ?? SweepNames.fieldsByType["String"]!
        }
        return unique(random.pick(pool))
    }

    private mutating func unique(_ name: String) -> String {
        var candidate = name
        var number = 2
        while usedFieldNames.contains(candidate) {
            candidate = "\(name)\(number)"
            number += 1
        }
        usedFieldNames.insert(candidate)
        return candidate
    }

    // MARK: - Operations

    private func crudOperations(entity: String, _ random: inout SweepRandom) -> [SweepOperation] {
        let chances: [(String, Int)] = [("fetchAll", 88), ("fetch", 40), ("create", 82), ("update", 70), ("delete", 75)]
        var operations: [SweepOperation] = []
        // A fetch that is a UseCase: every operation in `clean`, or one the spec makes one.
        let fetchUseCase = avoiding.contains(.fetchUseCase)
        for (kind, chance) in chances where random.chance(chance) && !(kind == "fetch" && fetchUseCase && preset == .clean) {
            var operation: SweepOperation
            if random.chance(10) {
                operation = SweepOperation(name: random.pick(SweepNames.crudAliases[kind]!), kind: kind, writesKind: true)
            } else {
                operation = SweepOperation(name: random.pick(SweepNames.crudNames[kind]!), kind: kind, writesKind: random.chance(15))
            }
            if random.chance(5) { operation.validation = random.chance(50) }
            if random.chance(5) { operation.transformation = random.chance(50) }
            if random.chance(12) { operation.usedBy = usedBy(entity: entity, &random) }
            if random.chance(6) { operation.useCase = true }
            if random.chance(5) { operation.repositories = repositories(entity: entity, &random) }
            if kind == "fetch", fetchUseCase {
                (operation.validation, operation.transformation, operation.usedBy, operation.useCase, operation.repositories) = (nil, nil, nil, nil, nil)
            }
            operations.append(operation)
        }
        if operations.isEmpty { operations.append(SweepOperation(name: "list", kind: "fetchAll")) }
        return random.shuffled(operations)
    }

    /// One to three of the entity's view models, now and then with the `ViewModel` suffix.
    private func usedBy(entity: String, _ random: inout SweepRandom) -> [String] {
        let all = ["\(entity)List", "\(entity)Form", "\(entity)Detail"]
        let chosen = random.shuffled(all).prefix(random.weighted([(1, 5), (2, 4), (3, 1)]))
        return chosen.map { random.chance(15) ? $0 + "ViewModel" : $0 }
    }

    private func repositories(entity: String, _ random: inout SweepRandom) -> [String] {
        guard !earlier.isEmpty else { return [entity] }
        let other = random.pick(earlier.map(\.entityName))
        return random.chance(50) ? [entity] : [entity, other]
    }

    /// A custom operation that sets fields (adding the flag and stamp it needs), reads a reference, or states no effect.
    private mutating func customOperation(
        entity: String, taken: [String], fieldGenerator: inout SweepFieldGenerator, _ random: inout SweepRandom
    ) -> SweepOperation? {
        let style = random.weighted([("sets", 62), ("unstated", 16), ("repositories", 6), ("reads", 16)])
        var operation: SweepOperation
        switch style {
        case "unstated", "repositories":
            let name = random.pick(SweepNames.unstatedVerbs)
            guard !taken.contains(name) else { return nil }
            operation = SweepOperation(name: name, kind: "custom")
            if style == "repositories" { operation.repositories = repositories(entity: entity, &random) }
        case "reads":
            guard let target = referenceTarget(ownEntity: entity, &random) else { return nil }
            let name = random.pick(["move", "assign", "reassign", "attach", "relink"])
            guard !taken.contains(name) else { return nil }
            operation = SweepOperation(name: name, kind: "custom")
            operation.reads = [(referenceField(to: target, &random), target.entityName)]
        default:
            let verb = random.pick(SweepNames.customVerbs)
            guard !taken.contains(verb.name) else { return nil }
            operation = SweepOperation(name: verb.name, kind: "custom")
            operation.sets = assignments(for: verb, fieldGenerator: &fieldGenerator, &random)
        }
        operation.writesKind = random.chance(20) || SweepEditDistance.isOneEditFromBuiltIn(operation.name)
        if random.chance(30) { operation.destructive = random.chance(80) }
        if random.chance(30) { operation.usedBy = random.pick([["\(entity)List"], ["\(entity)Form"], ["\(entity)List", "\(entity)Form"]]) }
        if random.chance(10) { operation.useCase = true }
        if random.chance(4) { operation.validation = random.chance(50) }
        if random.chance(4) { operation.transformation = random.chance(50) }
        return operation
    }

    /// The verb's flag and stamp (added to the fields when missing), and now and then another field of the entity.
    private mutating func assignments(
        for verb: (name: String, flag: String?, stamp: String?, value: Bool), fieldGenerator: inout SweepFieldGenerator,
        _ random: inout SweepRandom
    ) -> [(field: String, value: SweepValue)] {
        var result: [(field: String, value: SweepValue)] = []
        if let flag = verb.flag {
            let field = existingOrNew(flag, type: "Bool", optional: random.chance(15), fieldGenerator: &fieldGenerator, &random)
            let toggle = !field.optional && random.chance(15)
            result.append((field.field.name, .plain(toggle ? "toggle" : String(verb.value))))
        }
        if let stamp = verb.stamp, random.chance(75) {
            let field = existingOrNew(stamp, type: "Date", optional: verb.value ? random.chance(80) : true, fieldGenerator: &fieldGenerator, &random)
            result.append((field.field.name, verb.value || !field.optional ? .plain("now") : .plain(random.pick(["nil", "~"]))))
        }
        let others = fields.filter { $0.field.name != "id" && !result.map(\.field).contains($0.field.name) }
        if result.isEmpty || random.chance(25), !others.isEmpty {
            let other = random.pick(others)
            if let value = assignedValue(other, &random) { result.append((other.field.name, value)) }
        }
        if result.isEmpty {
            let field = existingOrNew("is\(verb.name.prefix(1).uppercased())\(verb.name.dropFirst())ed", type: "Bool", optional: false, fieldGenerator: &fieldGenerator, &random)
            result.append((field.field.name, .plain("true")))
        }
        return result
    }

    /// A value `sets:` may give the field: a literal its rules pass, `now`, `toggle`, `[]` or `nil`.
    private func assignedValue(_ field: GeneratedField, _ random: inout SweepRandom) -> SweepValue? {
        if field.optional, random.chance(30) { return .plain("nil") }
        switch field.values {
        case .bool:
            return !field.optional && random.chance(30) ? .plain("toggle") : field.literal(&random)
        case .list(let emptyAllowed):
            return emptyAllowed ? .plain("[]") : (field.optional ? .plain("nil") : nil)
        case .none:
            if field.base == "Date" { return .plain("now") }
            return field.optional ? .plain("nil") : nil
        case .text:
            // `"now"` quoted is text, not the keyword (Docs/Spec.md, `sets`).
            if random.chance(15), RuleEvaluator.firstFailure(field.rules, .string("now")) == nil { return .quoted("now") }
            return field.literal(&random)
        default:
            return field.literal(&random)
        }
    }

    private mutating func existingOrNew(
        _ name: String, type: String, optional: Bool, fieldGenerator: inout SweepFieldGenerator, _ random: inout SweepRandom
    ) -> GeneratedField {
        if let existing = fields.first(where: { $0.field.name == name && $0.base == type }) { return existing }
        let added = fieldGenerator.scalar(named: unique(name), type: type, optional: optional, &random)
        fields.append(added)
        return added
    }

    // MARK: - References

    /// An earlier entity whose records a picker can list, or (now and then) the feature's own.
    private func referenceTarget(ownEntity: String, _ random: inout SweepRandom) -> SweepSpec? {
        let candidates = earlier.filter(\.canBeReferenced)
        if candidates.isEmpty && avoiding.contains(.selfReference) { return nil }
        if candidates.isEmpty || (random.chance(10) && !avoiding.contains(.selfReference)) {
            // The spec itself, by a stand-in: its id type is known once its fields are.
            let id = fields.first { $0.field.name == "id" }?.field.type ?? "UUID"
            return SweepSpec(feature: ownEntity, fields: [SweepField(name: "id", type: id)], operations: nil)
        }
        return random.pick(candidates)
    }

    /// A new field holding the target's ids: required, optional or a list.
    private mutating func referenceField(to target: SweepSpec, _ random: inout SweepRandom) -> String {
        let name = unique(target.entityName.prefix(1).lowercased() + target.entityName.dropFirst() + random.pick(["ID", "ID", "Ref"]))
        // A required reference to the entity's own records is refused: the first record could name none.
        let ownRecords = target.entityName == ownEntityName
        let shape = random.weighted([("required", ownRecords ? 0 : 4), ("optional", 4), ("list", 2)])
        let type = shape == "list" ? "[\(target.idType)]" : target.idType + (shape == "optional" ? "?" : "")
        var field = SweepField(name: name, type: type)
        let texts = target.fields.filter { ["String", "String?"].contains($0.type) }.map(\.name)
        if !texts.isEmpty, random.chance(40) { field.display = random.pick(texts) }
        // A cascade between entities whose ids differ in type (`SweepConstruct.crossIdCascade`, fixed): left out only
        // when a run asks to avoid it.
        let ownID = fields.first { $0.field.name == "id" }?.field.type ?? "UUID"
        let cascade = !(avoiding.contains(.crossIdCascade) && ownID != target.idType)
        let deleteRules = (shape == "required" ? ["restrict"] : ["restrict", "nullify"]) + (cascade ? ["cascade"] : [])
        if random.chance(65) { field.onDelete = random.pick(deleteRules) }
        fields.append(GeneratedField(field: field, base: type, optional: shape == "optional", values: .none))
        return name
    }

    /// References read by the create and update operations (a third of the features that can have them).
    private mutating func addReferences(to spec: inout SweepSpec, _ random: inout SweepRandom) {
        guard let operations = spec.operations, random.chance(35) else { return }
        let writers = operations.indices.filter { ["create", "update"].contains(operations[$0].kind) }
        guard !writers.isEmpty, let target = referenceTarget(ownEntity: spec.entityName, &random) else { return }
        let field = referenceField(to: target, &random)
        spec.fields = fields.map(\.field)
        for index in writers where index == writers.first || random.chance(70) {
            spec.operations![index].reads = (spec.operations![index].reads ?? []) + [(field, target.entityName)]
        }
    }
}
