/// The operations a screen offers only once their UseCase is written (issue 35, H4: `withdraw`, whose spec states no
/// effect, was a swipe action and a menu item that always failed with "“withdraw” is not available yet.").
///
/// How the screen knows: the UseCase (mvvm: the Service) scaffold creates once for such an operation declares
/// `static let isImplemented = false`, and its protocol's extension gives every other conforming type `true`. The
/// composition root, which scaffold regenerates, passes `offers<Op>: <Op><Entity>UseCase.isImplemented` to the view
/// models that show the operation (seed 002's coordinator passes it as it makes them); so the value is read from the
/// team's file when the app is built, and deleting that line once `execute` does what it should brings the button
/// back with no scaffold run. The view models only read the flag (seed 000, Anti-patterns: "Business rules in
/// ViewModel"): what is written is the UseCase's to say.
///
/// Only operations a screen shows as a button are gated (a row's action, a form's button: custom operations); a
/// create, update or delete whose UseCase is unwritten stays the form's Save and Delete, which show its message.
struct UnwrittenOffer: Encodable, Hashable {
    static let seedQuote = "Business rules in ViewModel (000_c7ec1093a6c69dce.txt, Anti-patterns)"

    /// The spec's operation.
    var operation: String
    /// The view model's flag and initializer parameter: `offersWithdraw`.
    var variable: String
    /// What the composition root passes, read from the team's file when the app is built:
    /// `WithdrawBookUseCase.isImplemented`.
    var source: String
    /// The operation's name, capitalized, for a test's name.
    var testName: String

    /// The unwritten operations among `wired` (a view model's), in spec order.
    static func of(_ plan: Plan, _ wired: [String]?) -> [UnwrittenOffer] {
        plan.operations(wired).compactMap { of($0, plan: plan) }
    }

    /// The offer of one operation; nil when its UseCase is written (or it has none), or a screen shows it otherwise.
    static func of(_ operation: OperationSpec, plan: Plan) -> UnwrittenOffer? {
        guard let useCase = plan.useCases.first(where: { $0.operation == operation.name }), UseCaseBody.flagsUnwritten(useCase) else { return nil }
        let title = Naming.upperFirst(operation.name)
        return UnwrittenOffer(operation: operation.name, variable: "offers\(title)", source: "\(useCase.implementationName).isImplemented", testName: title)
    }
}
