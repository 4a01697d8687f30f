@testable import AdoptKit
import ScaffoldCore
import SwiftSource
import XCTest

/// Single decisions on inventories written as literals.
final class RuleTests: XCTestCase {
    func testNamingCountsPairsAndLeavesTestDoublesOut() {
        let inventory = Inventory(files: [
            swiftFile("App/Repo.swift", "protocol WalletRepository {}\nfinal class DefaultWalletRepository: WalletRepository {}"),
            swiftFile("App/Other.swift", "protocol CardRepository {}\nfinal class DefaultCardRepository: CardRepository {}"),
            swiftFile("App/Impl.swift", "protocol Clock {}\nstruct ClockImpl: Clock {}"),
            swiftFile("AppTests/Mocks.swift", "final class MockWalletRepository: WalletRepository {}\nfinal class CardRepositorySpy: CardRepository {}"),
        ])
        let findings = NamingInference(inventory: inventory).infer()
        XCTAssertEqual(findings.values, ["style.naming": "defaultPrefix"])
        XCTAssertEqual(findings.inferences[0].reason, "2 of 3 protocol–implementation pairs are spelled so")
    }

    func testNamingWithoutPairsIsAQuestion() {
        let findings = NamingInference(inventory: Inventory(files: [swiftFile("App/A.swift", "struct A {}")])).infer()
        XCTAssertEqual(findings.inferences, [])
        XCTAssertEqual(findings.questions.map(\.key), ["style.implementationName"])
    }

    func testProtocolSuffixOtherThanProtocolIsAPattern() {
        let inventory = Inventory(files: [swiftFile("App/A.swift", "protocol WalletServiceType {}\nstruct WalletService: WalletServiceType {}")])
        XCTAssertEqual(NamingInference(inventory: inventory).infer().values, [
            "style.protocolName": "{name}Type", "style.implementationName": "{name}",
        ])
    }

    func testAFolderNamedAfterTheFeatureBecomesThePlaceholderButLayerWordsNever() {
        let layout = LayoutInference(inventory: Inventory(), sources: "App", tests: nil, preset: .clean)
        let type = { (file: String, name: String) in
            DeclaredType(fact: SourceFactsReader.read(source: "struct \(name) {}").types[0], file: file)
        }
        XCTAssertEqual(layout.folderPattern(type("App/Presentation/Weather/View/WeatherView.swift", "WeatherView"), root: "App"),
                       "Presentation/{feature}/View")
        XCTAssertEqual(layout.folderPattern(type("App/Presentation/Scenes/List/ShowsListView.swift", "ShowsListView"), root: "App"),
                       "Presentation/Scenes/{feature}")
        XCTAssertEqual(layout.folderPattern(type("App/Features/Notes/UI/NoteView.swift", "NoteView"), root: "App"), "Features/{feature}/UI")
        XCTAssertEqual(layout.folderPattern(type("App/Views/ContentView.swift", "ContentView"), root: "App"), "Views")
        XCTAssertEqual(layout.folderPattern(type("App/ContentView.swift", "ContentView"), root: "App"), "")
    }

    func testThePresetsFoldersAreSpelledAsTheAppSpellsThem() {
        let inventory = Inventory(
            files: [swiftFile("App/domain/entities/Note.swift", "struct Note {}")],
            folders: ["App", "App/domain", "App/domain/entities", "App/data"]
        )
        let values = LayoutInference(inventory: inventory, sources: "App", tests: nil, preset: .clean).infer().values
        XCTAssertEqual(values["layout.model"], "{sourceRoot}/domain/entities/{name}.swift")
        XCTAssertEqual(values["layout.useCase"], "{sourceRoot}/domain/UseCases/{name}.swift")
        XCTAssertEqual(values["layout.dataSource"], "{sourceRoot}/data/DataSources/{name}.swift")
        XCTAssertNil(values["layout.viewModel"], "Presentation/ does not exist in another case: the preset's pattern stays")
    }

