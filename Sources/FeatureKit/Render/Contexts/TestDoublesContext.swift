import ScaffoldCore

/// How a view model's test reaches its mocks: the one place the XCTest and Swift Testing files of the list and form
/// view model test pairs differ inside the Arrange and Act steps they share (`ListViewModelTests…ArrangeAct`,
/// `FormViewModelTests…ArrangeAct`). XCTest keeps the mocks in a `Doubles` value each test makes (an `XCTestCase`
/// instance is not `@MainActor`, so it cannot hold the mocks itself); Swift Testing makes a fresh `@MainActor` suite
/// value per test, so the mocks are its properties.
struct TestDoublesContext: TemplateContext {
    /// What comes before a mock's name and `makeViewModel()`: `doubles.` (XCTest), nothing (Swift Testing).
    var doubles: String
    /// A test makes its `Doubles` before it arranges them (XCTest).
    var makesDoubles: Bool

    init(plan: Plan) {
        makesDoubles = plan.style.tests == .xctest
        doubles = makesDoubles ? "doubles." : ""
    }
}
