import SwiftUI

struct WalletRateView: View {
    @State private var rate = ""

    var body: some View {
        Text(rate)
            .task {
                // Breaks presentation-network
                let (data, _) = (try? await URLSession.shared.data(from: URL(string: "https://example.com/rate")!)) ?? (Data(), URLResponse())
                rate = String(decoding: data, as: UTF8.self)
            }
    }
}
