/// The trails the app knows, in the order they were added.
@MainActor
final class TrailStore {
    private(set) var trails = ["Ridge", "Lakeside"]

    func add(_ trail: String) {
        trails.append(trail)
    }
}
