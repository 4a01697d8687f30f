/// Valid Swift names that still cannot work in generated code, each with the reason given to the user.
///
/// Everything else works: generated code qualifies the framework names an entity shadows (`Swift.Task`,
/// `SwiftUI.List`, `Foundation.Date`, see `FrameworkNames`), and keeps a form's fields in their own `Draft`
/// struct, so `body`, `state`, `isLoading` or `errorMessage` are fields like any other.
enum ReservedNames {
    /// Field names Swift itself gives a meaning the model cannot take on.
    static let fields: [String: String] = [
        "hashValue": "the model is Hashable, and a stored `hashValue` would replace the one Swift derives (a deprecated protocol requirement)",
    ]

    /// Modules generated code names to qualify a shadowed framework type (`Swift.Task`): a type of that name
    /// would make every such qualification point at itself.
    static let modules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "Observation", "Combine", "XCTest", "Testing",
    ]
}
