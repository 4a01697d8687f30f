import SwiftUI

/// The logbook, launched by main.swift: its router and its entries, each made once.
struct LogbookApp: App {
    @State private var router = Router()
    private let entries = EntryStore()

    var body: some Scene {
        WindowGroup {
            RootView(router: router, entries: entries)
        }
    }
}
