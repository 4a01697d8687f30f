/// The app's first screen — the view the `@main` App shows first — and how it names the composition root, so a
/// feature's link and routes go into it (`ContentView`'s `container.walletScreen(for: route)`).
struct RootViewInference {
    let inventory: Inventory

    func infer(container: String?) -> Findings {
        let types = inventory.types
        let views = Dictionary(types.filter(\.isView).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard let app = types.first(where: \.isApp) else {
            if let hosted = hostedView(types: types, views: views, container: container) { return hosted }
            let launch = inventory.launches.first
            let question = launch.map { file, launch in
                "which view is the app's first screen? \(file):\(launch.position.line) starts the app with `\(launch.call)`, which adopt cannot "
                    + "follow to a SwiftUI App or to a UIHostingController's root view: set `rootView` to the SwiftUI view the window shows first"
            } ?? "which view is the app's first screen? Adopt found no `@main` SwiftUI App"
            return Findings(questions: [Question(
                key: "rootView", question: question, suggestion: ["rootView:", "  type: ContentView", "  file: App/ContentView.swift"]
            )])
        }
        let shown = app.fact.references.filter { views[$0.text] != nil }.sorted { $0.position < $1.position }
        guard let first = shown.first, let view = views[first.text] else {
            return Findings(questions: [Question(
                key: "rootView", question: "which view is the app's first screen? \(app.name) (\(app.file)) shows no view of the app's own",
                suggestion: ["rootView:", "  type: ContentView", "  file: App/ContentView.swift"]
            )])
        }
        let how = app.fact.attributes.contains("main") ? "the first view the @main App shows"
            : "the first view \(app.name) shows, the App launched without @main (main.swift or a launcher's main())"
        let evidence = Evidence(file: app.file, line: first.position.line, detail: "\(app.name) shows \(view.name)")
        var findings = Findings(inferences: [
            Inference(key: "rootView.type", value: view.name, reason: how, evidence: [evidence]),
            Inference(key: "rootView.file", value: view.file, reason: "where \(view.name) is declared", evidence: [view.evidence]),
        ])
        if let container, let stack = navigation(of: app, above: first), let property = property(of: app, holding: container) {
            // `feature` puts the routes into the stack where the app navigates, and calls the container the type holding
            // it names (`ContainerReceiver`): the root view below it need not hold one.
            findings.observations.append(
                "the routes `feature` adds go into \(app.name)'s \(stack.text), above \(view.name), and call \(container) there as "
                    + "`\(property.name)` (\(app.file):\(property.line))"
            )
            return findings
        }
        return withProperty(findings: &findings, view: view, container: container)
    }

    /// The containers the app's screens are pushed in, where `feature` puts a feature's link and routes
    /// (`NavigationRootFinder`).
    private static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "TabView"]

    /// The stack or tabs the App's own body shows its first screen in (`WindowGroup { NavigationStack { MoviesView() } }`):
    /// named before the screen.
    private func navigation(of app: DeclaredType, above shown: PositionedText) -> PositionedText? {
        app.fact.references.first { Self.navigationContainers.contains($0.text) && $0.position < shown.position }
    }

    /// An app whose window UIKit builds (`UIApplicationMain` in main.swift, or a `@main` app delegate): the app's own
    /// SwiftUI view a scene delegate — else the app delegate `UIApplicationMain` names, else another — shows in a
    /// `UIHostingController(rootView:)`, the screen whose NavigationStack takes a feature's link and routes.
    private func hostedView(types: [DeclaredType], views: [String: DeclaredType], container: String?) -> Findings? {
        let named = inventory.launches.first { $0.launch.kind == .uiApplicationMain }?.launch.type
        func rank(_ type: DeclaredType) -> Int? {
            if type.fact.inherited.contains("UIWindowSceneDelegate") { return 0 }
            if type.fact.inherited.contains("UIApplicationDelegate") { return type.name == named ? 1 : 2 }
            return nil
        }
        let delegates = types.compactMap { type in rank(type).map { (type, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
        for delegate in delegates {
            guard let hosted = delegate.fact.hostedViews.first(where: { views[$0.text] != nil }), let view = views[hosted.text] else { continue }
            let evidence = Evidence(file: delegate.file, line: hosted.position.line, detail: "\(delegate.name) hosts \(view.name)")
            var findings = Findings(inferences: [
                Inference(key: "rootView.type", value: view.name, reason: "the SwiftUI view \(delegate.name) shows in a UIHostingController", evidence: [evidence]),
                Inference(key: "rootView.file", value: view.file, reason: "where \(view.name) is declared", evidence: [view.evidence]),
            ])
            return withProperty(findings: &findings, view: view, container: container)
        }
        return nil
    }

    private func withProperty(findings: inout Findings, view: DeclaredType, container: String?) -> Findings {
        guard let container else { return findings }
        if let property = property(of: view, holding: container) {
            findings.inferences.append(Inference(
                key: "compositionRoot.property", value: property.name,
                reason: "\(view.name) holds \(container) as `\(property.name)`",
                evidence: [Evidence(file: view.file, line: property.line, detail: "\(view.name).\(property.name)")]
            ))
        } else if let shared = sharedInstance(of: container) {
            findings.observations.append(
                "\(view.name) holds no \(container); the routes `feature` adds there reach it as `\(container).\(shared.name)` "
                    + "(\(shared.file):\(shared.line))"
            )
        } else {
            findings.questions.append(Question(
                key: "compositionRoot.property",
                question: "\(view.name) holds no \(container): the routes scaffold adds there call `container.<feature>Screen(for:)`. Give it "
                    + "`let container: \(container)` (passed by the App, or read from the environment), then set the name here",
                suggestion: ["  property: container"]
            ))
        }
        return findings
    }

    /// The container's static property holding its one instance (`static let shared = DiContainer()`), which a view
    /// holding none reaches it through; a private one no view can name (`SharedInstance`, where `feature` decides).
    private func sharedInstance(of container: String) -> (name: String, file: String, line: Int)? {
        for type in inventory.types where type.name == container {
            if let property = type.fact.properties.first(where: { property in
                property.isStatic && !property.isComputed && (property.typeName ?? property.initializer?.first) == container
                    && !property.modifiers.contains("private") && !property.modifiers.contains("fileprivate")
            }) {
                return (property.name, type.file, property.position.line)
            }
        }
        return nil
    }

    /// A stored property of the view typed as the container, or an `@Environment(Container.self)` one.
    private func property(of view: DeclaredType, holding container: String) -> (name: String, line: Int)? {
        if let typed = view.fact.properties.first(where: { $0.typeName == container }) {
            return (typed.name, typed.position.line)
        }
        let lines = Set(view.fact.references.filter { $0.text == container }.map(\.position.line))
        return view.fact.properties.first { $0.attributes.contains("Environment") && lines.contains($0.position.line) }
            .map { ($0.name, $0.position.line) }
    }
}
