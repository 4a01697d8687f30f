import ScaffoldCore

/// Where the business logic an operation needs goes, per preset: the layer the decision rules' "UseCase
/// required" sends an operation to, named as the preset's document names it.
///
/// - layered, features, clean: a UseCase (seed 000, UseCase layer; seed 001, Use Case / Interactor Pattern;
///   seed 002, Use Case (Interactor)).
/// - mvvm: seed 003 has no UseCase layer — its ViewModel "Contains all business logic" (ViewModel Layer) — and,
///   as an app grows, extracts that logic into a Service (Scalability, "2. Service Layer": "Extract business
///   logic"). scaffold applies seed 000's rules to decide which operations grow past the view model, and gives
///   each of those a `…Service` in `Services/`; the rest call the persistence manager from the view model.
public struct BusinessLogicLayer: Codable, Hashable, Sendable {
    /// The type-name role (`CreateWalletUseCase`, `CreateWalletService`).
    public var role: String
    /// What `plan` says about the layer, with the document's words; nil where the document has the layer itself.
    public var explanation: String?

    public static let seedQuote = "Service Layer: // Extract business logic (003_c4ea0eb675fd602c.txt, Scalability)"

    public static let useCases = BusinessLogicLayer(role: "UseCase", explanation: nil)

    /// Seed 003's Service layer.
    public static let services = BusinessLogicLayer(
        role: "Service",
        explanation: "seed 003 has no UseCase layer (ViewModel Layer: \"Contains all business logic\"); an operation "
            + "seed 000's rules send out of the view model gets a Service, as seed 003's Scalability section grows one "
            + "(\"2. Service Layer\": \"Extract business logic\"); the others call the persistence manager from the view model"
    )

    /// The preset's layer; a team's preset without a name of its own keeps UseCases.
    public static func of(_ preset: Preset) -> BusinessLogicLayer {
        preset.name == Preset.mvvm.name ? .services : .useCases
    }
}