    /// Tests kept inside the sources (`App/AppTests/`) and test doubles are no evidence of where the app keeps its
    /// repositories and UseCases: the app's own files decide.
    func testTestsInsideTheSourcesDoNotPlaceTheAppsCode() {
        let inventory = Inventory(files: [
            swiftFile("App/App/Data/TaskRepository.swift", "protocol TaskRepositoryProtocol {}\nfinal class TaskRepository: TaskRepositoryProtocol {}"),
            swiftFile("App/App/UseCases/FetchTasksUseCase.swift", "struct FetchTasksUseCase {}"),
            swiftFile("App/AppTests/UseCase/Doubles.swift", "final class TaskRepositorySpy: TaskRepositoryProtocol {}\nfinal class TaskRepositoryStub: TaskRepositoryProtocol {}"),
            swiftFile("App/AppTests/UseCase/FetchTasksUseCaseTests.swift", "final class FetchTasksUseCaseTests: XCTestCase {}"),
            swiftFile("App/AppTests/UseCase/SaveTaskUseCaseTests.swift", "final class SaveTaskUseCaseTests: XCTestCase {}"),
            swiftFile("App/App/Mocks/MockDeleteTaskUseCase.swift", "struct MockDeleteTaskUseCase {}"),
        ])
        let values = LayoutInference(inventory: inventory, sources: "App", tests: nil, preset: .clean).infer().values
        XCTAssertEqual(values["layout.repositoryImplementation"], "{sourceRoot}/App/Data/{name}.swift")
        XCTAssertEqual(values["layout.useCase"], "{sourceRoot}/App/UseCases/{name}.swift")
        XCTAssertTrue(LayoutInference.isInTestFolder("App/AppUITests/LaunchTests.swift"))
        XCTAssertFalse(LayoutInference.isInTestFolder("App/Contests/Contest.swift"), "`Contests` is one word")
    }

    /// Layer folders are named as `check` reads them: modules named `DomainLayer` or `SwiftDataDomain` are layers too,
    /// and they outrank a `Features/` folder inside the presentation module.
    func testLayerFoldersNamedAsCheckReadsThemMakeTheAppClean() {
        let layered = Inventory(folders: ["Sources", "Sources/DomainLayer", "Sources/DataLayer", "Sources/PresentationLayer",
                                          "Sources/PresentationLayer/Features", "Sources/PresentationLayer/Features/Breeds"])
        XCTAssertEqual(PresetInference(inventory: layered, sources: "App").infer(override: nil).values["preset"], "clean")
        let worded = Inventory(folders: ["SwiftDataApp", "SwiftDataDomain", "SwiftDataInfra", "SwiftDataPresentation"])
        XCTAssertEqual(PresetInference(inventory: worded, sources: "SwiftDataApp").infer(override: nil).values["preset"], "clean")
        let framework = Inventory(folders: ["App", "App/Domain", "App/Base", "App/Base/SwiftData", "App/Base/CoreData", "App/SwiftUI"])
        XCTAssertNotEqual(PresetInference(inventory: framework, sources: "App").infer(override: nil).values["preset"], "clean",
                          "SwiftData, CoreData and SwiftUI are frameworks, not layers")
        let frameworkAndLayers = Inventory(folders: ["App", "App/Domain", "App/Base", "App/Base/SwiftData", "App/Presentation"])
        XCTAssertEqual(PresetInference(inventory: frameworkAndLayers, sources: "App").infer(override: nil).values["preset"], "clean")
        let metadata = Inventory(folders: ["App", "App/Metadata", "App/Domainless"])
        XCTAssertNotEqual(PresetInference(inventory: metadata, sources: "App").infer(override: nil).values["preset"], "clean")
    }

    func testTheContainerIsTheTypeThatMakesObjectsAndThatTheAppHolds() {
        let inventory = Inventory(files: [
            swiftFile("App/App.swift", "@main struct ShopApp: App { let dependencies = Dependencies()\n var body: some Scene { WindowGroup { RootView(dependencies: dependencies) } } }"),
            swiftFile("App/Dependencies.swift", """
                final class Dependencies {
                    lazy var cartRepository: any CartRepository = CartRepositoryImpl()
                    func makeCartViewModel() -> CartViewModel { CartViewModel() }
                }
                """),
            swiftFile("App/Formatter.swift", "final class PriceFormatterFactory { func make() -> Int { 1 } }"),
            swiftFile("App/RootView.swift", "struct RootView: View { let dependencies: Dependencies\n var body: some View { Text(\"\") } }"),
        ])
        let root = CompositionRootInference(inventory: inventory, sources: "App").infer()
        XCTAssertEqual(root.values["compositionRoot.type"], "Dependencies")
        let view = RootViewInference(inventory: inventory).infer(container: "Dependencies")
        XCTAssertEqual(view.values["rootView.type"], "RootView")
        XCTAssertEqual(view.values["compositionRoot.property"], "dependencies")
    }

