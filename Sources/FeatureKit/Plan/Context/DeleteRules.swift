import ScaffoldCore

/// A delete that keeps references whole (`PlannedUseCase.keeps`, the spec's `onDelete:` on the referring field): the
/// UseCase's statements — every `restrict` checked first, so a refused delete changes nothing, then `nullify` and
/// `cascade`, then the delete — and what its tests arrange and expect per reference.
struct DeleteRules {
    let plan: Plan
    let useCase: PlannedUseCase

    /// The order of the writes (`DeleteOrder`): the record first, then what refers to it, undone on failure.
    var order: DeleteOrder { DeleteOrder(keeping: useCase.keeps) }

    /// The delete writes to other stores (a `nullify` or `cascade`), so it reads the record first to put it back.
    var spansStores: Bool { order.spansStores }

    /// The statements of `execute`; `id` is the deleted record's id expression. A delete that writes to other
    /// stores runs in `DeleteOrder`'s order: everything read and checked first, the record deleted, then the records
    /// naming it cleared or deleted, and every write done undone (`undo`) when a later one fails.
    func lines(id: String) -> [String] {
        guard spansStores else { return reads(id: id) + ["try await repository.delete(id: \(id))"] }
        let entity = plan.names.entityVariable, label = Naming.label(plan.names.entity).lowercased()
        var result = [
            "// Everything read and checked before anything changes.",
            "guard let \(entity) = try await repository.fetch(id: \(id)) else {",
            "    throw \(plan.names.repositoryError).notFound(\(id))",
            "}",
        ] + reads(id: id)
        result += [
            "// The \(label) first: should a later step fail and undoing it fail too, what is left names \(Naming.withArticle(label)) the",
            "// screens show as deleted, never records gone while their \(label) stays (seed 000: \"Manage transactions\").",
            "try await repository.delete(id: \(id))",
        ]
        let steps = undoneSteps
        result += steps.map { "var \($0.done): [\($0.reference.entity)] = []" }
        result.append("do {")
        for step in steps {
            let record = Naming.lowerFirst(step.reference.entity)
            if step.reference.onDelete == .nullify {
                result += [
                    "    for var \(record) in \(records(step.reference.entity)) where \(match(step.reference, record: record, id: id)) {",
                    "        let stored = \(record)",
                    "        \(clear(step.reference, record: record, id: id))",
                    "        _ = try await \(repository(step.reference.entity)).update(\(record))",
                    "        \(step.done).append(stored)",
                    "    }",
                ]
            } else {
                result += [
                    "    for \(record) in \(records(step.reference.entity)) where \(match(step.reference, record: record, id: id)) {",
                    "        try await \(repository(step.reference.entity)).delete(id: \(record).id)",
                    "        \(step.done).append(\(record))",
                    "    }",
                ]
            }
        }
        result += [
            "} catch {",
            "    await undoDelete(of: \(([entity] + steps.map(\.done)).enumerated().map { $0.offset == 0 ? $0.element : "\($0.element): \($0.element)" }.joined(separator: ", ")))",
            "    throw error",
            "}",
        ]
        return result
    }

    /// The reads and `restrict` checks before any write.
    private func reads(id: String) -> [String] {
        let entities = useCase.keeps.map(\.entity).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var result = entities.map { "let \(records($0)) = try await \(repository($0)).fetchAll()" }
        for reference in useCase.keeps where reference.onDelete == .restrict {
            let referring = "\(records(reference.entity))With\(Naming.upperFirst(reference.field))"
            result += [
                "let \(referring) = \(records(reference.entity)).filter { \(match(reference, record: "$0", id: id)) }",
                "guard \(referring).isEmpty else {",
                "    throw \(plan.names.operationError).stillReferenced(",
                "        one: \(plan.localizedLabel(reference.entity)), many: \(plan.localizedLabel(Naming.plural(reference.entity))),",
                "        names: \(referring).map { \(name(reference, record: "$0")) }",
                "    )",
                "}",
            ]
        }
        return result
    }

    /// A write step after the record's own delete, and the variable collecting the records it changed, as they were.
    struct UndoneStep {
        /// The reference the step keeps whole.
        var reference: IncomingReference
        /// The variable collecting the records the step changed, as they were.
        var done: String
    }

