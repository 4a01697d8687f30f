/// The entries written so far, newest last.
@MainActor
final class EntryStore {
    private(set) var entries = ["Left the harbour", "Anchored in the bay"]

    func add(_ entry: String) {
        entries.append(entry)
    }
}
