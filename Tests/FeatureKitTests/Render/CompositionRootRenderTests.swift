import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A feature registers itself in its preset's composition root: one marker region holding its repository,
/// a factory per UseCase, view model and screen, wired as the plan decided.
final class CompositionRootRenderTests: XCTestCase {
    private func templates() throws -> TemplateSet {
        try RenderTemplates.builtIn()
    }

    private func root(_ spec: FeatureSpec, _ preset: Preset) throws -> GeneratedFile {
        let changes = try Renderer(templates: templates()).render(Specs.plan(spec, preset: preset))
        return try XCTUnwrap(changes.files.first { $0.path.hasPrefix("Sources/App/App/") })
    }

    private let reminder = FeatureSpec(
        feature: "Reminder",
        fields: [Specs.field("title", "String", [.nonEmpty])],
        operations: [Specs.op("list"), Specs.op("add", .create), Specs.op("delete", usedBy: ["ReminderList", "ReminderForm"])]
    )

    func testThePresetNamesItsRootAndTheFeatureMergesIntoIt() throws {
        let expected = [
            "layered": "Sources/App/App/AppFactory.swift", "features": "Sources/App/App/AppEnvironment.swift",
            "clean": "Sources/App/App/AppDependencies.swift", "mvvm": "Sources/App/App/AppViewModels.swift",
        ]
        for preset in Preset.all {
            let plan = try Specs.plan(Specs.wallet(), preset: preset)
            let artifact = try XCTUnwrap(plan.artifacts.first { $0.kind == .compositionRoot }, preset.name)
            XCTAssertEqual(artifact.path, expected[preset.name], "add the new preset's root path here")
            XCTAssertEqual(artifact.mode, .insertBetweenMarkers)
        }
    }

    func testAPresetWithoutARootRegistersNothing() throws {
        var preset = Preset.layered
        preset.compositionRoot = nil
        XCTAssertFalse(try Specs.plan(Specs.wallet(), preset: preset).artifacts.contains { $0.kind == .compositionRoot })
    }

    func testTheRegionHoldsRepositoryUseCasesViewModelsAndScreens() throws {
        let text = try root(reminder, .features).contents
        let region = try XCTUnwrap(Self.region("feature:Reminder", in: text))
        XCTAssertTrue(region.contains("@ObservationIgnored var reminderRepository: any ReminderRepositoryProtocol = ReminderRepository.shared"))
        XCTAssertTrue(region.contains("func makeAddReminderUseCase() -> any AddReminderUseCaseProtocol {\n        AddReminderUseCase(repository: reminderRepository)\n    }"))
        XCTAssertTrue(region.contains("func makeDeleteReminderUseCase() -> any DeleteReminderUseCaseProtocol {"))
        XCTAssertFalse(region.contains("makeFetchRemindersUseCase"), "list goes to the repository directly, so it has no UseCase")
        // Arguments in the order of the view model's init: dependencies in first-use order.
        XCTAssertTrue(region.contains("""
                ReminderListViewModel(
                    repository: reminderRepository,
                    deleteReminderUseCase: makeDeleteReminderUseCase()
                )
        """), region)
        XCTAssertTrue(region.contains("""
            func makeReminderFormViewModel(reminder: Reminder? = nil) -> ReminderFormViewModel {
                ReminderFormViewModel(
                    reminder: reminder,
                    addReminderUseCase: makeAddReminderUseCase(),
                    deleteReminderUseCase: makeDeleteReminderUseCase()
                )
        """), region)
        // Screens by route: the root builds every one, so a swapped store reaches them all.
        XCTAssertTrue(region.contains("func reminderScreen(for route: ReminderRoute) -> some View {"), region)
        // The list presents the create form in a sheet; the root makes that form and hands it over.
        XCTAssertTrue(region.contains("case .list:\n            ReminderListView(viewModel: self.makeReminderListViewModel(), "
            + "makeCreateForm: { ReminderFormView(viewModel: self.makeReminderFormViewModel()) })"), region)
        XCTAssertTrue(region.contains("case .new:\n            ReminderFormView(viewModel: self.makeReminderFormViewModel())"), region)
        XCTAssertFalse(region.contains("case .edit"), "no update operation, so no edit route")
        // The app's one NavigationStack links to the feature and shows its routes.
        XCTAssertEqual(Self.region("feature:Reminder.link", in: text)?.trimmingCharacters(in: .whitespacesAndNewlines),
                       "NavigationLink(\"Reminders\", value: ReminderRoute.list)")
        XCTAssertTrue(Self.region("feature:Reminder.routes", in: text)?.contains("environment.reminderScreen(for: route)") == true)
    }

