import SwiftUI

struct WalletRow: View {
    let wallet: Wallet

    var body: some View {
        Text(wallet.name)
    }
}
