import ScaffoldCore
import XCTest

/// `SwiftNames`: what a Swift file declares and uses, read without a parser; comments and string text never count.
final class SwiftNamesTests: XCTestCase {
    func testTopLevelTypesAreThoseOutsideAnyBraces() {
        let names = SwiftNames("""
        import Foundation

        @MainActor
        public final class ContactListViewModel: ObservableObject {
            struct State { var items: [Contact] = [] }
            enum Route { case detail }
        }
        protocol ContactRepositoryProtocol: Sendable {}
        typealias ContactID = UUID
        actor ContactStore {}
        extension Contact: Identifiable {}
        """)
        XCTAssertEqual(names.topLevelTypes, ["ContactListViewModel", "ContactRepositoryProtocol", "ContactID", "ContactStore"])
        XCTAssertTrue(names.declared.isSuperset(of: ["State", "Route", "items", "detail"]))
        XCTAssertTrue(names.words.isSuperset(of: ["Contact", "UUID", "ObservableObject", "Identifiable"]))
    }

    func testCommentsAndStringTextAreNotUsesButInterpolationsAre() {
        let names = SwiftNames(##"""
        // Contact is gone
        /* a Wallet /* nested Budget */ here */
        let title = "Reminder for \(contact.name) and Habit"
        let raw = #"Ticket \(notRead) \#(reader)"#
        let block = """
            Recipe \(recipe)
            """
        """##)
        XCTAssertEqual(names.mentions(of: ["Contact", "Wallet", "Budget", "Reminder", "Habit", "Ticket", "Recipe"]), [])
        XCTAssertTrue(names.words.isSuperset(of: ["contact", "name", "reader", "recipe"]))
        XCTAssertFalse(names.words.contains("notRead"), "a raw string's \\( is text")
    }

    func testInterfaceIsWhatOtherFilesCanUseNotALocal() {
        let names = SwiftNames("""
        struct Note {
            var title: String
            var pinned: Bool
            func summary() -> String {
                let joined = title
                return joined
            }
        }
        """)
        XCTAssertEqual(names.interface, ["Note", "title", "pinned", "summary"])
        XCTAssertEqual(names.topLevelNames, ["Note"])
        XCTAssertTrue(names.declared.contains("joined"))
    }

    func testBacktickedNamesAndDirectivesAreRead() {
        let names = SwiftNames("""
        #if DEBUG
        struct `default` {}
        #endif
        let amount = 0x1F + 2.5e3
        """)
        XCTAssertEqual(names.topLevelTypes, ["default"])
        XCTAssertFalse(names.words.contains("x1F"), "a number's digits are no identifier")
    }
}