    /// The steps after the record's own delete, in `DeleteOrder`'s order: `clearedBooks`, `deletedBooks` (with the
    /// field when an entity has two such references).
    var undoneSteps: [UndoneStep] {
        let writes = useCase.keeps.filter { $0.onDelete != .restrict }
        return order.steps.compactMap { step -> UndoneStep? in
            let (entity, field, verb): (String, String, String)
            switch step {
            case .deleteRecord: return nil
            case .clear(let e, let f): (entity, field, verb) = (e, f, "cleared")
            case .deleteReferring(let e, let f): (entity, field, verb) = (e, f, "deleted")
            }
            guard let reference = writes.first(where: { $0.entity == entity && $0.field == field }) else { return nil }
            let shared = writes.filter { $0.entity == entity && $0.onDelete == reference.onDelete }.count > 1
            return UndoneStep(reference: reference, done: "\(verb)\(Naming.plural(entity))\(shared ? "By\(Naming.upperFirst(field))" : "")")
        }
    }

    /// `undoDelete(of:…)`, which puts back what a failed delete did: the record first, then the other records in the
    /// reverse order of their writes; nothing else when the record cannot be put back, as the delete meant.
    var undo: UseCaseContext.Undo? {
        guard spansStores else { return nil }
        let entity = plan.names.entityVariable, label = Naming.label(plan.names.entity).lowercased()
        let steps = undoneSteps
        var lines = ["guard (try? await repository.create(\(entity))) != nil else { return }"]
        for step in steps.reversed() {
            let record = Naming.lowerFirst(step.reference.entity)
            let write = step.reference.onDelete == .nullify ? "update" : "create"
            lines += [
                "for \(record) in \(step.done).reversed() {",
                "    _ = try? await \(repository(step.reference.entity)).\(write)(\(record))",
                "}",
            ]
        }
        return UseCaseContext.Undo(
            label: label,
            parameters: (["of \(entity): \(plan.names.entity)"] + steps.map { "\($0.done): [\($0.reference.entity)]" }).joined(separator: ", "),
            lines: TemplateLine.lines(lines)
        )
    }

    /// One test per reference: refused (restrict), cleared (nullify), deleted with it (cascade).
    var tests: [UseCaseContext.Keep] {
        useCase.keeps.map { reference in
            let own = reference.entity == plan.names.entity
            let mock = repository(reference.entity)
            return UseCaseContext.Keep(
                restricts: reference.onDelete == .restrict,
                referringEntity: reference.entity, referringField: reference.field, referringLabel: Naming.label(reference.entity).lowercased(),
                testSuffix: "\(reference.entity)\(Naming.upperFirst(reference.field))", mockVariable: mock, declaresMock: !own,
                mockType: plan.repositoryNames(for: reference.entity).protocolName + "Mock",
                makeArguments: own ? "repository: repository" : "repository: repository, \(mock): \(mock)",
                referringFixture: "\(reference.entity).fixture(\(reference.field): \(KnownTypes.isArray(reference.type.unwrapped) ? "[id]" : "id"))",
                referringName: name(reference, record: "referring"),
                one: plan.localizedLabel(reference.entity), many: plan.localizedLabel(Naming.plural(reference.entity))
            )
        }
    }

    /// `<Entity>DeletionEffect` and the UseCase's `effect` method: what deleting the record does besides, counted when
    /// the person asks, for the list's confirmation ("Also deletes 2 books.", worded by `DeletionEffectWording`).
    var effect: UseCaseContext.Effect? {
        guard spansStores, useCase.implemented else { return nil }
        let names = plan.names, type = "\(names.entity)DeletionEffect", id = plan.useCaseInput ? "input.id" : "id"
        let steps = undoneSteps
        let string = plan.q("String")
        var summary: [String] = []
        var members: [UseCaseContext.Effect.Member] = []
        var checks: [UseCaseContext.Effect.SummaryCheck] = []
        for step in steps {
            let wording = DeletionEffectWording(step.reference, deleted: names.entity)
            let what = wording.cascades ? "deleted with it (`onDelete: cascade`)" : "cleared (`onDelete: nullify`)"
            members.append(.init(name: step.done, doc: "The \(wording.many) whose \(step.reference.field) names it, \(what)."))
            summary += [
                "if \(step.done) == 1 {",
                "    sentences.append(\(string)(localized: \"\(wording.sentence(count: 1))\"))",
                "} else if \(step.done) > 1 {",
                "    sentences.append(\(string)(localized: \"\(wording.sentence(interpolating: step.done))\"))",
                "}",
            ]
            checks += [1, 2].map { count in
                .init(value: "\(type)(\(step.done): \(count))", sentence: "\(string)(localized: \"\(wording.sentence(count: count))\")")
            }
        }
        let entities = steps.map(\.reference.entity).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let counts = steps.map { "\($0.done): \(records($0.reference.entity)).filter { \(match($0.reference, record: "$0", id: id)) }.count" }
        let body = entities.map { "let \(records($0)) = try await \(repository($0)).fetchAll()" } + ["return \(type)(\(counts.joined(separator: ", ")))"]
        let parameter = plan.useCaseInput ? "_ input: \(useCase.implementationName).Input" : "ofDeleting id: \(names.idType)"
        return UseCaseContext.Effect(
            type: type, label: Naming.label(names.entity).lowercased(), members: members,
            summaryLines: TemplateLine.lines(summary),
            protocolRequirement: "func effect(\(parameter)) async throws -> \(type)",
            implementation: "func effect(\(plan.useCaseInput ? "_ input: Input" : parameter)) async throws -> \(type)",
            lines: TemplateLine.lines(body),
            call: plan.useCaseInput ? "effect(.init(id: id))" : "effect(ofDeleting: id)",
            expected: "\(type)(\(steps.map { "\($0.done): 1" }.joined(separator: ", ")))",
            summaryChecks: checks
        )
    }

