@testable import CheckKit
import XCTest

/// Readings added for apps the rules had not seen (issue 34, stop 39): dependencies reached through a container,
/// SQL written as text, flags shown as messages, session factories and store coordinators.
final class ReachAndTextReadingTests: XCTestCase {
    func testSQLIsAStatementOrAColumnComparedWithAQuotedValue() {
        for sql in [
            " title LIKE '%\u{2026}%'", " cafeId = '\u{2026}'", "SELECT * FROM cats", "DELETE FROM cafe WHERE id = 3",
            "name == 'Tom'", "INSERT INTO notes (title) VALUES (?)", "UPDATE cats SET name = ?",
        ] {
            XCTAssertTrue(SQLText.isSQL(sql), sql)
        }
        for text in [
            "The café's name can't be empty", "Select a cafe from the list", "Tap 'Add' to make one", "Rating: 'good'",
            "We like 'this'", "\u{2026} items", "", "'", "= 'x'",
        ] {
            XCTAssertFalse(SQLText.isSQL(text), text)
        }
    }

    /// `container.services.gameService`: a chain of containers, each a stored property of the one before.
    func testADependencyIsReachedThroughAChainOfContainers() throws {
        let project = ExampleProject([
            "Sources/App/Data/GameService.swift": "final class GameService { func start() {} }",
            "Sources/App/Data/ScoreService.swift": "final class ScoreService { func reset() {} }",
            "Sources/App/DI/AppContainer.swift": """
            final class AppContainer {
                struct Services { let gameService: GameService; let scoreService: ScoreService }
                let services: Services
                init(services: Services) { self.services = services }
            }
            """,
            "Sources/App/Presentation/GameViewModel.swift": """
            final class GameViewModel {
                private let container: AppContainer
                init(container: AppContainer) { self.container = container }
                func start() { container.services.↓gameService.start() }
                func startAgain() { self.container.services.gameService.start() }
                // Reached through the same container: the same violation, not a second finding.
                func reset() { container.services.scoreService.reset() }
            }
            """,
        ])
        let findings = try project.check(preset: "clean").findings
        XCTAssertEqual(Set(findings.map(\.place)), project.expected, findings.map(\.rendered).joined(separator: "\n"))
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.ruleID, "presentation-repository-access")
        XCTAssertTrue(finding.message.contains("through `container.services.gameService`"), finding.message)
        XCTAssertEqual(finding.alsoBreaks, ["dependency-direction"])
    }

    /// A type held that is no container (a view model's helper) is not looked through: its members are its own.
    func testAMemberOfATypeThatIsNoContainerIsNotReached() throws {
        let project = ExampleProject([
            "Sources/App/Data/GameService.swift": "final class GameService { func start() {} }",
            "Sources/App/Presentation/GameSession.swift": "final class GameSession { let gameService: GameService? = nil }",
            "Sources/App/Presentation/GameViewModel.swift": """
            final class GameViewModel {
                private let session: GameSession
                init(session: GameSession) { self.session = session }
                func start() { session.gameService?.start() }
            }
            """,
        ])
        let findings = try project.check(preset: "clean").findings.filter { $0.file.hasSuffix("GameViewModel.swift") }
        XCTAssertEqual(findings.map(\.rendered), [])
    }
}
