import Foundation
import SwiftUI

@MainActor
final class ChoreListViewModel: ObservableObject {
    @Published private(set) var chores: [Chore] = []

    func add(title: String) {
        chores.append(Chore(title: title))
    }

    func toggle(_ chore: Chore) {
        guard let index = chores.firstIndex(where: { $0.id == chore.id }) else { return }
        chores[index].isDone.toggle()
    }

    func delete(at offsets: IndexSet) {
        chores = chores.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    }
}
