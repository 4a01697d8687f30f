@testable import CheckKit
import ScaffoldCore
import SwiftSource
import SwiftSyntax
import XCTest

/// How `check` reads a codebase it did not write: layers from folders whatever their case or naming, tests and
/// manifests left out, roles from what a type is and holds, configured names.
final class ReadingRealCodeTests: XCTestCase {
    private let clean = LayerResolver(layout: Preset.clean.layout, roots: ProjectRoots(module: "App"))

    func testLayerFoldersAreMatchedWithoutRegardToCaseOrLayerSuffix() {
        XCTAssertEqual(clean.place("Notes/domain/model/Note.swift").layer, .domain)
        XCTAssertEqual(clean.place("Notes/DATA/Repo.swift").layer, .data)
        XCTAssertEqual(clean.place("Submodules/Sources/DomainLayer/Entities/Breed.swift").layer, .domain)
        XCTAssertEqual(clean.place("SwiftDataData/PersonFeature/Store.swift").layer, .data)
        XCTAssertNil(clean.place("SwiftDataInfra/PersonFeature/Store.swift").layer, "Infrastructure is not Data unless configured")
        XCTAssertEqual(clean.place("SwiftDataPresentation/View/ListView.swift").layer, .presentation)
        XCTAssertEqual(clean.place("UI/BagUI/Sources/UI/BagScreen/BagRow.swift").layer, .presentation)
        XCTAssertEqual(clean.place("Component/Bag/Sources/DI/BagDI.swift").layer, .app)
        XCTAssertNil(clean.place("App/Metadata/Info.swift").layer, "`Metadata` is one word, not Data")
        XCTAssertEqual(clean.place("Notes/domain/model/Note.swift").layerReason, "in the folder `domain`")
    }

    /// Seed 002 heads its Data layer "2. Data Layer (Infrastructure)": under clean an `Infrastructure` folder is Data;
    /// under the presets whose documents name no such layer it stays in none.
    func testAnInfrastructureFolderIsDataWhereThePresetsDocumentSaysSo() {
        let cleanPreset = LayerResolver(layout: Preset.clean.layout, roots: ProjectRoots(module: "App"), preset: "clean")
        XCTAssertEqual(cleanPreset.place("App/Infrastructure/Networking/NetworkError.swift").layer, .data)
        XCTAssertEqual(cleanPreset.place("App/Infrastructure/Networking/NetworkError.swift").layerReason, "in the folder `Infrastructure`")
        XCTAssertEqual(cleanPreset.place("App/Infrastructure/Domain/Note.swift").layer, .domain, "the nearest layer folder decides")
        let layered = LayerResolver(layout: Preset.layered.layout, roots: ProjectRoots(module: "App"), preset: "layered")
        XCTAssertNil(layered.place("App/Infrastructure/Networking/NetworkError.swift").layer)
        let configured = LayerResolver(layout: Preset.clean.layout, roots: ProjectRoots(module: "App"), folders: [.data: ["Remote"]], preset: "clean")
        XCTAssertNil(configured.place("App/Infrastructure/Networking/NetworkError.swift").layer, "check.layers replaces the defaults")
    }

    func testTestFoldersAnywhereOnThePathMakeATest() {
        XCTAssertEqual(clean.place("Component/Bag/Tests/BagUnitTests/Domain/BagTests.swift").layer, .tests)
        XCTAssertEqual(clean.place("PhotosTests/PhotoRepositoryTests.swift").layer, .tests)
        XCTAssertEqual(clean.place("ExpenseTrackerUITests/LaunchTests.swift").layer, .tests)
        XCTAssertEqual(clean.place("Tests/AppTests/FooTests.swift").layer, .tests)
    }

    func testConfiguredLayerFoldersReplaceTheDefaults() {
        let resolver = LayerResolver(layout: Preset.clean.layout, roots: ProjectRoots(module: "App"), folders: [.presentation: ["Screens"]])
        XCTAssertEqual(resolver.place("App/screens/Home/HomeView.swift").layer, .presentation)
        XCTAssertNil(resolver.place("App/UI/Home/HomeView.swift").layer)
    }

    func testLayoutPatternsMatchTheWholeRepositoryAsSourceRootIgnoringCase() {
        let resolver = LayerResolver(layout: Preset.layered.layout, roots: ProjectRoots(module: "App", sources: "."), sourceFolders: ["."])
        XCTAssertEqual(resolver.place("viewmodels/WalletViewModel.swift").kinds, [.viewModel])
    }

    func testASummaryHoldsNestedTypesExtensionsPropertiesAndInitializers() {
        let summary = SummarySource.summary(of: Array("""
            extension CountScreen {
                @Observable final class ViewModel {
                    var name = ""
                    private(set) var items: [Item] = []
                    private let repository: any ItemRepository
                    static let shared = 1
                    var count: Int { items.count }
                    init(repository: any ItemRepository, clock: Clock) { self.repository = repository }
                    func load() { struct Local {} }
                }
            }
            """.utf8))
        XCTAssertEqual(summary.types.map(\.name), ["CountScreen", "CountScreen.ViewModel"])
        let viewModel = summary.types[1]
        XCTAssertEqual(viewModel.attributes, ["Observable"])
        XCTAssertEqual(viewModel.properties, [
            StoredProperty(name: "name", type: nil, isSettable: true),
            StoredProperty(name: "items", type: nil, isSettable: false),
            StoredProperty(name: "repository", type: "ItemRepository", isSettable: false),
        ])
        XCTAssertEqual(viewModel.injected, ["ItemRepository", "Clock"])
        XCTAssertEqual(summary.types[0].nestedTypes, ["ViewModel"], "a type local to a function is not nested in the type")
    }

