@testable import SwiftSource
import XCTest

/// Parents are looked up by the name they are declared under, however the inheritance clause spells them.
final class TypeNamesTests: XCTestCase {
    func testDeclaredNameDropsModuleArgumentsAttributesAndBackticks() {
        let cases = [
            ("Store", "Store"), ("Foundation.Sendable", "Sendable"), ("Repository<Item>", "Repository"),
            ("@preconcurrency Store", "Store"), ("`Type`", "Type"), ("A.B.C<D.E>", "C"), ("", ""),
            ("@unchecked Swift.Sendable", "Sendable"), ("Map<K, V.W>", "Map"), ("Café.Größe<T>", "Größe"),
            ("@preconcurrency\r\nStore", "@preconcurrency\r\nStore"),
        ]
        for (written, name) in cases {
            XCTAssertEqual(TypeNames.declaredName(written), name, written)
        }
    }
}
