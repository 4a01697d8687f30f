// Created by scaffold. Yours to edit, except between `scaffold:begin` and `scaffold:end` markers:
// `scaffold feature` rewrites those, and adds a region per new feature just before `scaffold:insert features`.
import SwiftUI

/// Where the app creates its view models once (seed 003, Dependency Injection: "App creates and owns
/// ViewModel", then injects it into the environment), and the screens that read them from there.
@MainActor
final class AppViewModels {
    init() {}

    // scaffold:insert features
}
