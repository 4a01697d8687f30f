import Foundation
import Observation
import SwiftUI

/// Value-based navigation with one stack: a path an `@Observable` object owns, bound with `@Bindable`,
/// screens by `navigationDestination(for:)`, and a message through `String(localized:)`.
@MainActor
@Observable
final class NoteNavigator {
    var path = NavigationPath()

    func show(_ note: Note) {
        path.append(note)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    var title: String {
        String(localized: "Notes: \(path.count) open, \("all saved")")
    }
}

struct NoteStackView: View {
    @Bindable private var navigator: NoteNavigator

    init(navigator: NoteNavigator) {
        _navigator = Bindable(navigator)
    }

    var body: some View {
        NavigationStack(path: $navigator.path) {
            SwiftUI.List {
                NavigationLink("First", value: Note.sample("First"))
                Label("Could not save", systemImage: "exclamationmark.triangle")
                    .foregroundStyle(.red)
                    .accessibilityLabel(Text("Error: \("Could not save")"))
            }
            .navigationTitle(navigator.title)
            .navigationDestination(for: Note.self) { note in
                NoteRow(note: note)
            }
        }
    }
}
