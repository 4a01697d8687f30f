import SwiftUI

struct WalletFormView: View {
    // Breaks stateobject-viewmodel.
    @StateObject private var viewModel = WalletFormViewModel()

    var body: some View {
        TextField("Name", text: $viewModel.name)
    }
}