    func testRolesComeFromWhatATypeIsAndHolds() throws {
        let report = try roles([
            "Sources/App/Login/LoginFlow.swift": """
                final class LoginFlow: ObservableObject {
                    @Published var email = ""
                    private let login: LoginInteractor
                    init(login: LoginInteractor) { self.login = login }
                }
                """,
            "Sources/App/domain/LoginInteractor.swift": "final class LoginInteractor { let repository: LoginRepositoryImpl }",
            "Sources/App/data/LoginRepositoryImpl.swift": "final class LoginRepositoryImpl {}",
            "Sources/App/data/OpenMeteoRepositoryImplementation.swift": "struct OpenMeteoRepositoryImplementation {}",
            "Sources/App/domain/GetWeatherUsecase.swift": "final class GetWeatherUsecase {}",
            "Sources/App/Models/Bookmark.swift": "@Model final class Bookmark { var title = \"\" }",
            "Sources/App/Login/LoginViewStore.swift": "final class LoginViewStore: ObservableObject { @Published var email = \"\" }",
            "Sources/App/People/PersonDataStore.swift": "protocol PersonDataStore { func fetchAll() throws -> [Person] }",
            "Sources/App/Mocks/MockLoginRepository.swift": "final class MockLoginRepository {}",
            "Sources/App/Settings/SettingsStore.swift": "final class SettingsStore: ObservableObject { @Published var dark = false }",
            "Sources/App/Count/CountScreen.swift": "extension CountScreen { @Observable final class ViewModel { let service: CountService } }",
        ])
        XCTAssertEqual(report["LoginFlow"]?.role, .viewModel)
        XCTAssertEqual(report["LoginFlow"]?.roleReason, "it is an ObservableObject and holds LoginInteractor (a use case)")
        XCTAssertEqual(report["LoginInteractor"]?.role, .useCase)
        XCTAssertEqual(report["LoginRepositoryImpl"]?.role, .repository)
        XCTAssertEqual(report["OpenMeteoRepositoryImplementation"]?.role, .repository)
        XCTAssertEqual(report["GetWeatherUsecase"]?.role, .useCase, "endings are compared without case")
        XCTAssertEqual(report["Bookmark"]?.role, .model)
        XCTAssertEqual(report["MockLoginRepository"]?.role, .support)
        XCTAssertEqual(report["SettingsStore"]?.role, .other, "observable, but it holds no use case or repository")
        XCTAssertEqual(report["LoginViewStore"]?.role, .viewModel)
        XCTAssertEqual(report["PersonDataStore"]?.role, .repository)
        XCTAssertEqual(report["CountScreen.ViewModel"]?.role, .viewModel)
    }

    func testConfiguredNameEndingsGiveRoles() throws {
        let report = try roles(
            ["Sources/App/Settings/SettingsStore.swift": "final class SettingsStore { }"],
            settings: CheckSettings(roles: ["repository": ["Store"]])
        )
        XCTAssertEqual(report["SettingsStore"]?.role, .repository)
        XCTAssertEqual(report["SettingsStore"]?.roleReason, "its name ends with `Store` (check.roles)")
    }

    /// The index of a small project, by type name.
    private func roles(_ files: [String: String], settings: CheckSettings = CheckSettings()) throws -> [String: ProjectIndex.Entry] {
        let context = CheckContext(preset: .clean, roots: ProjectRoots(module: "App"), settings: settings)
        let index = context.index(files.sorted { $0.key < $1.key }.map { (context.layers.place($0.key), SummarySource.summary(of: Array($0.value.utf8))) })
        var entries: [String: ProjectIndex.Entry] = [:]
        for file in files.values {
            for type in SummarySource.summary(of: Array(file.utf8)).types { entries[type.name] = index.entry(type.name) }
        }
        return entries
    }
}

/// Positions come from a table of line starts made from the bytes; they agree with SwiftSyntax's converter.
final class LineTableTests: XCTestCase {
    func testPositionsAgreeWithSwiftSyntaxForEveryLineEnding() {
        for text in ["struct A {\n  let b = \"é\"\n}\n", "struct A {\r\n  let b = 1\r\n}", "let a = 1\rlet b = 2\r\rlet c = 3", ""] {
            let source = ParsedSource(Data(text.utf8))
            let converter = SourceLocationConverter(fileName: "", tree: source.tree)
            for token in source.tree.tokens(viewMode: .sourceAccurate) {
                let expected = converter.location(for: token.positionAfterSkippingLeadingTrivia)
                XCTAssertEqual(source.lines.position(token.positionAfterSkippingLeadingTrivia), Position(line: expected.line, column: expected.column),
                               "\(token.text) in \(text.debugDescription)")
            }
        }
    }
}
