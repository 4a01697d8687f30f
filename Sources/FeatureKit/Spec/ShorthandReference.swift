import ScaffoldCore

/// `bookmarkID:Bookmark` on the command line: a field named as the id of an entity and typed as that entity is a
/// reference to one of its records (Docs/Spec.md, "References to other records"). The field holds the entity's id
/// (`bookmarkID: UUID`, `UUID?` for `Bookmark?`), and create and update read it (`reads: { bookmarkID: Bookmark }`),
/// as the spec file says it. Any other field typed as an entity stays as written, for the planner to judge.
enum ShorthandReference {
    /// The draft with each such field turned into a reference; a draft without one is returned as it is.
    static func apply(to draft: SpecDraft) -> SpecDraft {
        var draft = draft
        var references: [ReferenceDraft] = []
        for index in draft.fields.indices {
            guard let name = draft.fields[index].name, let type = draft.fields[index].type,
                  let entity = entity(named: name.value, typed: type.value) else { continue }
            let optional = type.value.hasSuffix("?")
            draft.fields[index].type = Located(value: optional ? "UUID?" : "UUID", location: type.location, keyPath: type.keyPath)
            references.append(ReferenceDraft(field: name, entity: Located(value: entity, location: type.location, keyPath: type.keyPath)))
        }
        guard !references.isEmpty else { return draft }
        // Without `--operations`, the default CRUD set, written out so create and update can read the references.
        var operations = draft.operations ?? SpecValidator.defaultOperations.map { operation in
            OperationDraft(
                name: Located(value: operation.name, location: nil, keyPath: "operations"),
                kind: Located(value: operation.kind.rawValue, location: nil, keyPath: "operations"),
                index: operation.index, keyPath: "operations"
            )
        }
        for index in operations.indices where ["create", "update"].contains(operations[index].kind?.value ?? operations[index].name?.value) {
            operations[index].reads = (operations[index].reads ?? []) + references
        }
        draft.operations = operations
        return draft
    }

    /// `Bookmark` for `bookmarkID:Bookmark` (or `Bookmark?`): the type is an UpperCamelCase name and the field's name
    /// is that name's lowerCamel form followed by `ID`.
    static func entity(named field: String, typed type: String) -> String? {
        let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
        guard let first = bare.first, first.isUppercase, bare.allSatisfy({ $0.isLetter || $0.isNumber }),
              field == Naming.lowerFirst(bare) + "ID" else { return nil }
        return bare
    }
}