    /// A test helper that makes objects (`TestFixtures.makeUser()`, in the test target) is no composition root: the app
    /// never holds it. (Reduced from jesus-rod/GithubSwiftUI-MVVM@1da6a3e.)
    func testATestFolderHelperIsNoCompositionRoot() {
        let inventory = Inventory(files: [
            swiftFile("App/App.swift", "@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"\") } } }"),
            swiftFile("AppTests/TestFixtures.swift", """
                struct TestFixtures {
                    func makeUser() -> User { User() }
                    func makeRepo() -> Repo { Repo() }
                    func makeService() -> NetworkService { NetworkService() }
                }
                """),
        ])
        let root = CompositionRootInference(inventory: inventory, sources: "App").infer()
        XCTAssertNil(root.values["compositionRoot.type"])
    }

    /// A representable's `makeUIViewController` and `makeCoordinator` are the framework's, not factories of the app's: a
    /// representable several screens show is no composition root (reduced from vadimbelyaev/TbilisiCleanups@3805686,
    /// Views/UI Components/ReportLocationMapRepresentable.swift).
    func testARepresentableIsNoCompositionRoot() {
        let inventory = Inventory(files: [
            swiftFile("App/App.swift", "@main struct MapApp: App { var body: some Scene { WindowGroup { RootView() } } }"),
            swiftFile("App/MapRepresentable.swift", """
                struct MapRepresentable: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> MapViewController { MapViewController() }
                    func updateUIViewController(_ controller: MapViewController, context: Context) {}
                    func makeCoordinator() -> Coordinator { Coordinator() }
                }
                """),
            swiftFile("App/RootView.swift", "struct RootView: View {\n var body: some View { MapRepresentable() } }"),
            swiftFile("App/DetailView.swift", "struct DetailView: View {\n var body: some View { MapRepresentable() } }"),
        ])
        let root = CompositionRootInference(inventory: inventory, sources: "App").infer()
        XCTAssertNil(root.values["compositionRoot.type"])
        XCTAssertEqual(root.questions.map(\.key), ["compositionRoot"])
    }

    func testARootViewWithoutTheContainerAsksForIt() {
        let inventory = Inventory(files: [
            swiftFile("App/App.swift", "@main struct ShopApp: App { var body: some Scene { WindowGroup { ContentView() } } }"),
            swiftFile("App/ContentView.swift", "struct ContentView: View { var body: some View { Text(\"\") } }"),
        ])
        let view = RootViewInference(inventory: inventory).infer(container: "AppContainer")
        XCTAssertEqual(view.values["rootView.type"], "ContentView")
        XCTAssertEqual(view.questions.map(\.key), ["compositionRoot.property"])
    }

    /// A container that keeps its one instance (`static let shared`) is reached through it: adopt asks nothing, and
    /// says so with the place.
    func testARootViewReachingASharedContainerAsksNothing() {
        let inventory = Inventory(files: [
            swiftFile("App/App.swift", "@main struct ShopApp: App { var body: some Scene { WindowGroup { ContentView() } } }"),
            swiftFile("App/ContentView.swift", "struct ContentView: View { var body: some View { Text(\"\") } }"),
            swiftFile("App/AppContainer.swift", "final class AppContainer {\n    static let shared = AppContainer()\n    private init() {}\n}"),
        ])
        let view = RootViewInference(inventory: inventory).infer(container: "AppContainer")
        XCTAssertEqual(view.questions.map(\.key), [])
        XCTAssertEqual(view.observations, [
            "ContentView holds no AppContainer; the routes `feature` adds there reach it as `AppContainer.shared` (App/AppContainer.swift:2)",
        ])
        let hidden = Inventory(files: inventory.files.dropLast() + [
            swiftFile("App/AppContainer.swift", "final class AppContainer {\n    private static let shared = AppContainer()\n}"),
        ])
        XCTAssertEqual(RootViewInference(inventory: hidden).infer(container: "AppContainer").questions.map(\.key), ["compositionRoot.property"])
    }

