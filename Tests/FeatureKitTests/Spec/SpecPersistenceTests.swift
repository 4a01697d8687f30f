import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The spec's `persistence:` key: read when valid, absent means nil, anything else is an error with the values.
final class SpecPersistenceTests: XCTestCase {
    func testReadWhenStatedAndNilWhenNot() throws {
        XCTAssertNil(try SpecFixture.load(SpecFixture.spec()).persistence)
        XCTAssertEqual(try SpecFixture.load(SpecFixture.spec(header: "feature: Wallet\npersistence: json")).persistence, .json)
        XCTAssertEqual(try SpecFixture.load(SpecFixture.spec(header: "feature: Wallet\npersistence: memory")).persistence, .memory)
    }

    func testAnUnknownValueIsAnErrorAtItsPlace() {
        let found = problems(SpecFixture.spec(header: "feature: Wallet\npersistence: jason"))
        expect(found, "unknown persistence `jason`", at: (2, 14), keyPath: "persistence", hint: "did you mean `json`?")
    }
}
