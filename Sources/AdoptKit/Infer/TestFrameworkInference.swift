/// The framework of the app's tests: Swift Testing where more test files import `Testing` than `XCTest`.
struct TestFrameworkInference {
    let inventory: Inventory

    func infer(tests: String?) -> Findings {
        guard let tests else { return Findings() }
        let files = inventory.files(under: tests)
        let testing = files.filter { $0.facts.imports.contains { $0.text == "Testing" } }
        let xctest = files.filter { $0.facts.imports.contains { $0.text == "XCTest" } }
        guard !testing.isEmpty || !xctest.isEmpty else { return Findings() }
        let swiftTesting = testing.count > xctest.count
        return Findings(inferences: [Inference(
            key: "style.tests", value: swiftTesting ? "swift-testing" : "xctest",
            reason: "\(counted(testing.count, "test file")) import Testing, \(xctest.count) XCTest",
            evidence: (swiftTesting ? testing : xctest).prefix(2).map { Evidence(file: $0.path, detail: swiftTesting ? "import Testing" : "import XCTest") }
        )])
    }
}
