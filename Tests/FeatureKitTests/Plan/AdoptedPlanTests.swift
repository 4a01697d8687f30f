import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// A feature added to an app scaffold did not create: it registers into the app's own container (an extension of
/// it, its store in the container's body) and root view, and declares no root, AppCoordinator, coordinator or
/// HomeView of its own; names follow the team's patterns.
final class AdoptedPlanTests: XCTestCase {
    static let app = ExistingApp(
        compositionRoot: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), rootProperty: "container",
        rootView: .init(type: "HomeView", file: "Notes/App/HomeView.swift")
    )
    static let roots = ProjectRoots(module: "Notes", sources: "Notes", tests: "NotesTests")

    static func plan(
        _ spec: FeatureSpec = Specs.wallet(), preset: Preset = .clean, anchors: RegistrationAnchors = .init(store: true, link: true, routes: true),
        app: ExistingApp = app
    ) throws -> Plan {
        var preset = preset
        preset.style.implementationPattern = NamePattern("{name}Impl")
        preset.style.protocolPattern = NamePattern("{name}")
        preset.layout.patterns[.compositionRoot] = "{sourceRoot}/App/{name}.swift"
        return try Planner(preset: preset, roots: roots, registration: Registration(app: app, anchors: anchors)).plan(spec)
    }

    func testNoRootCoordinatorOrHomeViewOfScaffoldsOwn() throws {
        for preset in Preset.all {
            let plan = try Self.plan(preset: preset)
            // The app's own root view is written into (an insertion), never declared.
            let names = Set(plan.artifacts.filter { $0.mode != .insertBetweenMarkers }.map(\.name))
            for unwanted in ["AppCoordinator", "HomeView", "WalletCoordinator", "AppDependencies", "AppFactory", "AppEnvironment", "AppViewModels"] {
                XCTAssertFalse(names.contains(unwanted), "\(preset.name) plans \(unwanted)")
            }
            XCTAssertFalse(plan.coordinator, preset.name)
            XCTAssertFalse(plan.listViewModelFromEnvironment, preset.name)
            XCTAssertFalse(plan.artifacts.contains { $0.template.hasPrefix("WiringTests") }, "\(preset.name): the wiring test builds scaffold's root")
        }
    }

    func testTheFeatureRegistersThroughTheAppsOwnFiles() throws {
        let registration = try Self.plan().artifacts.filter { [.compositionRoot, .appEntry].contains($0.kind) }
        XCTAssertEqual(registration.map { "\($0.name) \($0.path) \($0.template) \($0.mode.rawValue)" }, [
            "AppContainer+Wallet Notes/App/AppContainer+Wallet.swift ContainerExtension regenerate",
            "AppContainer Notes/App/AppContainer.swift ContainerStore insertBetweenMarkers",
            "HomeView Notes/App/HomeView.swift RootViewRegistration insertBetweenMarkers",
        ])
    }

    func testWithoutAnchorsNothingIsInsertedIntoTheAppsFiles() throws {
        let plan = try Self.plan(anchors: RegistrationAnchors())
        XCTAssertEqual(plan.artifacts.filter { [.compositionRoot, .appEntry].contains($0.kind) }.map(\.name), ["AppContainer+Wallet"])
        let bare = try Self.plan(anchors: RegistrationAnchors(), app: ExistingApp())
        XCTAssertEqual(bare.artifacts.filter { [.compositionRoot, .appEntry].contains($0.kind) }, [], "no container: everything is printed")
    }

    func testNamesFollowTheTeamsPatterns() throws {
        let plan = try Self.plan()
        XCTAssertEqual(plan.names.repositoryProtocol, "WalletRepository")
        XCTAssertEqual(plan.names.repository, "WalletRepositoryImpl")
        XCTAssertEqual(plan.useCases.map(\.implementationName), ["FetchWalletsUseCaseImpl", "CreateWalletUseCaseImpl", "UpdateWalletUseCaseImpl", "DeleteWalletUseCaseImpl"])
        XCTAssertEqual(plan.useCases.map(\.protocolName), ["FetchWalletsUseCase", "CreateWalletUseCase", "UpdateWalletUseCase", "DeleteWalletUseCase"])
        XCTAssertTrue(plan.artifacts.contains { $0.path == "NotesTests/Wallet/WalletRepositoryImplTests.swift" })
        XCTAssertTrue(plan.artifacts.contains { $0.path == "NotesTests/Mocks/WalletRepositoryMock.swift" })
    }
}

extension AdoptedPlanTests {
    /// An app without a container may let its root view hold the features' stores: the routes call the view's own builders.
    func testARootViewThatIsItsOwnRootCallsItself() throws {
        let app = ExistingApp(
            compositionRoot: .init(type: "ContentView", file: "App/ContentView.swift"), rootProperty: nil,
            rootView: .init(type: "ContentView", file: "App/ContentView.swift")
        )
        let plan = try Self.plan(app: app)
        XCTAssertEqual(plan.registration?.rootProperty, "self")
        XCTAssertEqual(plan.artifacts.filter { $0.path == "App/ContentView.swift" }.map(\.template), ["ContainerStore", "RootViewRegistration"])
    }
}
