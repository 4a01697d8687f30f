/// The entity's stored properties, as the model, its fixture and clean's data transfer object and mapper declare them.
struct ModelContext: Encodable {
    /// The entity's stored properties, the id first.
    var fields: [Field]
    /// The `init`'s parameters, one a line, defaults for the id and optionals.
    var initParameters: [TemplateLine]
    /// The test fixture's parameters, each defaulting to a value that passes every rule.
    var fixtureParameters: [TemplateLine]
    /// The fixture's arguments to the entity's `init`.
    var fixtureArguments: [TemplateLine]
    /// The mapper's arguments to the entity's `init` (clean).
    var mapperEntityArguments: [TemplateLine]
    /// The mapper's arguments to the data transfer object's `init` (clean).
    var mapperDTOArguments: [TemplateLine]
    /// The test fixture's store that fails the writes a test names (`FailingBookRepository`): for an entity whose
    /// records a delete that spans stores writes (its own delete's, or another's through a `nullify` or `cascade`
    /// field); absent otherwise.
    var failingStore: FailingStore?

    /// A store of the entity's records, in memory, that fails the writes a test names: a delete that spans stores is
    /// proved by what the stores hold after a step fails, not by what mocks were asked (issue 35). It conforms to
    /// `{{repositoryProtocol}}` and keys by `{{idType}}`, the feature's names.
    struct FailingStore: Encodable {
        /// Its type: `FailingBookRepository`, mvvm's `FailingBookPersistenceManager`.
        var type: String
        /// The protocol asks what the last read could not show (`{{storageNotice}}`: a persisting store).
        var persists: Bool
    }

    /// One stored property.
    struct Field: Encodable {
        /// Its declaration in the entity.
        var declaration: String
        /// Its line of the memberwise `init`.
        var assignment: String
        /// Its declaration in the data transfer object (clean).
        var dtoDeclaration: String
    }

    init(plan: Plan) {
        let all = plan.storedFields
        fields = all.map { field in
            let type = plan.frameworkNames.spell(field.type)
            return Field(
                declaration: "\(field.name == "id" ? "let" : "var") \(field.name): \(type)", assignment: "self.\(field.name) = \(field.name)",
                dtoDeclaration: "let \(field.name): \(type)"
            )
        }
        initParameters = TemplateLine.commaSeparated(all.map { field in
            let text = "\(field.name): \(plan.frameworkNames.spell(field.type))"
            if field.name == "id", field.type == .named("UUID") { return text + " = \(plan.q("UUID"))()" }
            return field.type.isOptional ? text + " = nil" : text
        })
        fixtureParameters = TemplateLine.commaSeparated(all.map { "\($0.name): \(plan.frameworkNames.spell($0.type)) = \(plan.fixtureDefault($0))" })
        fixtureArguments = TemplateLine.commaSeparated(all.map { "\($0.name): \($0.name)" })
        mapperEntityArguments = TemplateLine.commaSeparated(all.map { "\($0.name): dto.\($0.name)" })
        mapperDTOArguments = TemplateLine.commaSeparated(all.map { "\($0.name): \(plan.names.entityVariable).\($0.name)" })
        failingStore = Self.needsFailingStore(plan) ? FailingStore(type: plan.failingStore(plan.names.entity), persists: plan.persists) : nil
    }

    /// Whether a delete that spans stores writes the entity's records: its own delete does, or one of its fields
    /// names another entity with `onDelete: nullify` or `cascade`. A server-backed store has no list to fail over.
    static func needsFailingStore(_ plan: Plan) -> Bool {
        guard plan.remote == nil else { return false }
        let ownDelete = plan.useCases.contains { $0.kind == .delete && $0.implemented && DeleteOrder(keeping: $0.keeps).spansStores }
        return ownDelete || plan.spec.fields.contains { $0.onDelete == .nullify || $0.onDelete == .cascade }
    }
}
