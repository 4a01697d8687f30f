// expect: main actor-isolated default value in a nonisolated context
// flags: -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances

// Xcode 26's approachable concurrency (the flags above, as `init --isolation mainActor` sets them): an unmarked
// extension is main-actor isolated, and InferIsolatedConformances (SE-0470) makes the conformance it declares
// main-actor isolated too, so nonisolated code cannot turn the actor into `any NoteStoring`. SE-0470 exempts
// protocols refining `SendableMetatype`, which Swift 6.2's `Sendable` does here on Linux but the iOS 17 SDK's
// `Sendable` does not: there `NoteStoring: Sendable` fails exactly like this one does. Generated code writes
// `nonisolated extension NoteStore: NoteStoring {}`, nonisolated whatever the SDK's `Sendable` refines.
nonisolated protocol NoteStoring {
    func notes() async -> [String]
}

actor NoteStore {
    nonisolated static let shared = NoteStore()
    func notes() -> [String] { [] }
}

extension NoteStore: NoteStoring {}

nonisolated struct LoadNotes {
    let store: any NoteStoring

    init(store: any NoteStoring = NoteStore.shared) {
        self.store = store
    }
}
