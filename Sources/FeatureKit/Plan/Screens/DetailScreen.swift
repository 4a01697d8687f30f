import ScaffoldCore

/// A `fetch` operation gives a detail screen (issue 35: `MemberFormViewModel.load(id:)` existed and no screen called
/// it). Seed 002 (Coordinator: `showDetail(for noteID: UUID)`; Factory: `makeNoteDetailViewController(noteID:)`) opens
/// one record's screen by its id, and seed 003 (Scaling Strategies) gives it a view model of its own
/// (`TodoDetailViewModel`): the feature's fetch operation is used by `<Entity>DetailViewModel` unless its `usedBy`
/// says otherwise, the screen is `<Entity>DetailView` at route `.detail(<id>)`, and the list's rows open it.
///
/// The detail screen loads the record through the fetch operation (as decided: UseCase or repository direct) when it
/// appears and on pull-to-refresh, shows every field as a labelled row, offers Edit (`.edit`) where there is an
/// update, and runs the operations whose `usedBy` names `<Entity>Detail`.
public enum DetailScreen {
    public static let seedQuote = "func showDetail(for noteID: UUID) (002_23262c6c915903bf.txt, Coordinator)"

    /// Every preset makes the detail screen (seed 002's preset through its coordinator); an adopted app's container is
    /// not scaffold's, so there a fetch operation still serves the form (`load(id:)`), as before.
    public static func generated(preset: Preset, adopted: Bool) -> Bool {
        !adopted
    }

    /// The view model a detail screen has (`MemberDetail`, without `ViewModel`).
    public static func viewModel(of spec: FeatureSpec) -> String { "\(spec.entity)Detail" }

    /// The fetch operation that loads the detail screen's record, when the spec has one used by the detail screen
    /// (its default: `usedBy` not stated, or naming `<Entity>Detail`).
    public static func loader(in spec: FeatureSpec) -> OperationSpec? {
        spec.operations.first { operation in
            operation.kind == .fetch && (operation.usedBy.map { users in users.contains { normalized($0) == viewModel(of: spec) } } ?? true)
        }
    }

    /// The operations the detail screen runs on its record: those whose `usedBy` names it.
    public static func operations(in spec: FeatureSpec) -> [OperationSpec] {
        guard loader(in: spec) != nil else { return [] }
        return spec.operations.filter { operation in
            operation.kind != .fetch && (operation.usedBy ?? []).contains { normalized($0) == viewModel(of: spec) }
        }
    }

    /// `MemberDetailViewModel` and `MemberDetail` name the same screen.
    private static func normalized(_ user: String) -> String {
        user.hasSuffix("ViewModel") ? String(user.dropLast("ViewModel".count)) : user
    }
}
