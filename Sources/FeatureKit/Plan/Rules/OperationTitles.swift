/// An operation's button must not read like a button the system or the screen already shows (issue 35): `cancel` on a
/// session was titled "Cancel", beside the form's Cancel and the dialogs' own, and its confirmation then offered two
/// "Cancel"s — one cancelling the session, one cancelling the dialog.
///
/// Apple's Human Interface Guidelines (Alerts) ask for button titles that "describe the result of selecting the button"
/// and "verbs and verb phrases that relate directly to the alert text". So:
/// 1. **A title that is one of the screens' own words** (`systemWords`: the system's Cancel, Done, OK, Close, Back; the
///    generated screens' Add, Delete, Edit, Save, Dismiss, Try again) names the record as well: `cancel` is
///    "Cancel session", `close` "Close ticket". A title with more words ("Mark as reimbursed") is left alone.
/// 2. **A confirmation whose action begins with the dialog's own dismiss word** ("Cancel session") says what dismissing
///    keeps instead of the system's Cancel: "Keep session". Its question stays the verb's ("Cancel this session?").
public enum OperationTitles {
    public static let seedQuote = "describe the result of selecting the button (Apple Human Interface Guidelines, Alerts)"

    /// The titles of buttons a generated screen already shows, or the system shows beside them.
    public static let systemWords: Set<String> = ["Add", "Back", "Cancel", "Close", "Delete", "Dismiss", "Done", "Edit", "OK", "Save", "Try again"]

    /// The button's title: `title` (`Wording.action`), or — when it is one of `systemWords` — that word and the record,
    /// lowercased as the other titles are ("Cancel session").
    public static func title(_ title: String, entityLabel: String) -> String {
        guard systemWords.contains(where: { $0.caseInsensitiveCompare(title) == .orderedSame }) else { return title }
        return "\(title) \(entityLabel.lowercased())"
    }

    /// The confirmation's dismiss button when the action's title starts with the dialog's own "Cancel": "Keep session";
    /// nil where the system's Cancel reads unambiguously.
    public static func dismiss(forTitle title: String, entityLabel: String) -> String? {
        guard title.split(separator: " ").first.map({ $0.caseInsensitiveCompare("Cancel") == .orderedSame }) == true else { return nil }
        return "Keep \(entityLabel.lowercased())"
    }
}
