import SwiftSource
import XCTest

/// What `SourceFactsReader` reads from Swift text: declarations, members, bodies, references, ignore comments.
final class SourceFactsReaderTests: XCTestCase {
    func testReadsTheHeadOfTypesAndExtensions() throws {
        let facts = SourceFactsReader.read(source: """
        import Foundation
        #if canImport(SwiftUI)
        import SwiftUI
        #endif

        /// A list.
        @MainActor
        @Observable
        final class WalletListViewModel: ViewModel, Sendable {
            struct State { var wallets: [Wallet] = [] }
            typealias Row = Wallet
        }

        extension WalletListViewModel: CustomStringConvertible {}
        """)

        XCTAssertEqual(facts.imports.map(\.module), ["Foundation", "SwiftUI"])
        XCTAssertEqual(facts.imports.map(\.position), [Position(line: 1, column: 1), Position(line: 3, column: 1)])
        let type = try XCTUnwrap(facts.types.first)
        XCTAssertEqual(type.name, "WalletListViewModel")
        XCTAssertEqual(type.kind, .class)
        XCTAssertEqual(type.position, Position(line: 9, column: 13))
        XCTAssertEqual(type.startLine, 7, "attributes start the declaration; the doc comment does not")
        XCTAssertEqual(type.attributes, ["MainActor", "Observable"])
        XCTAssertEqual(type.modifiers, ["final"])
        XCTAssertEqual(type.inherited, ["ViewModel", "Sendable"])
        XCTAssertEqual(type.nestedTypes, ["State", "Row"])
        XCTAssertEqual(facts.types.last?.kind, .extension)
        XCTAssertEqual(facts.types.last?.name, "WalletListViewModel")
        XCTAssertEqual(facts.types.last?.inherited, ["CustomStringConvertible"])
    }

    func testReadsPropertiesWithTheirTypesWrappersAndInitialValues() throws {
        let type = try XCTUnwrap(SourceFactsReader.read(source: """
        struct WalletListView: View {
            @StateObject private var viewModel = WalletListViewModel()
            private let repository: (any WalletRepositoryProtocol)?
            static let shared = Store.shared
            var title: String { "Wallets" }
            var count = 0 { didSet { print(count) } }
            let (a, b) = (1, 2)
        }
        """).types.first)

        let properties = Dictionary(uniqueKeysWithValues: type.properties.map { ($0.name, $0) })
        XCTAssertEqual(type.properties.map(\.name), ["viewModel", "repository", "shared", "title", "count"], "tuple patterns are skipped")
        XCTAssertEqual(properties["viewModel"]?.attributes, ["StateObject"])
        XCTAssertEqual(properties["viewModel"]?.modifiers, ["private"])
        XCTAssertEqual(properties["viewModel"]?.initializer, ["WalletListViewModel"])
        XCTAssertEqual(properties["repository"]?.typeName, "WalletRepositoryProtocol")
        XCTAssertEqual(properties["repository"]?.isLet, true)
        XCTAssertEqual(properties["shared"]?.isStatic, true)
        XCTAssertEqual(properties["shared"]?.initializer, ["Store", "shared"])
        XCTAssertEqual(properties["title"]?.isComputed, true)
        XCTAssertEqual(properties["count"]?.isComputed, false, "observers do not make a property computed")
    }

    func testReadsCallsChecksBranchesAndBindings() throws {
        let type = try XCTUnwrap(SourceFactsReader.read(source: """
        final class FormViewModel {
            func save(amount: Decimal) async throws {
                guard !name.isEmpty, name.count <= 50 else {
                    errorMessage = "Name is required"
                    return
                }
                if amount < 0 { throw FormError.negative }
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                try await self.repository.create(Wallet(name: trimmed, note: "\\(amount)"))
                _ = email.contains("@") || email.wholeMatch(of: /.+@.+/) != nil
            }
        }
        """).types.first)
        let body = try XCTUnwrap(type.functions.first?.body)

        XCTAssertEqual(type.functions.first?.parameters.map(\.name), ["amount"])
        let create = try XCTUnwrap(body.calls.first { $0.name == "create" })
        XCTAssertEqual(create.callee, ["self", "repository", "create"])
        XCTAssertEqual(create.position, Position(line: 9, column: 35))
        XCTAssertEqual(create.argumentNames, ["Wallet", "trimmed", "amount"])
        XCTAssertEqual(create.argumentCallees, ["Wallet"])
        XCTAssertEqual(body.bindings, [BindingFact(name: "trimmed", callees: ["trimmingCharacters"])])
        XCTAssertTrue(body.interpolates)
        XCTAssertEqual(
            Set(body.checks.map { "\($0.kind.rawValue) \($0.subject)" }),
            ["isEmpty name", "countComparison name", "valueComparison amount", "textMatch email", "regex email", "regex "]
        )
        XCTAssertEqual(body.branches.count, 2)
        XCTAssertEqual(body.branches[0].isGuard, true)
        XCTAssertEqual(body.branches[0].exitTextTargets, ["errorMessage"])
        XCTAssertEqual(body.branches[0].exitThrows, false)
        XCTAssertEqual(body.branches[1].exitThrows, true)
        XCTAssertEqual(body.branches[1].checks.map(\.subject), ["amount"])
    }

    func testReferencesAreTypeNamesOnceEachAtTheirFirstMention() throws {
        let type = try XCTUnwrap(SourceFactsReader.read(source: """
        @MainActor
        struct NotesView: View {
            @Environment(AppEnvironment.self) private var environment
            let store: [NoteStore]
            var body: some View {
                Button("Save") { NoteStore.shared.save(UserDefaults.standard.string(forKey: "k")) }
            }
        }
        """).types.first)

        XCTAssertEqual(type.references.map(\.name), ["View", "AppEnvironment", "NoteStore", "Button", "UserDefaults"])
        XCTAssertEqual(type.references.first { $0.name == "NoteStore" }?.position, Position(line: 4, column: 17))
    }

    func testIgnoreCommentsCoverTheirOwnLineOrTheNextLineOfCode() {
        let facts = SourceFactsReader.read(source: """
        struct A {
            // scaffold:ignore view-data-access, usecase-criteria -- the legacy screen
            // another comment
            let a = 1
            let b = 2 // scaffold:ignore all
            // scaffold:ignored is not the marker
        }
        """)

        XCTAssertEqual(facts.ignores.map(\.rules), [["view-data-access", "usecase-criteria"], ["all"]])
        XCTAssertEqual(facts.ignores.map(\.line), [4, 5])
        XCTAssertEqual(facts.ignores.map(\.position), [Position(line: 2, column: 5), Position(line: 5, column: 15)])
    }

    func testAFileThatDoesNotParseHasOnlyItsError() throws {
        let facts = SourceFactsReader.read(source: "struct A {\n    let a = \n")

        let error = try XCTUnwrap(facts.syntaxError)
        XCTAssertEqual(error.position.line, 2)
        XCTAssertFalse(error.message.isEmpty)
        XCTAssertEqual(facts.types, [])
    }

    func testFactsSurviveACodableRoundTrip() throws {
        let facts = SourceFactsReader.read(source: "final class A: B { let c: D = D(); func e() { if f.isEmpty { g = \"h\" } } } // scaffold:ignore x")
        let decoded = try JSONDecoder().decode(SourceFacts.self, from: JSONEncoder().encode(facts))
        XCTAssertEqual(decoded, facts)
    }
}
