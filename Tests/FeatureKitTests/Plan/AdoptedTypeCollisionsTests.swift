import Foundation
import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// Issue 34 item 3: every type a run would write into an app (not only the feature's own) is one the collision check
/// looks for — the composition root's helpers, the home screen, the shared protocols, a remote feature's network
/// client types and the adapter over the app's client — whether the configuration came from `adopt` (the app's root
/// named) or was written by hand (the preset's root). Each type, declared by the app, is reported once at the app's
/// declaration, so nothing declares it a second time.
final class AdoptedTypeCollisionsTests: XCTestCase {
    private static let roots = ProjectRoots(module: "Notes", sources: "Notes", tests: "NotesTests")
    private static let adopted = ExistingApp(
        compositionRoot: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), rootProperty: "container",
        rootView: .init(type: "HomeView", file: "Notes/App/HomeView.swift")
    )
    private static let containerSites = RegistrationSites(
        container: .init(type: "AppContainer", file: "Notes/App/AppContainer.swift"), receiver: "container",
        sites: [.init(role: .store, file: "Notes/App/AppContainer.swift",
                      placement: AnchorPlacement(line: 7, text: AnchorPlacement.anchorLine(.store, indentation: "    "), sourceHash: "hash"))]
    )
    private static let appSites = RegistrationSites(
        container: .init(type: "NotesApp", file: "Notes/NotesApp.swift"), containerIsApp: true, receiver: "NotesApp",
        sites: [.init(role: .routes, file: "Notes/ContentView.swift",
                      placement: AnchorPlacement(line: 9, text: AnchorPlacement.anchorLine(.routes, indentation: "    "), sourceHash: "hash"))]
    )

    private static func remoteBookmark() -> FeatureSpec {
        var spec = FeatureSpec(feature: "Bookmark", fields: [Specs.field("title", "String"), Specs.field("url", "String")], operations: Specs.crud)
        spec.remote = RemoteSpec(path: "/bookmarks")
        return spec
    }

    private func planned(_ spec: FeatureSpec, registration: Registration?, remote: RemoteSettings? = nil,
                         exists: (String) -> Bool = { _ in false }) throws -> (Plan, [PlannedType]) {
        let plan = try Planner(preset: .clean, roots: Self.roots, registration: registration, project: ProjectFeatures([spec]))
            .with(remoteSettings: remote).plan(spec)
        let templates = try TemplateLoader.load(builtIn: XCTUnwrap(TemplateLocator.builtInTemplates()))
        let changes = try Renderer(templates: templates).render(plan)
        return (plan, ChangeSetTypes.planned(changes, plans: [plan], exists: exists))
    }

    /// The types `planned` holds besides the feature's own (what its files declare with them).
    private func support(_ plan: Plan, _ planned: [PlannedType]) -> [PlannedType] {
        let own = Set(plan.plannedTypes.map(\.name))
        return planned.filter { !own.contains($0.name) }
    }

    /// Each of `names`, declared once by the app, is one error at that declaration naming the file scaffold would write.
    private func assertEachIsRefused(_ names: [String], plan: Plan, planned: [PlannedType], file: StaticString = #filePath, line: UInt = #line) {
        for (index, name) in names.enumerated() {
            let location = SourceLocation(file: "Notes/Existing.swift", line: index + 1, column: 7)
            let problems = TypeCollisions.problems(plan: plan, planned: planned, existing: [LocatedName(name: name, location: location)])
            XCTAssertEqual(problems.count, 1, "\(name) is not checked", file: file, line: line)
            guard let problem = problems.first, let type = planned.first(where: { $0.name == name }) else { continue }
            XCTAssertEqual(problem.location, location, file: file, line: line)
            XCTAssertTrue(problem.message.hasPrefix("`\(name)` is already declared here;") && problem.message.hasSuffix("(\(type.path))"),
                          problem.message, file: file, line: line)
        }
    }

    /// The network client types a remote feature brings (its protocol, the session adapter, the retrying and
    /// authenticating decorators, the token provider) into an adopted app whose container holds the stores.
    func testTheClientTypesOfARemoteFeatureInAnAdoptedAppAreChecked() throws {
        let (plan, types) = try planned(Self.remoteBookmark(), registration: Registration(app: Self.adopted, sites: Self.containerSites))
        let names = types.map(\.name)
        for expected in ["HTTPClient", "URLSessionAdapter", "RetryingHTTPClient", "AuthenticatedHTTPClient", "SignedOutTokenProvider", "HTTPRequest"] {
            XCTAssertTrue(names.contains(expected), "\(expected) is not among the types read: \(names)")
        }
        assertEachIsRefused(names, plan: plan, planned: types)
        XCTAssertFalse(names.contains("AppContainer") || names.contains("HomeView"), "the app's own root is inserted into, not declared: \(names)")
    }

    /// With the app's own client recorded by adopt, the adapter over it (`APIClientHTTPAdapter`) is one more type.
    func testTheAdapterOverTheAppsClientIsChecked() throws {
        let client = HTTPClientReference(
            type: "APIClient", kind: .protocol, method: "data(for:)", arguments: [.request], request: "URLRequest", returns: "(Data, URLResponse)",
            property: "api"
        )
        let (plan, types) = try planned(Self.remoteBookmark(), registration: Registration(app: Self.adopted, sites: Self.containerSites),
                                          remote: RemoteSettings(client: client))
        XCTAssertTrue(types.contains { $0.name == "APIClientHTTPAdapter" }, types.map(\.name).joined(separator: ", "))
        assertEachIsRefused(types.map(\.name), plan: plan, planned: types)
    }

    /// The `@main` App as the root (its stores and client static members of its extensions): the client types and the
    /// shared support types the remote feature brings are checked as in a container app.
    func testTheClientTypesInAnAppWhoseAppIsTheRootAreChecked() throws {
        let registration = Registration(app: ExistingApp(rootView: .init(type: "ContentView", file: "Notes/ContentView.swift")), sites: Self.appSites)
        let (plan, types) = try planned(Self.remoteBookmark(), registration: registration)
        let names = types.map(\.name)
        XCTAssertTrue(names.contains("HTTPClient") && names.contains("APIErrorBody"), names.joined(separator: ", "))
        assertEachIsRefused(names, plan: plan, planned: types)
    }

    /// A hand-written configuration that names no root of the app's: the preset's composition root, its home screen
    /// and the shared protocols the preset's types conform to are all checked, each with the keys that avoid it.
    func testAHandWrittenConfigurationChecksThePresetsRootHomeScreenAndSharedProtocols() throws {
        let (plan, types) = try planned(Self.remoteBookmark(), registration: nil)
        let extra = support(plan, types)
        let names = types.map(\.name)
        for expected in ["AppDependencies", "HomeView", "HTTPClient", "SignedOutTokenProvider"] {
            XCTAssertTrue(names.contains(expected), "\(expected) is not among the types read: \(names)")
        }
        XCTAssertEqual(extra.first { $0.name == "HomeView" }?.keys, [ChangeSetTypes.appRootKey])
        assertEachIsRefused(names, plan: plan, planned: types)
    }

    /// The feature's own types, in an adopted app, are checked as before: each one the app has is refused.
    func testTheFeaturesOwnTypesAreCheckedInAnAdoptedApp() throws {
        let (plan, types) = try planned(Self.remoteBookmark(), registration: Registration(app: Self.adopted, sites: Self.containerSites))
        assertEachIsRefused(plan.plannedTypes.map(\.name), plan: plan, planned: types)
    }
}
