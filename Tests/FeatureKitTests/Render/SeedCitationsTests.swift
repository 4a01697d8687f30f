import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Every "seed NNN, Section" a generated file cites names a section that document has, and each preset
/// cites the documents it follows (its own, seed 001 for navigation, and seed 000 for scaffold's UseCase rules).
final class SeedCitationsTests: XCTestCase {
    /// The headings of the documents in `Docs/Seeds/` (file name prefix → headings), as they read.
    private static let headings: [String: [String]] = [
        "000": ["Layer structure", "View layer", "ViewModel layer", "UseCase layer", "UseCase usage criteria", "Repository layer",
                "Dependency injection", "Data flow", "Directory structure", "Anti-patterns", "Direct Repository access from View",
                "Business rules in ViewModel", "UI logic in Repository"],
        "001": ["MVVM (Model-View-ViewModel)", "ViewModel Best Practices", "Repository Pattern", "Dependency Injection",
                "Constructor Injection", "Environment-Based Injection (SwiftUI)", "Dependency Container", "Use Case / Interactor Pattern",
                "Coordinator Pattern", "Testing Strategies", "Unit Testing", "Code Organization"],
        "002": ["The Three Layers", "Domain Layer (Core)", "Data Layer (Infrastructure)", "Presentation Layer (UI)", "Coordinator",
                "Use Case (Interactor)", "Repository", "Factory", "Rule 2: No Singletons", "Rule 3: Constructor Injection",
                "Rule 5: Composition Root", "Layer Responsibilities", "Domain Layer", "Data Layer", "Presentation Layer",
                "Testing Strategy Per Layer"],
        "003": ["MVVM Pattern", "Model Layer", "ViewModel Layer", "View Layer", "Component Interaction", "Dependency Injection",
                "State Management", "Persistence Layer", "UserDefaultsManager", "Scalability", "Testing Strategy"],
        "004": ["MVVM Components", "Models", "Views", "ViewModels", "Services", "Feature Organization", "Dependency Injection",
                "AppEnvironment", "Testing Approach"],
    ]

    /// The documents a preset's generated code may cite.
    private static let documents: [String: Set<String>] = [
        "layered": ["000", "001"], "features": ["004", "001", "000"], "clean": ["002", "001", "000"], "mvvm": ["003", "001", "000"],
    ]

    func testEveryCitationInGeneratedCodeNamesASectionOfTheRightDocument() throws {
        let templates = try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates()))
        let spec = FeatureSpec(
            feature: "Reminder",
            fields: [Specs.field("title", "String", [.nonEmpty]), Specs.field("isDone", "Bool"), Specs.field("doneAt", "Date?")],
            operations: Specs.crud + [
                Specs.op("complete", sets: [FieldAssignment(field: "doneAt", value: .now)], index: 4), Specs.op("archive", index: 5),
            ]
        )
        var cited = 0
        for preset in Preset.all {
            let rendered = try Renderer(templates: templates).render(Specs.plan(spec, preset: preset)).files
            let initial = try InitGenerator(templates: templates).render(InitRequest(appName: "Demo", preset: preset)).files
            for file in rendered + initial {
                for (document, section) in Self.citations(in: file.contents) {
                    cited += 1
                    XCTAssertTrue(Self.documents[preset.name]?.contains(document) == true,
                                  "\(preset.name) \(file.path) cites seed \(document), a document the preset does not follow")
                    let headings = Self.headings[document] ?? []
                    XCTAssertTrue(headings.contains { section.hasPrefix($0) },
                                  "\(preset.name) \(file.path): seed \(document) has no section starting \"\(section)\"")
                }
            }
        }
        XCTAssertGreaterThan(cited, 40)
    }

    func testEachPresetsCitationsNameItsOwnDocument() {
        XCTAssertTrue(SeedCitations.clean.viewModel.hasPrefix("seed 002"))
        XCTAssertTrue(SeedCitations.features.viewModel.hasPrefix("seed 004"))
        XCTAssertTrue(SeedCitations.features.useCase.hasPrefix("seed 001, Use Case / Interactor Pattern"))
        XCTAssertTrue(SeedCitations.mvvm.repository.hasPrefix("seed 003"))
        XCTAssertTrue(SeedCitations.layered.view.hasPrefix("seed 000"))
    }

    /// `(document, what follows)` for each "seed NNN, …" in a text, comment line breaks joined; the section is
    /// checked as a prefix of what follows.
    private static func citations(in text: String) -> [(String, String)] {
        let joined = text.replacingOccurrences(of: #"\n\s*(///|//)\s*"#, with: " ", options: .regularExpression)
        let pattern = try! NSRegularExpression(pattern: #"seed (\d{3}), ([^\n]{1,60})"#)
        return pattern.matches(in: joined, range: NSRange(joined.startIndex..., in: joined)).compactMap { match in
            guard let document = Range(match.range(at: 1), in: joined), let section = Range(match.range(at: 2), in: joined) else { return nil }
            return (String(joined[document]), String(joined[section]))
        }
    }
}
