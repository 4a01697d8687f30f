import Foundation
import ScaffoldCore
import SwiftSyntax

/// Finds where a feature registers in an app scaffold did not create (`RegistrationSites`), for the pure core to
/// render the edits: the composition root's body for the feature's store, and where the app pushes its screens for
/// its link and routes (`NavigationRootFinder`, `NavigationSites`). Anchors the files already hold win. It searches
/// the app's files as the run read them once (`AppSources`); the executable hands it to FeatureKit's pipeline.
public enum RegistrationSiteReader {
    /// `sources` are the module's source folders; `routeCase` is the case the feature's route would be in an app's
    /// route enum (`bookmark`). Reads the app's files first, for a caller that has not (`AppSources.read`).
    public static func read(root: URL, app: ExistingApp, sources: [String], feature: String, routeCase: String) -> RegistrationSites {
        let files = AppSources.read(root: root, sources: sources, extra: configuredFiles(app))
        return read(files, app: app, sources: sources, feature: feature, routeCase: routeCase)
    }

    /// The files `.scaffold.yml` names as the app's container and root view, which `files` must hold.
    public static func configuredFiles(_ app: ExistingApp) -> [String] {
        [app.compositionRoot?.file, app.rootView?.file].compactMap { $0 }
    }

    /// The same, over the app's files as read (`files`, with `configuredFiles(app)` among them); touches no disk.
    public static func read(_ files: AppSources, app: ExistingApp, sources: [String], feature: String, routeCase: String) -> RegistrationSites {
        let module = ModuleSources(files)
        let configuredFiles = configuredFiles(app)
        let existing = ExistingMarkers(module: module, extraFiles: configuredFiles, feature: feature)
        let mainApp = module.mainApp()
        var result = RegistrationSites()
        // An app whose window UIKit builds, with no SwiftUI view named to start from: refused before anything is written.
        if mainApp == nil, app.rootView == nil, !existing.hasNavigation, let scene = UIKitScene.find(in: module) {
            result.problems.append(scene.problem)
            return result
        }

        // The composition root: the configured type, else the @main App.
        var container: (file: ModuleSources.File, decl: DeclGroupSyntax)?
        if let configured = app.compositionRoot {
            container = configured.file.flatMap(module.file).flatMap { file in
                ModuleSources.topLevelTypes(in: file.tree.statements).first { ModuleSources.name(of: $0) == configured.type }.map { (file, $0) }
            } ?? module.declaration(of: configured.type)
            result.container = ExistingApp.DeclaredType(type: configured.type, file: container?.file.path ?? configured.file)
        } else if let mainApp, let name = ModuleSources.name(of: mainApp.decl) {
            container = mainApp
            result.container = ExistingApp.DeclaredType(type: name, file: mainApp.file.path)
        }
        guard let containerType = result.container?.type else { return result }
        result.containerIsApp = container.map { container in
            ModuleSources.isMainApp(container.decl) || (mainApp.map { ModuleSources.name(of: $0.decl) == containerType } ?? false)
        } ?? false
        // A view holding no container reaches the one the container keeps of itself, where it keeps one.
        let sharedInstance = container.flatMap { SharedInstance.receiver(in: $0.decl, named: containerType) }

        if !result.containerIsApp {
            if let place = existing.place(.store) {
                result.sites.append(.init(role: .store, file: place.file))
            } else if let container {
                switch StoreSite.placement(in: container.decl, name: containerType, file: container.file) {
                case .at(let placement): result.sites.append(.init(role: .store, file: container.file.path, placement: placement))
                case .refused(let problem): result.problems.append(problem)
                }
            } else {
                result.problems.append(Diagnostic(
                    .error, "\(containerType), the composition root .scaffold.yml names, is declared in no Swift file of \(sources.joined(separator: ", "))",
                    at: app.compositionRoot?.file.map { ScaffoldCore.SourceLocation(file: $0, line: 1, column: 1) },
                    hint: "set `compositionRoot.type` and `compositionRoot.file` in .scaffold.yml to the type that makes the app's objects and its file"
                ))
            }
        }

        let rootView = app.rootView.flatMap { view in module.declaration(of: view.type, preferring: view.file) }
        if existing.hasNavigation {
            for role in [RegistrationSites.Site.Role.link, .routes, .tab, .routeCase, .routeDestination, .tabCase] {
                if let place = existing.place(role) { result.sites.append(.init(role: role, file: place.file)) }
            }
            result.router = existing.place(.routeCase).flatMap { enumName(around: $0.line, in: $0.file, module: module) }
            // A route case without routes of the feature's own: only the router's switch shows its screens (the
            // stack's path is typed by the router's enum), so its screens push the router's values.
            result.pushesThroughRouter = result.router != nil && existing.place(.routes) == nil
            // The tab selection enum an earlier feature's tab case went into tags this feature's tab too.
            result.tabTag = existing.place(.tabCase).flatMap { enumName(around: $0.line, in: $0.file, module: module) }.map { "\($0).\(routeCase)" }
            result.linksInToolbar = existing.linksAmongModifiers(module: module)
            // The view whose stack an earlier feature's routes went into names the container as the first run read it
            // (an App's WindowGroup may hold the stack, above the root view adopt named).
            let navigating = [RegistrationSites.Site.Role.routes, .tab, .routeDestination].lazy.compactMap(existing.place)
                .compactMap { typesHolding(line: $0.line, in: $0.file, module: module).last }.first
            result.receiver = result.containerIsApp ? containerType
                : navigating.flatMap { ContainerReceiver.name(in: $0.decl, viewName: $0.name, container: containerType) }
                    ?? rootView.flatMap { ContainerReceiver.name(in: $0.decl, viewName: app.rootView?.type ?? "", container: containerType) }
                    ?? app.rootProperty ?? sharedInstance ?? ExistingApp.defaultRootProperty
            return result
        }

        guard let start = mainApp ?? rootView else { return result }
        guard let navigation = NavigationRootFinder(module: module).find(from: start) else {
            let appName = ModuleSources.name(of: start.decl) ?? "the app"
            // One refusal, said two ways: screens pushed by UIKit (a UINavigationController) are there, but a value link
            // pushes nothing in them.
            let (message, hint) = uiKitHost(in: start.decl).map { host in (
                "\(appName) hosts its screens in UIKit (`\(host)`), where the value links of a feature's routes push nothing",
                "add `// scaffold:insert links` and `// scaffold:insert routes` inside a NavigationStack of one of the app's SwiftUI screens "
                    + "(where the feature's link and `navigationDestination` go), or show the first screen in a NavigationStack in the App's WindowGroup, then run again"
            ) } ?? (
                "scaffold found no NavigationStack or TabView where \(appName) shows its screens",
                "show the first screen in a NavigationStack (its screens push the feature's routes), or add `// scaffold:insert links` and "
                    + "`// scaffold:insert routes` where the feature's link and `navigationDestination` go, then run again"
            )
            result.problems.append(Diagnostic(.error, message, at: start.file.location(start.decl), hint: hint))
            return result
        }
        let staticReceiver = result.containerIsApp ? containerType : sharedInstance
        let outcome = NavigationSites(module: module, feature: feature, routeCase: routeCase, staticReceiver: staticReceiver != nil).read(navigation)
        result.sites += outcome.sites
        (result.router, result.pushesThroughRouter) = (outcome.router, outcome.pushesThroughRouter)
        result.linksInToolbar = outcome.linksInToolbar
        result.problems += outcome.problems
        (result.rewrites, result.notes, result.tabTag) = (outcome.rewrites, outcome.notes, outcome.tabTag)
        let needsReceiver = outcome.sites.contains { [.routes, .tab, .routeDestination].contains($0.role) }
        if result.containerIsApp {
            result.receiver = containerType
        } else if outcome.routerNeedsStaticReceiver, let sharedInstance {
            // The destination is inserted in the enum's own method, where no property of the view is in scope.
            result.receiver = sharedInstance
        } else if let name = ContainerReceiver.name(in: navigation.owner, viewName: navigation.ownerName, container: containerType) {
            result.receiver = name
        } else if navigation.ownerName == app.rootView?.type, let property = app.rootProperty {
            result.receiver = property
        } else if let sharedInstance {
            result.receiver = sharedInstance
        } else if needsReceiver {
            result.problems.append(Diagnostic(
                .error, "\(navigation.ownerName) holds no \(containerType), whose screen builders the \(feature) routes inserted there call",
                at: navigation.file.location(navigation.owner),
                hint: "give \(navigation.ownerName) `let container: \(containerType)` (passed by its parent) or `@EnvironmentObject var container: \(containerType)`, "
                    + "or give \(containerType) `static let shared = \(containerType)()` that the routes reach it through, or set `compositionRoot.property` in .scaffold.yml to the name it uses, then run again"
            ))
        }
        return result
    }

