// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.

/// The composition root (seed 002, Rule 5: "All concrete types are wired in ONE place"): each feature's
/// Data layer behind its Domain protocol, its UseCases, and the coordinator that builds its screens.
/// Nothing else creates a concrete type, and there are no singletons (Rule 2).
@MainActor
final class AppDependencies {
    init() {}

    // scaffold:insert features
}
