import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Framework names are spelled plainly unless an entity of the project shadows them.
final class FrameworkNamesTests: XCTestCase {
    func testOnlyShadowedNamesAreQualified() {
        let names = FrameworkNames(projectTypes: ["Task", "List", "Date", "Wallet"])
        XCTAssertEqual(names.shadowed, ["Task", "List", "Date"])
        XCTAssertEqual(names.spell("Task"), "Swift.Task")
        XCTAssertEqual(names.spell("List"), "SwiftUI.List")
        XCTAssertEqual(names.spell("Date"), "Foundation.Date")
        XCTAssertEqual(names.spell("Section"), "Section")
        XCTAssertEqual(FrameworkNames.plain.spell("Task"), "Task")
    }

    func testFieldTypesSpellBuiltInsQualifiedAndEntitiesAsThey() {
        let names = FrameworkNames(projectTypes: ["Date", "Data"])
        XCTAssertEqual(names.spell(TypeRef(parsing: "[Date]?")!), "[Foundation.Date]?")
        XCTAssertEqual(names.spell(TypeRef(parsing: "[String: Data]")!), "[String: Foundation.Data]")
        XCTAssertEqual(names.spell(TypeRef(parsing: "Wallet")!), "Wallet")
    }

    func testTemplatesPrintEveryFrameworkTypeThroughTheTable() throws {
        // A framework type written bare in a template would break a project with an entity of that name.
        let folder = try XCTUnwrap(TemplateLocator.builtInTemplates())
        let written = Set(["HomeView", "App", "AppMain", "HomeTests", "HomeTests+Testing"])
        // Seed 004's nested `State` is the view model's own type, declared and used inside it.
        let ownTypes = ["ListViewModel": ["State"], "FormViewModel": ["State"], "DetailViewModel": ["State"], "ViewModelProtocol": ["State"]]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            let template = String(name.dropLast(".mustache".count))
            // init's project files (README, CI, Xcode project, Tuist manifests) are not generated code of a feature.
            guard !written.contains(template), !template.hasPrefix("Init") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let code = Self.withoutTags(String(line))
                for word in Self.identifiers(in: code) where FrameworkNames.modules[word] != nil && !(ownTypes[template] ?? []).contains(word) {
                    XCTFail("\(template): `\(word)` is printed bare in: \(line)")
                }
            }
        }
    }

    /// The line without Mustache tags, string literals and the names qualified on purpose (`SwiftUI.List`).
    private static func withoutTags(_ line: String) -> String {
        // A tag stands for a word, so `{{member}}Error` stays one identifier.
        var text = line.replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: "x", options: .regularExpression)
        text = text.replacingOccurrences(of: #""[^"]*""#, with: " ", options: .regularExpression)
        // `@Sendable` is the compiler's own attribute, never looked up as a type, so no entity can shadow it.
        text = text.replacingOccurrences(of: "@Sendable", with: " ")
        return text.replacingOccurrences(of: #"\b(Swift|SwiftUI|Foundation|Observation|Combine)\.[A-Z]\w*"#, with: " ", options: .regularExpression)
    }

    /// Capitalized words not preceded by `.` (members such as `.standard` are not types).
    private static func identifiers(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"(?<![.\w])[A-Z]\w*"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }
}
