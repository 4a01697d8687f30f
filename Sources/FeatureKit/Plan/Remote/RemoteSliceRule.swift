import ScaffoldCore

/// When a feature whose records live on a server (`remote:`, issue 31) gets its server slice — seed 002's Data layer,
/// "Data Sources (Remote, Local)", and its repository that will "Try remote, fall back to local" — in place of its
/// local store. One rule for the feature's own plan (`RemoteArtifacts.supports`) and for a feature reading its records
/// (`ReferencePlanner.served`), so the two cannot disagree: when they did (stop 39), `features` generated a remote
/// feature again without its slice once another feature named its records.
///
/// Every preset's list pages through its UseCase when another feature reads it, seed 001's included: its UseCase takes
/// what it needs in its own `Input` ("struct Input { let email: String; let password: String }" beside
/// "func execute(_ input: Input) async throws -> User", 001, 4.2 Implementation Pattern), so a paging list's `Input`
/// carries the page (`struct Input { let page: PageToken? }`) and its `executeAll()` walks `.init(page:)`. What is
/// left out: a store with no saved copy generated (the copy is the preset's JSON file store, or seed 003's persistence
/// manager over UserDefaults where the Service is the store), and an adopted app with no container to hold the client
/// (`RemoteWiring.registers`; a `@main` App holding the stores holds it as a static member).
enum RemoteSliceRule {
    static let seedQuote = "Data Sources (Remote, Local) (002_23262c6c915903bf.txt, Data Layer); struct Input { let email: String; let password: String } with func execute(_ input: Input) (001_8c33de19993ce27f.txt, 4.2 Implementation Pattern)"

    /// A feature with `remote:` whose records are kept in `storage` (after `SavedCopyRule`) gets its server slice:
    /// `services` when the preset's business logic is seed 003's Service, `registers` when the app's root can hold the
    /// client (an app scaffold made, or an adopted one with a container: `RemoteWiring.registers`).
    static func generates(remote: Bool, storage: Preset.Storage, services: Bool, registers: Bool) -> Bool {
        let savedCopy = storage == .jsonFile || (services && storage == .userDefaults)
        return remote && savedCopy && registers
    }
}