    func testLayeredRootIsAMainActorFactoryStruct() throws {
        let text = try root(Specs.wallet(), .layered).contents
        XCTAssertTrue(text.contains("@MainActor\nstruct AppFactory {\n    init() {}\n"))
        XCTAssertTrue(text.contains("    var walletRepository: any WalletRepositoryProtocol = WalletRepository.shared\n"))
        XCTAssertFalse(text.contains("Observation"))
    }

    /// Seed 002, Rule 3 (Constructor Injection): `AppDependencies` takes every store by `init`, per kind of stores —
    /// the app's, a test's, a preview's sample data — and holds it in a `let`; nothing is assigned from outside.
    func testCleanRootInjectsEveryStoreByConstructor() throws {
        let text = try root(Specs.wallet(), .clean).contents
        let members = try XCTUnwrap(Self.region("feature:Wallet", in: text))
        XCTAssertTrue(members.contains("    let walletRepository: any WalletRepository\n"), members)
        XCTAssertFalse(members.contains("var walletRepository"), members)
        XCTAssertTrue(members.contains("private(set) lazy var walletCoordinator = WalletCoordinator("), members)
        XCTAssertTrue(text.contains("    init(stores: Stores = .app) {\n"), text)
        let stores = try XCTUnwrap(Self.region("feature:Wallet.stores", in: text))
        XCTAssertTrue(stores.contains("""
                    case .app, .inMemory:
                        walletRepository = DefaultWalletRepository(dataSource: WalletLocalDataSource())
                    case .preview:
                        walletRepository = DefaultWalletRepository(dataSource: WalletLocalDataSource(records: [
                            WalletMapper.dto(from: Wallet(
            """), stores)

        var json = Specs.wallet()
        json.persistence = .json
        let jsonStores = try XCTUnwrap(Self.region("feature:Wallet.stores", in: root(json, .clean).contents))
        XCTAssertTrue(jsonStores.contains("""
                    case .app:
                        walletRepository = DefaultWalletRepository(
                            dataSource: WalletJSONFileDataSource(folder: WalletJSONFileDataSource.defaultFolder)
                        )
                    case .inMemory:
                        walletRepository = DefaultWalletRepository(dataSource: WalletLocalDataSource())
            """), jsonStores)
    }

    /// Seed 002's previews and tests make their root with the stores they need: no Presentation file names a
    /// Data type (`Default…Repository`, `…DataSource`, `…Mapper`).
    func testCleanPresentationNamesNoDataType() throws {
        var json = Specs.wallet()
        json.persistence = .json
        for spec in [Specs.wallet(), json] {
            let changes = try Renderer(templates: templates()).render(Specs.plan(spec, preset: .clean))
            for file in changes.files where file.path.contains("/Presentation/") {
                for dataType in ["DefaultWalletRepository", "WalletLocalDataSource", "WalletJSONFileDataSource", "WalletMapper", "WalletDTO"] {
                    XCTAssertFalse(file.contents.contains(dataType), "\(file.path) names \(dataType)")
                }
            }
            let list = try XCTUnwrap(changes.files.first { $0.path.hasSuffix("WalletListView.swift") })
            XCTAssertTrue(list.contents.contains("let dependencies = AppDependencies(stores: .preview)"), list.contents)
        }
    }

    /// Whoever creates the root file (`init`, or the first feature), the text outside the markers is the same.
    func testOutsideTheMarkersTheFeatureRendersWhatInitWrites() throws {
        for preset in Preset.all {
            let request = InitRequest(appName: "App", preset: preset)
            let initial = try InitGenerator(templates: templates()).render(request).files.first { $0.path.hasPrefix("Sources/App/App/App") && !$0.path.hasSuffix("AppApp.swift") }
            let featureRoot = try root(Specs.wallet(), preset).contents
            // Every region of the feature, with what separates it from its anchor, is the feature's.
            var lines = featureRoot.split(separator: "\n", omittingEmptySubsequences: false)
            let stores = preset.injection == .compositionRoot ? ["feature:Wallet.stores"] : []
            for id in ["feature:Wallet", "feature:Wallet.link", "feature:Wallet.routes"] + stores {
                let begin = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// scaffold:begin \(id)") }, id)
                let anchor = try XCTUnwrap(lines[begin...].firstIndex { $0.contains("// scaffold:insert") }, id)
                lines.removeSubrange(begin..<anchor)
            }
            XCTAssertEqual(lines.joined(separator: "\n"), initial?.contents, preset.name)
        }
    }

    /// The lines strictly between a region's markers.
    static func region(_ id: String, in text: String) -> String? {
        guard let begin = text.range(of: "// scaffold:begin \(id)\n"), let end = text.range(of: "// scaffold:end \(id)\n") else { return nil }
        return String(text[begin.upperBound..<end.lowerBound])
    }
}
