import SwiftUI

struct ChatView: View {
    @State private var store = AppStore()

    var body: some View {
        Text("every \(store.pingInterval) s")
    }
}
