import ScaffoldCore

/// A delete that keeps references whole (`PlannedUseCase.keeps`, the spec's `onDelete:` on the referring field): the
/// UseCase's statements — every `restrict` checked first, so a refused delete changes nothing, then `nullify` and
/// `cascade`, then the delete — and what its tests arrange and expect per reference.
struct DeleteRules {
    let plan: Plan
    let useCase: PlannedUseCase

    /// The statements before `repository.delete(id:)`; `id` is the deleted record's id expression.
    func lines(id: String) -> [String] {
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
        for reference in useCase.keeps where reference.onDelete == .nullify {
            let record = Naming.lowerFirst(reference.entity)
            result += [
                "for var \(record) in \(records(reference.entity)) where \(match(reference, record: record, id: id)) {",
                "    \(clear(reference, record: record, id: id))",
                "    _ = try await \(repository(reference.entity)).update(\(record))",
                "}",
            ]
        }
        for reference in useCase.keeps where reference.onDelete == .cascade {
            let record = Naming.lowerFirst(reference.entity)
            result += [
                "for \(record) in \(records(reference.entity)) where \(match(reference, record: record, id: id)) {",
                "    try await \(repository(reference.entity)).delete(id: \(record).id)",
                "}",
            ]
        }
        return result
    }

    /// One test per reference: refused (restrict), cleared (nullify), deleted with it (cascade).
    var tests: [UseCaseContext.Keep] {
        useCase.keeps.map { reference in
            let own = reference.entity == plan.names.entity
            let mock = repository(reference.entity)
            return UseCaseContext.Keep(
                restricts: reference.onDelete == .restrict, nullifies: reference.onDelete == .nullify, cascades: reference.onDelete == .cascade,
                referringEntity: reference.entity, referringField: reference.field, referringLabel: Naming.label(reference.entity).lowercased(),
                testSuffix: "\(reference.entity)\(Naming.upperFirst(reference.field))", mockVariable: mock, declaresMock: !own,
                mockType: plan.repositoryNames(for: reference.entity).protocolName + "Mock",
                makeArguments: own ? "repository: repository" : "repository: repository, \(mock): \(mock)",
                referringFixture: "\(reference.entity).fixture(\(reference.field): \(KnownTypes.isArray(reference.type.unwrapped) ? "[id]" : "id"))",
                referringName: name(reference, record: "referring"),
                one: plan.localizedLabel(reference.entity), many: plan.localizedLabel(Naming.plural(reference.entity)),
                clearedLine: clear(reference, record: "expected", id: "id")
            )
        }
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
    /// One reference a delete keeps whole, as its test arranges and checks it: a field of another feature's records
    /// that names the deleted one, with its `onDelete:`.
    struct Keep: Encodable {
        /// `onDelete: restrict`: the delete is refused while a record names it.
        var restricts: Bool
        /// `onDelete: nullify`: the records naming it stop naming it.
        var nullifies: Bool
        /// `onDelete: cascade`: the records naming it are deleted with it.
        var cascades: Bool
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
        /// The line taking the deleted record's id out of what the test expects to be stored.
        var clearedLine: String
    }
}
