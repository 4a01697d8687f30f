// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.
import Observation

/// The app's composition root (seed 004, Dependency Injection: `App/AppEnvironment.swift`): each feature's
/// repository, and the UseCases, view models and screens made from it.
///
/// `@Observable` rather than seed 004's `ObservableObject` with `static let shared`: seed 004 builds on
/// Observation ("@StateObject is for ObservableObject, not @Observable"), so the App owns the one instance
/// as `@State` and places it with `.environment(_:)`; views read it with `@Environment(AppEnvironment.self)`,
/// and each test makes its own.
@MainActor
@Observable
final class AppEnvironment {
    init() {}

    // scaffold:insert features
}