    /// The UIKit call through which `decl` shows its screens (`rootViewController`, `UIHostingController`), if any:
    /// an App whose WindowGroup holds no screen and whose window is set up by hand.
    private static func uiKitHost(in decl: DeclGroupSyntax) -> String? {
        let names = Set(decl.tokens(viewMode: .sourceAccurate).map(\.text))
        return ["UIHostingController", "rootViewController"].first(where: names.contains)
    }

    /// The innermost enum whose body holds `line` of `path`, spelled as code outside it spells it (`AppState.Tab` for
    /// an enum declared in a class): the app's router or tab selection, where an earlier feature added its case.
    private static func enumName(around line: Int, in path: String, module: ModuleSources) -> String? {
        let holders = typesHolding(line: line, in: path, module: module)
        guard let innermost = holders.lastIndex(where: { $0.decl.is(EnumDeclSyntax.self) }) else { return nil }
        return holders[...innermost].map(\.name).joined(separator: ".")
    }

    /// The types whose bodies hold `line` of `path`, outermost first (none inside an extension).
    private static func typesHolding(line: Int, in path: String, module: ModuleSources) -> [(name: String, decl: DeclGroupSyntax)] {
        guard let file = module.file(path) else { return [] }
        var types = ModuleSources.topLevelTypes(in: file.tree.statements)
        var holders: [(name: String, decl: DeclGroupSyntax)] = []
        while let holder = types.first(where: { file.firstLine($0) <= line && file.lastLine($0) >= line }), let name = ModuleSources.name(of: holder) {
            holders.append((name, holder))
            types = holder.memberBlock.members.compactMap { $0.decl.asProtocol(DeclGroupSyntax.self) }
        }
        return holders
    }
}
