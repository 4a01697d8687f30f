extension FileResult {
    /// The note of a create-only file that exists: scaffold wrote it once and it is the team's since. Every feature run
    /// of a preset with app-wide files (`Core/UseCase.swift`, `Core/ViewModel.swift`) plans them again, so reports count
    /// these on one line instead of listing them each time (issue 35).
    public static let createdOnceNote = "created once by scaffold; yours to edit"

    /// A create-only file left as it is because it exists.
    public var isCreatedOnce: Bool { status == .skip && note == Self.createdOnceNote }
}