    /// The tests of a delete that spans stores, over stores that keep their records for real and fail the write a
    /// test names (`FailingBookRepository`, the fixtures'): what every store holds after the delete, after each kind
    /// of step fails, and when undoing fails too. Absent for a delete that writes to its own store only.
    var spanningTests: UseCaseContext.Spanning? {
        guard spansStores, useCase.implemented else { return nil }
        let own = plan.names.entity, parent = plan.names.entityVariable
        // In the order the UseCase runs them (`DeleteOrder`: within one entity, `nullify` before `cascade`), not the
        // spec's: a child naming the record twice, cascade first, was expected in the wrong state (`make sweep SEED=42`,
        // s42-b32).
        let writes = undoneSteps.map(\.reference)
        var sample = 1
        func nextID(_ type: String?) -> String { sample += 1; return plan.idSample(sample, type: type) }
        struct Records { var reference: IncomingReference; var namingIt: String; var other: String; var cleared: String }
        var arrange = ["let id: \(plan.frameworkNames.spell(plan.spec.idField?.type ?? .named("UUID"))) = \(plan.idSample(1))", "let \(parent) = \(own).fixture(id: id)"]
        var records: [Records] = []
        for reference in writes {
            let record = Naming.lowerFirst(reference.entity)
            let by = writes.filter { $0.entity == reference.entity }.count > 1 ? "By\(Naming.upperFirst(reference.field))" : ""
            let names = Records(reference: reference, namingIt: "\(record)NamingIt\(by)", other: "\(record)NamingAnother\(by)", cleared: "\(record)Cleared\(by)")
            let list = KnownTypes.isArray(reference.type.unwrapped)
            // The referring entity's own id type (a spec naming no id has UUIDs), not the deleted one's.
            let idType = (reference.entity == own ? plan.spec.idField?.type.description : reference.referringIDType) ?? "UUID"
            let another = plan.idSample(100 + records.count)
            arrange += [
                "let \(names.namingIt) = \(reference.entity).fixture(id: \(nextID(idType)), \(reference.field): \(list ? "[id]" : "id"))",
                "let \(names.other) = \(reference.entity).fixture(id: \(nextID(idType)), \(reference.field): \(list ? "[\(another)]" : another))",
            ]
            records.append(names)
        }
        let entities = [own] + writes.map(\.entity).filter { $0 != own }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        func store(_ entity: String) -> String { entity == own ? "store" : "\(Naming.lowerFirst(entity))Store" }
        let lastIndex = records.count - 1
        /// What `entity`'s store holds once the steps before `applied` ran (all: `records.count`); with the record or not.
        func holding(_ entity: String, applied: Int, withRecord: Bool) -> [String] {
            var result = entity == own && withRecord ? [parent] : []
            for (index, item) in records.enumerated() where item.reference.entity == entity {
                if index >= applied { result.append(item.namingIt) } else if item.reference.onDelete == .nullify { result.append(item.cleared) }
                result.append(item.other)
            }
            return result
        }
        for entity in entities {
            arrange.append("let \(store(entity)) = \(plan.failingStore(entity))(holding: [\(holding(entity, applied: 0, withRecord: true).joined(separator: ", "))])")
        }
        let checks = { (applied: Int, withRecord: Bool) in
            entities.map { entity in
                UseCaseContext.Spanning.Check(
                    store: store(entity), left: "\(Naming.lowerFirst(Naming.plural(entity)))Left",
                    expected: holding(entity, applied: applied, withRecord: withRecord).joined(separator: ", ")
                )
            }
        }
        let last = records[lastIndex]
        let article = Naming.withArticle(Naming.label(own).lowercased()).hasPrefix("an ") ? "An" : "A"
        let lastWrite = last.reference.onDelete == .nullify ? "update" : "delete"
        let lastIsDelete = lastWrite == "delete"
        let earlier = records.prefix(lastIndex).filter { $0.reference.entity == last.reference.entity && ($0.reference.onDelete == .cascade) == lastIsDelete }.count
        let after = earlier + (last.reference.entity == own && lastIsDelete ? 1 : 0)
        let arguments = (["repository: store"] + entities.dropFirst().map { "\(plan.repositoryVariable($0)): \(store($0))" }).joined(separator: ", ")
        let clearing = { (item: Records) in ["var \(item.cleared) = \(item.namingIt)", clear(item.reference, record: item.cleared, id: "id")] }
        let cleared = records.filter { $0.reference.onDelete == .nullify }.flatMap(clearing)
        // `make sweep SEED=42` (s42-b2, s42-b19): a record an earlier step cleared is expected after the undo failed too.
        let clearedBefore = records.prefix(lastIndex).filter { $0.reference.onDelete == .nullify }.flatMap(clearing)
        return UseCaseContext.Spanning(
            arrangeLines: TemplateLine.lines(arrange),
            missingArrangeLines: TemplateLine.lines(arrange.filter { $0 != "let \(parent) = \(own).fixture(id: id)" }.map { $0.hasPrefix("let store = ") ? "let store = \(plan.failingStore(own))(holding: [\(holding(own, applied: 0, withRecord: false).joined(separator: ", "))])" : $0 }),
            clearedLines: TemplateLine.lines(cleared),
            undoFailedClearedLines: TemplateLine.lines(clearedBefore),
            factoryArguments: arguments,
            done: checks(records.count, false), unchanged: checks(0, true), undoFailed: checks(lastIndex, false),
            missing: checks(0, false),
            ownError: "\(own)TestError", lastStore: store(last.reference.entity), lastWrite: lastWrite,
            lastAfter: after == 0 ? nil : ", after: \(after)", lastError: "\(last.reference.entity)TestError",
            lastLabel: Naming.label(last.reference.entity).lowercased(),
            ownArticle: article, ownArticleLower: article.lowercased()
        )
    }

