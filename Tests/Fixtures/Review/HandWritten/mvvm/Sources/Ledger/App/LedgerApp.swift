// Created by scaffold init. Yours to edit.
import SwiftUI

/// The app's entry point and window. It lives in the Ledger library, so it builds and is tested with the
/// rest of the code; a library cannot hold `@main`, so the Xcode app target marks it as the entry point
/// with `@main extension LedgerApp {}` (AppTarget/LedgerAppMain.swift; see README.md).
public struct LedgerApp: App {
    /// The composition root: each feature's store, view models and screens.
    private let appViewModels = AppViewModels()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            makeHomeView()
        }
    }

    /// The first screen: `HomeView` (Sources/Ledger/App/AppViewModels.swift), the app's one NavigationStack, with a link to each feature.
    func makeHomeView() -> HomeView {
        HomeView(title: "Ledger", viewModels: appViewModels)
    }
}