    /// An observable class named for the data layer (`PostRepository`, `PostDao`) publishes what it stores: it is no
    /// view model, so it neither counts nor stands as the evidence of how view models observe; nor does a
    /// `SessionStore` no view holds as its state.
    func testObservableDataTypesAreNoViewModels() {
        let inventory = Inventory(files: [
            swiftFile("App/PostRepository.swift", "final class PostRepository: ObservableObject {}\nfinal class PostDao: ObservableObject {}"),
            swiftFile("App/PostsViewModel.swift", "final class PostsViewModel: ObservableObject {}"),
            swiftFile("App/SessionStore.swift", "@Observable final class SessionStore {}"),
        ])
        let found = ObservationInference(inventory: inventory, sources: "App").infer()
        let observation = found.inferences.first { $0.key == "style.observation" }
        XCTAssertEqual(observation?.reason, "0 @Observable and 1 ObservableObject view model")
        XCTAssertEqual(observation?.evidence.map(\.detail), ["PostsViewModel"])
    }

    /// Views in as many folders as there are views give no place of their own: they go beside the view models, and
    /// the routes beside them, rather than into a folder of the preset's the app does not have.
    func testScreensWithoutAFolderOfTheirOwnGoBesideTheViewModels() {
        let view = { (name: String) in "struct \(name): View { var body: some View { Text(\"\") } }" }
        let inventory = Inventory(files: [
            swiftFile("App/UI/Posts/PostsViewModel.swift", "final class PostsViewModel: ObservableObject {}"),
            swiftFile("App/UI/Posts/PostsScreenView.swift", view("PostsScreenView")),
            swiftFile("App/UI/Details/AboutUserView.swift", view("AboutUserView")),
            swiftFile("App/UI/MainScreen.swift", view("MainScreen")),
        ])
        let values = LayoutInference(inventory: inventory, sources: "App", tests: nil, preset: .layered).infer().values
        XCTAssertEqual(values["layout.viewModel"], "{sourceRoot}/UI/{feature}/{name}.swift")
        XCTAssertEqual(values["layout.view"], "{sourceRoot}/UI/{feature}/{name}.swift")
        XCTAssertEqual(values["layout.route"], "{sourceRoot}/UI/{feature}/{name}.swift")
    }

    /// A screen's `fileprivate` helper views belong to its file: they do not outvote the folder the screens are in.
    func testPrivateHelperTypesDoNotPlaceTheirKind() {
        let helpers = (1...3).map { "fileprivate struct Part\($0): View { var body: some View { Text(\"\") } }" }.joined(separator: "\n")
        let inventory = Inventory(files: [
            swiftFile("App/Features/Movies/MovieListScreen.swift", "struct MovieListScreen: View { var body: some View { Text(\"\") } }\n" + helpers),
            swiftFile("App/Features/Login/LoginScreen.swift", "struct LoginScreen: View { var body: some View { Text(\"\") } }"),
        ])
        let values = LayoutInference(inventory: inventory, sources: "App", tests: nil, preset: .layered).infer().values
        XCTAssertEqual(values["layout.view"], "{sourceRoot}/Features/{feature}/{name}.swift")
    }

    func testXcodeTargetsAreReadFromTheProjectFile() throws {
        let text = try String(contentsOf: AdoptFixtures.folder.appendingPathComponent("CleanContainer/Notes.xcodeproj/project.pbxproj"), encoding: .utf8)
        let project = XcodeProjectReader.read(text, path: "Notes.xcodeproj")
        XCTAssertEqual(project.targets, [
            .init(name: "Notes", kind: .application, productName: "Notes"), .init(name: "NotesTests", kind: .unitTests, productName: "NotesTests"),
        ])
        XCTAssertFalse(project.mainActorIsolation)
        XCTAssertEqual(project.folder, "")
        XCTAssertFalse(project.listsFiles, "its targets' folders are synchronized")
    }

    /// A project that lists its files one by one (before Xcode 16) compiles none of the files a feature creates until
    /// they are added: adopt says that `feature` adds them, naming the targets.
    func testAProjectListingItsFilesIsSaidToNeedTheNewFilesAdded() throws {
        let text = try String(contentsOf: AdoptFixtures.folder.appendingPathComponent("CleanContainer/Notes.xcodeproj/project.pbxproj"), encoding: .utf8)
        let listing = XcodeProjectReader.read(text.replacingOccurrences(of: "PBXFileSystemSynchronizedRootGroup", with: "PBXGroup"), path: "Notes.xcodeproj")
        XCTAssertTrue(listing.listsFiles)
        let found = PlatformInference(inventory: Inventory(xcodeProjects: [listing])).infer()
        XCTAssertEqual(found.observations, [
            "Notes.xcodeproj lists each source file of its targets (no folder synchronized with one): `feature` adds each file it "
                + "creates to Notes and NotesTests in the project (its folder's group, the target's Sources phase; a backup of "
                + "project.pbxproj is kept), or refuses, writing nothing, where it cannot tell the target",
        ])
        XCTAssertEqual(PlatformInference(inventory: Inventory(xcodeProjects: [XcodeProjectReader.read(text, path: "Notes.xcodeproj")])).infer().observations, [])
    }

