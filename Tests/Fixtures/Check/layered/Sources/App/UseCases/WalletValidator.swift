import Foundation

enum WalletValidationError: Error {
    case emptyName
    case nameTooLong
}

/// Not a break: validation belongs here, called by the UseCases.
enum WalletValidator {
    static func validate(_ wallet: Wallet) throws {
        guard !wallet.name.isEmpty else { throw WalletValidationError.emptyName }
        guard wallet.name.count <= 50 else { throw WalletValidationError.nameTooLong }
    }
}
