/// Names of generated types and members, derived from the spec in one place.
public enum Naming {
    /// `Wallet` → `Wallets`, `Category` → `Categories`, `Box` → `Boxes`.
    public static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
        return word + "s"
    }

    /// `Wallet` → `wallet`, `URLSession` → `urlSession`, `ID` → `id`.
    public static func lowerFirst(_ word: String) -> String {
        let chars = Array(word)
        var upperRun = 0
        while upperRun < chars.count, chars[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return word }
        if upperRun == 1 || upperRun == chars.count {
            return String(chars[..<upperRun]).lowercased() + String(chars[upperRun...])
        }
        // "URLSession": keep the last capital, which starts the next word.
        return String(chars[..<(upperRun - 1)]).lowercased() + String(chars[(upperRun - 1)...])
    }

    /// `balance` → `Balance`.
    public static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `ownerIDs` → `Owner IDs`, `dueDate` → `Due date`: a label for forms and messages.
    public static func label(_ identifier: String) -> String {
        var words: [String] = []
        var current = ""
        let chars = Array(identifier)
        for (index, char) in chars.enumerated() {
            let next = index + 1 < chars.count ? chars[index + 1] : nil
            let startsWord = char.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (next?.isLowercase ?? false) && next != "s")
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(char)
        }
        if !current.isEmpty { words.append(current) }
        // Sentence case ("Remind at", "Owner IDs"): later words are lowercased unless they are acronyms.
        return words.enumerated().map { index, word in
            // `isbn` reads "ISBN", `pinCode` "PIN code": an acronym written in lowercase is still one.
            if let acronym = writtenAcronym(word) { return acronym }
            if index == 0 { return upperFirst(word) }
            // `userId` is as common as `userID`, and reads "User ID" too.
            if word == "Id" || word == "Ids" { return "ID" + word.dropFirst(2) }
            return isAcronym(word) ? word : word.lowercased()
        }.joined(separator: " ")
    }

    /// `ID`, `URL`, `IDs`: two or more capitals, with at most a plural `s` after them. `At` or `A` is a word.
    private static func isAcronym(_ word: String) -> Bool {
        let letters = word.hasSuffix("s") ? word.dropLast() : Substring(word)
        return letters.count > 1 && letters.allSatisfy(\.isUppercase)
    }

    /// Acronyms a field name often holds in lower case (`isbn`, `vatNumber`), as a label spells them; with a plural
    /// `s` (`pins` → "PINs"). Only whole words: `idle` and `pinned` stay words.
    static let lowercaseAcronyms: Set<String> = [
        "api", "bic", "cvv", "eta", "faq", "gps", "html", "iban", "id", "ip", "isbn", "iso", "json", "pdf", "pin", "sku",
        "ssn", "uri", "url", "uuid", "vat", "vin", "xml",
    ]

    /// `isbn` → `ISBN`, `Pins` → `PINs`; nil for a word that is not one of `lowercaseAcronyms` written in lower case
    /// (or capitalised, as a label's first word is).
    private static func writtenAcronym(_ word: String) -> String? {
        guard word.dropFirst().allSatisfy(\.isLowercase) else { return nil }
        let lower = word.lowercased()
        if lowercaseAcronyms.contains(lower) { return lower.uppercased() }
        if lower.hasSuffix("s"), lowercaseAcronyms.contains(String(lower.dropLast())) { return lower.dropLast().uppercased() + "s" }
        return nil
    }

    /// Words after an operation's verb that belong after its object: prepositions ("move the note *to trash*") and
    /// the particles of phrasal verbs ("give the book *back*", "pick the order *up*"), so "Could not give back for the
    /// book" reads "Could not give the book back".
    public static let complementWords: Set<String> = [
        "as", "to", "from", "into", "in", "on", "onto", "off", "out", "for", "with", "by", "at",
        "back", "up", "down", "away", "over", "aside", "together", "apart",
    ]

    /// `a wallet`, `an issue`: a label with its indefinite article (by its first letter, which is close enough
    /// for the words entity labels are).
    public static func withArticle(_ label: String) -> String {
        guard let first = label.lowercased().first else { return label }
        return ("aeiou".contains(first) ? "an " : "a ") + label
    }

    /// The view model a CRUD kind is used by when the spec does not say (without the `ViewModel` suffix).
    public static func defaultViewModel(for kind: OperationKind, entity: String) -> String {
        switch kind {
        case .fetchAll, .delete, .custom: return "\(entity)List"
        case .fetch, .create, .update: return "\(entity)Form"
        }
    }

    /// `<Verb><Entity>UseCase`; the list operation is `Fetch<Entities>UseCase` (seed 000's `FetchRemindersUseCase`).
    public static func useCaseName(operation: String, kind: OperationKind, entity: String, role: String = "UseCase") -> String {
        if kind == .fetchAll { return "Fetch\(plural(entity))\(role)" }
        return "\(upperFirst(operation))\(entity)\(role)"
    }
}