    func testApproachableConcurrencyIsReadAsMainActorIsolation() {
        let inventory = Inventory(xcodeProjects: [.init(path: "A.xcodeproj", targets: [], mainActorIsolation: true)])
        XCTAssertEqual(IsolationInference(inventory: inventory).infer().values, ["isolation": "mainActor"])
    }
}

extension RuleTests {
    /// Features get repositories and UseCases: their pairs' spelling wins over more pairs of other roles.
    func testRepositoryPairsWinOverOtherRoles() {
        let inventory = Inventory(files: [
            swiftFile("App/Repo.swift", "protocol WeatherRepository {}\nfinal class WeatherRepositoryImpl: WeatherRepository {}"),
            swiftFile("App/Client.swift", "protocol APIClientProtocol {}\nfinal class APIClient: APIClientProtocol {}"),
            swiftFile("App/Loader.swift", "protocol JSONLoaderProtocol {}\nfinal class JSONLoader: JSONLoaderProtocol {}"),
        ])
        XCTAssertEqual(NamingInference(inventory: inventory).infer().values, [
            "style.protocolName": "{name}", "style.implementationName": "{name}Impl",
        ])
    }

    /// One pair whose affix names a source (`OMDbMovieRepository`) is no convention: both names are a question.
    func testAnAffixSeenOnceThatIsNoConventionIsAQuestion() {
        let inventory = Inventory(files: [
            swiftFile("App/Repo.swift", "protocol MovieRepository {}\nstruct OMDbMovieRepository: MovieRepository {}\nstruct PreviewMovieRepository: MovieRepository {}"),
            swiftFile("App/Client.swift", "protocol OMDbAPIClientProtocol {}\nstruct OMDbAPIClient: OMDbAPIClientProtocol {}"),
        ])
        let findings = NamingInference(inventory: inventory).infer()
        XCTAssertEqual(findings.values, [:])
        XCTAssertEqual(findings.questions.map(\.key), ["style.implementationName"])
    }

    /// An affix saying where the data lives (`RemoteBookRepository`) is no convention however often it is seen: a local
    /// feature's store would be named `RemoteBookmarkRepository`. (Reduced from tilomitra/book-bite@244c653.)
    func testASourceAffixSeenTwiceIsStillAQuestion() {
        let inventory = Inventory(files: [
            swiftFile("App/Books.swift", "protocol BookRepository {}\nfinal class RemoteBookRepository: BookRepository {}"),
            swiftFile("App/Chats.swift", "protocol ChatRepository {}\nfinal class RemoteChatRepository: ChatRepository {}"),
        ])
        let findings = NamingInference(inventory: inventory).infer()
        XCTAssertEqual(findings.values, [:])
        XCTAssertEqual(findings.questions.map(\.key), ["style.implementationName"])
        XCTAssertTrue(findings.questions[0].question.contains("The most pairs are RemoteBookRepository: BookRepository"), findings.questions[0].question)
        // A convention's affix seen twice is one.
        let live = Inventory(files: [
            swiftFile("App/Books.swift", "protocol BookRepository {}\nfinal class LiveBookRepository: BookRepository {}"),
            swiftFile("App/Chats.swift", "protocol ChatRepository {}\nfinal class LiveChatRepository: ChatRepository {}"),
        ])
        XCTAssertEqual(NamingInference(inventory: live).infer().values["style.implementationName"], "Live{name}")
    }

    /// An app's only pair is its client (`URLSessionAPIClient: APIClient`): no convention is inferred, so a preset whose
    /// implementation is `{name}` is not given `protocolName: "{name}"`, which the config then refused.
    func testAClientPairWithASourcePrefixInfersNoNaming() {
        let inventory = Inventory(files: [
            swiftFile("App/APIClient.swift", "protocol APIClient {}\nstruct URLSessionAPIClient: APIClient {}"),
        ])
        let findings = NamingInference(inventory: inventory).infer()
        XCTAssertEqual(findings.values, [:])
        XCTAssertEqual(findings.questions.map(\.key), ["style.implementationName"])
    }
}

