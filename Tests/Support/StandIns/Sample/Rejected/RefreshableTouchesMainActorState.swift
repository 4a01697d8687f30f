// expect: from a Sendable closure
import Observation
import SwiftUI

@MainActor @Observable
final class Model {
    var isLoading = false
}

// `.refreshable` takes a plain `@Sendable` closure: main-actor state needs `await` there.
struct Screen: View {
    @State var model = Model()

    var body: some View {
        Text("List").refreshable { model.isLoading = true }
    }
}
