// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.

/// The app's composition root for seed 000's layers. Every initializer keeps its production default
/// (seed 000, Dependency injection: "Provide default values for production implementations"); this small
/// factory adds one place that builds each feature's screens and view models from the feature's repository,
/// so the app, previews and tests can swap a store without touching the layers.
@MainActor
struct AppFactory {
    init() {}

    // scaffold:insert features
}
