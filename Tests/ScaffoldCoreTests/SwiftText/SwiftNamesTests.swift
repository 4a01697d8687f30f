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

    func testAMemberAfterADotIsNoBareUseOfTheName() {
        let names = SwiftNames("""
        let task = Swift.Task { await load() }
        let data = payload
            .Data
        Task.detached { }
        let list: SwiftUI.List<Int, Text>? = nil
        let date = Foundation.Date(timeIntervalSince1970: 0)
        let range = 0..<Date.count
        """)
        XCTAssertEqual(names.bareMentions(of: ["Task", "Data", "List", "Text", "Date"]), ["Date", "Task", "Text"])
        XCTAssertEqual(names.mentions(of: ["Task", "Data", "List"]), ["Data", "List", "Task"], "every word is still a word")
        XCTAssertEqual(SwiftNames("let x = Swift.Task { }").bareMentions(of: ["Task"]), [], "only ever qualified")
    }
}
