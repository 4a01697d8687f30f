import SwiftUI

struct WalletDetailView: View {
    @StateObject var viewModel: WalletDetailViewModel

    var body: some View {
        VStack {
            Text(viewModel.wallet.name)
            // Breaks view-data-access: the view reads the store itself.
            Text(UserDefaults.standard.string(forKey: "lastWalletName") ?? "")
        }
    }
}

#Preview {
    WalletDetailView(viewModel: WalletDetailViewModel(wallet: Wallet(id: UUID(), name: "Main", balance: 0), repository: WalletRepository()))
}
