/// Valid Swift names that still cannot work in generated code, each with the reason given to the user.
///
/// Everything else works: generated code qualifies the framework names an entity shadows (`Swift.Task`,
/// `SwiftUI.List`, `Foundation.Date`, see `FrameworkNames`), and keeps a form's fields in their own `Draft`
/// struct, so `body`, `state`, `isLoading` or `errorMessage` are fields like any other (an entity may not be named
/// like that struct, though: `nestedTypes`).
enum ReservedNames {
    /// Field names Swift itself gives a meaning the model cannot take on.
    static let fields: [String: String] = [
        "hashValue": "the model is Hashable, and a stored `hashValue` would replace the one Swift derives (a deprecated protocol requirement)",
    ]

    /// Types every view model of a preset nests, which an entity of the same name would be hidden by inside it (found by
    /// `make sweep SEED=42`: `DraftFormViewModel.Draft` and the entity `Draft`, `StateListViewModel.State` and `State`).
    static let nestedTypes: [String: String] = [
        "Draft": "the form view model keeps what it edits in a nested `Draft`, which would hide the entity inside it",
        "State": "a view model keeping its state in a nested `State` (`style.state: nested`) would hide the entity inside it, "
            + "as would SwiftUI's `@State` in the app's own views",
    ]

    /// Modules generated code names to qualify a shadowed framework type (`Swift.Task`): a type of that name
    /// would make every such qualification point at itself.
    static let modules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "Observation", "Combine", "XCTest", "Testing",
    ]
}
