import SwiftUI

/// Not a break: the view forwards every action to its view model.
struct WalletListView: View {
    @StateObject private var viewModel: WalletListViewModel

    init(viewModel: @autoclosure @escaping () -> WalletListViewModel = WalletListViewModel()) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        List(viewModel.wallets) { wallet in
            Text(wallet.name)
        }
        .task { await viewModel.load() }
    }
}
