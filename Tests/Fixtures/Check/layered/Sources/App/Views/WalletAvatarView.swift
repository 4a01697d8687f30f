import SwiftUI

struct WalletAvatarView: View {
    let url: URL
    @State private var data = Data()

    var body: some View {
        Text("\(data.count) bytes")
            // Breaks presentation-network
            .task { data = (try? await URLSession.shared.data(from: url).0) ?? Data() }
    }
}