    private func repository(_ entity: String) -> String {
        entity == plan.names.entity ? "repository" : plan.repositoryVariable(entity)
    }

    /// `expenses`: the referring records a delete reads once.
    private func records(_ entity: String) -> String { Naming.lowerFirst(Naming.plural(entity)) }

    /// Whether `record`'s field names the deleted record.
    private func match(_ reference: IncomingReference, record: String, id: String) -> String {
        let value = "\(record).\(reference.field)"
        guard KnownTypes.isArray(reference.type.unwrapped) else { return "\(value) == \(id)" }
        return reference.type.isOptional ? "\(value)?.contains(\(id)) == true" : "\(value).contains(\(id))"
    }

    /// The statement taking the deleted record's id out of `record`'s field.
    private func clear(_ reference: IncomingReference, record: String, id: String) -> String {
        let value = "\(record).\(reference.field)"
        guard KnownTypes.isArray(reference.type.unwrapped) else { return "\(value) = nil" }
        return reference.type.isOptional ? "\(value)?.removeAll { $0 == \(id) }" : "\(value).removeAll { $0 == \(id) }"
    }

    /// How a message names a referring record: its display field, else its id.
    private func name(_ reference: IncomingReference, record: String) -> String {
        guard let display = reference.display else { return "\(plan.q("String"))(describing: \(record).id)" }
        return reference.displayIsOptional ? "\(record).\(display) ?? \"—\"" : "\(record).\(display)"
    }
}

