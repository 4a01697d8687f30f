/// How screens and messages name fields and operations, as a person writes them: "Reimbursed", not
/// "Is reimbursed"; "Could not mark the expense as reimbursed", not "Could not mark reimbursed the expense".
enum Wording {
    /// Words that start a complement that follows the object: "move the expense *to trash*", "give the book *back*".
    private static let prepositions = Naming.complementWords
    /// Verbs whose complement is a state the object takes: "mark the expense *as* reimbursed".
    private static let stateVerbs: Set<String> = ["mark", "set", "flag", "make"]

    /// A field's label: a Bool named `isX` reads as its state ("Reimbursed"); a field naming another entity's
    /// records reads as that entity ("Category" for `categoryID`); else the name in words (`Naming.label`).
    static func label(of field: FieldSpec, in plan: Plan? = nil) -> String {
        if let reference = plan?.references.first(where: { $0.field == field.name }) {
            let entity = Naming.label(reference.entity)
            return KnownTypes.isArray(field.type.unwrapped) ? Naming.label(Naming.plural(reference.entity)) : entity
        }
        let words = Naming.label(field.name).split(separator: " ", maxSplits: 1).map(String.init)
        if FieldKind(field.type) == .bool, words.count == 2, words[0] == "Is" { return Naming.upperFirst(words[1]) }
        return Naming.label(field.name)
    }

    /// A button's title for an operation: "Mark as reimbursed", "Move to trash", "Archive", "Send reminder".
    static func action(_ operation: String, entity: String) -> String {
        let (verb, rest) = parts(operation, entity: entity)
        guard !rest.isEmpty else { return Naming.upperFirst(verb) }
        let joined = stateVerbs.contains(verb) && !prepositions.contains(rest[0]) ? ["as"] + rest : rest
        return Naming.upperFirst(([verb] + joined).joined(separator: " "))
    }

    /// What an operation does to one record, for "Could not …": "mark the expense as reimbursed",
    /// "move the reminder to trash", "archive the wallet", "send reminder for the invoice".
    static func doing(_ operation: String, entity: String) -> String {
        let (verb, rest) = parts(operation, entity: entity)
        let object = "the \(Naming.label(entity).lowercased())"
        guard let first = rest.first else { return "\(verb) \(object)" }
        if prepositions.contains(first) { return ([verb, object] + rest).joined(separator: " ") }
        if stateVerbs.contains(verb) { return ([verb, object, "as"] + rest).joined(separator: " ") }
        return ([verb] + rest + ["for", object]).joined(separator: " ")
    }

    /// The operation's verb and the words after it, lowercased, without the entity's own name
    /// (`archiveExpense` is "archive").
    private static func parts(_ operation: String, entity: String) -> (verb: String, rest: [String]) {
        // `Naming.label` keeps acronyms ("Send PDF"); only the verb, which starts the label, is lowercased.
        var words = Naming.label(operation).split(separator: " ").map(String.init)
        if !words.isEmpty { words[0] = words[0].lowercased() }
        let entityWords = Naming.label(entity).split(separator: " ").map { $0.lowercased() }
        var rest = Array(words.dropFirst())
        if rest.count >= entityWords.count, rest.suffix(entityWords.count).map({ $0.lowercased() }) == entityWords {
            rest.removeLast(entityWords.count)
        }
        return (words.first ?? operation, rest)
    }
}
