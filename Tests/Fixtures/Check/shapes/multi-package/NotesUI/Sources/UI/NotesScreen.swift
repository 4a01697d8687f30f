import Notes
// Breaks dependency-direction
import NotesData
import SwiftUI

public struct NotesScreen: View {
    @State private var viewModel: NotesViewModel

    public init(viewModel: NotesViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        List(viewModel.notes) { Text($0.title) }
    }
}