extension UseCaseContext {
    /// What deleting the record does besides (`DeleteRules.effect`): the type, the UseCase's method and its test.
    struct Effect: Encodable {
        /// `AuthorDeletionEffect`.
        var type: String
        /// The deleted entity as a person reads it, lowercased: `author` (with its article, `anEntity`).
        var label: String
        /// Its counts, one per reference that cascades or clears.
        var members: [Member]
        /// The statements of `summary`, adding each count's sentence.
        var summaryLines: [TemplateLine]
        /// The protocol's requirement.
        var protocolRequirement: String
        /// The implementation's declaration.
        var implementation: String
        /// Its statements, one a line.
        var lines: [TemplateLine]
        /// The tests' call: `effect(ofDeleting: id)`, seed 001's `effect(.init(id: id))`.
        var call: String
        /// What the test expects for its stores (one record naming it per reference), as Swift.
        var expected: String
        /// The sentence each count reads as, for one record and for two.
        var summaryChecks: [SummaryCheck]

        /// One count.
        struct Member: Encodable {
            /// Its property: `deletedBooks`.
            var name: String
            /// Its `///` line.
            var doc: String
        }

        /// One effect and the sentence it reads as.
        struct SummaryCheck: Encodable {
            /// The effect, as Swift.
            var value: String
            /// Its summary, as Swift.
            var sentence: String
        }
    }

    /// The tests of a delete that spans stores, over the fixtures' failing stores (`DeleteRules.spanningTests`).
    struct Spanning: Encodable {
        /// What every test stores first: the record (`id`), and per reference one record naming it and one another.
        var arrangeLines: [TemplateLine]
        /// The same without the record itself in its store.
        var missingArrangeLines: [TemplateLine]
        /// The records a `nullify` leaves, as the test expects them.
        var clearedLines: [TemplateLine]
        /// Those of the steps before the last, which stay done when the last step and undoing both fail.
        var undoFailedClearedLines: [TemplateLine]
        /// The tests' arguments to their factory: the failing stores.
        var factoryArguments: String
        /// What each store holds once the delete is done.
        var done: [Check]
        /// What each store held before.
        var unchanged: [Check]
        /// What each store holds when the last step and undoing both fail: the record gone, the steps before done.
        var undoFailed: [Check]
        /// What each store holds when the record was not there.
        var missing: [Check]
        /// The error the record's store throws when told to fail.
        var ownError: String
        /// The store of the last step.
        var lastStore: String
        /// Its write: `delete`, `update`.
        var lastWrite: String
        /// How many of those succeed first: `, after: 1`, or nothing.
        var lastAfter: String?
        /// The error it throws when told to fail.
        var lastError: String
        /// The last step's entity, as a person reads it.
        var lastLabel: String
        /// The article before the deleted entity in a test's name: `An` author, `A` book.
        var ownArticle: String
        /// The same, lowercased, for Swift Testing's function names.
        var ownArticleLower: String

        /// One store's records, read after the act and compared in any order (a record put back goes last).
        struct Check: Encodable {
            /// The store's variable.
            var store: String
            /// The variable holding what it holds after the act.
            var left: String
            /// The records it must hold, as Swift.
            var expected: String
        }
    }

    /// The private method putting back what a failed delete that spans stores did.
    struct Undo: Encodable {
        /// The deleted entity as a person reads it, lowercased: `author`.
        var label: String
        /// Its parameters: the record, then what each step changed.
        var parameters: String
        /// Its statements, one a line.
        var lines: [TemplateLine]
    }

    /// One reference a delete keeps whole, as its test arranges and checks it: a field of another feature's records
    /// that names the deleted one, with its `onDelete:`.
    struct Keep: Encodable {
        /// `onDelete: restrict`: the delete is refused while a record names it.
        var restricts: Bool
        /// The entity whose records name the deleted one.
        var referringEntity: String
        /// Its field naming it.
        var referringField: String
        /// That entity as a person reads it, lowercased, for the test's comment.
        var referringLabel: String
        /// What the test's name ends with: the entity and its field.
        var testSuffix: String
        /// The mock of the referring entity's repository (`repository` when the entity refers to itself).
        var mockVariable: String
        /// The test declares that mock: the referring entity is another one.
        var declaresMock: Bool
        /// The mock's type.
        var mockType: String
        /// The tests' arguments to their factory.
        var makeArguments: String
        /// A referring record naming the deleted one, as Swift.
        var referringFixture: String
        /// How the refusal names the referring record, as Swift.
        var referringName: String
        /// The referring entity's name for one record, localizable.
        var one: String
        /// Its name for several.
        var many: String
    }
}
