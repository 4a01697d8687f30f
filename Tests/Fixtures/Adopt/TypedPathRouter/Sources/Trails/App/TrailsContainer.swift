/// Makes the app's objects: the store of trails every screen reads.
@MainActor
final class TrailsContainer {
    let trailStore = TrailStore()
}