extension RuleTests {
    /// An Xcode app target whose folder is not named after it: the module is the target, the folder the App's.
    func testAnXcodeTargetInAFolderOfAnotherName() {
        let inventory = Inventory(
            xcodeProjects: [.init(path: "Shop.xcodeproj", targets: [.init(name: "Shop App", kind: .application)])],
            files: [swiftFile("Sources/ShopApp.swift", "@main struct ShopApp: App { var body: some Scene { WindowGroup { Text(\"\") } } }")],
            folders: ["Sources"]
        )
        XCTAssertEqual(ModuleInference(inventory: inventory).infer(module: nil).values, ["module": "Shop_App", "sources": "Sources"])
    }

    /// A target renamed after it was made (`FitFoodie`, created as `SwiftUI-MVVM-C`) keeps the folder Xcode named after
    /// its product: its code and its tests are found there, and the layout is read relative to it. (Reduced from
    /// Two-Peas-in-a-Pod/SwiftUI-MVVM-C-Fit-Foodie@8c5aa9f, a UIKit app delegate showing SwiftUI screens.)
    func testARenamedXcodeTargetIsFoundInTheFolderOfItsProductName() {
        let project = Inventory.XcodeProject(path: "Fit/FitFoodie.xcodeproj", targets: [
            .init(name: "FitFoodie", kind: .application, productName: "SwiftUI-MVVM-C"),
            .init(name: "FitFoodieTests", kind: .unitTests, productName: "SwiftUI-MVVM-CTests"),
        ])
        let inventory = Inventory(
            xcodeProjects: [project],
            files: [
                swiftFile("Fit/SwiftUI-MVVM-C/Modules/Home/HomeView.swift", "struct HomeView: View { var body: some View { Text(\"\") } }"),
                swiftFile("Fit/SwiftUI-MVVM-CTests/HomeTests.swift", "final class HomeTests: XCTestCase {}"),
            ],
            folders: ["Fit", "Fit/SwiftUI-MVVM-C", "Fit/SwiftUI-MVVM-C/Modules", "Fit/SwiftUI-MVVM-C/Modules/Home", "Fit/SwiftUI-MVVM-CTests"]
        )
        XCTAssertEqual(ModuleInference(inventory: inventory).infer(module: nil).values, ["module": "FitFoodie", "sources": "Fit/SwiftUI-MVVM-C"])
        XCTAssertEqual(TestFolderInference(inventory: inventory).infer(module: "FitFoodie", target: "FitFoodie").values, ["tests": "Fit/SwiftUI-MVVM-CTests"])
    }

    /// With no source folder known, a layout is the path from the repository's root, whole (it lost its first letter).
    func testALayoutWithoutASourceFolderKeepsThePathWhole() {
        let layout = LayoutInference(inventory: Inventory(), sources: "", tests: nil, preset: .mvvm)
        let type = DeclaredType(fact: SourceFactsReader.read(source: "struct Repo {}").types[0], file: "SwiftUI-MVVM-C/Shared/Models/Repo.swift")
        XCTAssertEqual(layout.folderPattern(type, root: ""), "SwiftUI-MVVM-C/Shared/Models")
    }
}

extension RuleTests {
    /// Screens in a module per feature: the module a new feature goes into is asked, the one with the most chosen.
    func testScreensInSeveralModulesAreAQuestion() {
        let inventory = Inventory(
            packages: [.init(folder: "", targets: [
                .init(name: "CartUI", kind: .regular, line: 1), .init(name: "ShopUI", kind: .regular, line: 2),
            ])],
            files: [
                swiftFile("Sources/CartUI/CartView.swift", "struct CartView: View { var body: some View { Text(\"\") } }"),
                swiftFile("Sources/ShopUI/ShopView.swift", "struct ShopView: View { var body: some View { Text(\"\") } }"),
                swiftFile("Sources/ShopUI/ShelfView.swift", "struct ShelfView: View { var body: some View { Text(\"\") } }"),
            ]
        )
        let findings = ModuleInference(inventory: inventory).infer(module: nil)
        XCTAssertEqual(findings.values["module"], "ShopUI")
        XCTAssertEqual(findings.questions.map(\.key), ["module"])
        XCTAssertNil(ModuleInference(inventory: inventory).infer(module: "CartUI").questions.first, "--module answers it")
    }
}
