import CloudKit
import SwiftUI

struct WalletListView: View {
    @State private var viewModel = WalletListViewModel()

    var body: some View {
        List(viewModel.state.wallets) { wallet in
            WalletRow(wallet: wallet)
        }
        .task { await viewModel.loadWallets() }
        .refreshable {
            // Breaks view-data-access: a CloudKit call in the view.
            _ = try? await CKContainer.default().privateCloudDatabase.allRecordZones()
        }
    }
}
