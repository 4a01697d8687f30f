/// Where a project keeps its feature specs: `Specs/<Feature>.yml` under the project root, so
/// `scaffold feature Wallet` with no fields finds `Specs/Wallet.yml` (`scaffold init` writes an example).
public enum SpecConvention {
    public static let folder = "Specs"

    public static func path(for feature: String) -> String {
        "\(folder)/\(feature).yml"
    }
}
