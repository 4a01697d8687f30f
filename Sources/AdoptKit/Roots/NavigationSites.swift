import ScaffoldCore
import SwiftSyntax

/// The navigation regions of a feature where the app pushes its screens (`NavigationRoot`): in a `TabView`, a tab of
/// its own; in a `NavigationStack`, a link on the first screen and a `navigationDestination` on the stack's content —
/// with an enum router, a case of the app's route enum and its destination too. What cannot be edited safely is
/// reported at its place with what to do.
struct NavigationSites {
    let module: ModuleSources
    let feature: String
    /// The case the feature's route would be in the app's route enum (`bookmark`).
    let routeCase: String
    /// The composition root is reachable from any code (the App's static builders, a shared instance), so a router
    /// whose switch is a method of its enum can take the feature's destination (`EnumRouter`).
    var staticReceiver = false

    struct Outcome {
        var sites: [RegistrationSites.Site] = []
        var router: String?
        /// The router's switch is a method of its enum: the destination must reach the root statically.
        var routerNeedsStaticReceiver = false
        var linksInToolbar = false
        var problems: [Diagnostic] = []
    }

    func read(_ root: NavigationRoot) -> Outcome {
        let file = root.file
        switch root.kind {
        case .unsupported(let name):
            return Outcome(problems: [Diagnostic(
                .error, "\(root.ownerName) shows its screens in a \(name), where the value links of a feature's routes push nothing",
                at: file.location(root.call),
                hint: "use a NavigationStack there (iOS 16), or add `// scaffold:insert links` and `// scaffold:insert routes` where the feature's link and `navigationDestination` go, then run again"
            )])
        case .tabs:
            return tabs(root)
        case .stack:
            return stack(root)
        }
    }

    /// A new tab at the end of the `TabView`'s content: only in a `TabView` without `selection:` (a tab would need a
    /// tag of its type) made of `.tabItem` views (not iOS 18's `Tab`).
    private func tabs(_ root: NavigationRoot) -> Outcome {
        let file = root.file
        if ViewExpressions.argument("selection", of: root.call) != nil {
            return Outcome(problems: [Diagnostic(
                .error, "\(root.ownerName)'s TabView selects its tabs by `selection:`: a new tab would need a tag of that type",
                at: file.location(root.call),
                hint: "add `// scaffold:insert tabs` inside the TabView and give the feature's tab a `.tag(…)` of your selection type after it is inserted, or add `// scaffold:insert links` and `// scaffold:insert routes` to one of the tabs' NavigationStacks"
            )])
        }
        guard let closure = root.call.trailingClosure, file.startsItsLine(closure.rightBrace),
              !closure.statements.contains(where: { item in
                  ViewExpressions.expression(of: item).flatMap(ViewExpressions.baseCall).map { ViewExpressions.name(of: $0) == "Tab" } ?? false
              })
        else {
            return Outcome(problems: [Diagnostic(
                .error, "\(root.ownerName)'s TabView has no line of its own scaffold can add a tab before",
                at: file.location(root.call), hint: "put its closing brace on a line of its own, or add `// scaffold:insert tabs` inside it"
            )])
        }
        let braceLine = file.firstLine(closure.rightBrace)
        let indentation = closure.statements.first.map { file.indentation(ofLine: file.firstLine($0)) }
            ?? ModuleSources.deeper(file.indentation(ofLine: braceLine), file: file)
        return Outcome(sites: [RegistrationSites.Site(role: .tab, file: file.path, placement: file.placement(.tab, before: braceLine, indentation: indentation))])
    }

    private func stack(_ root: NavigationRoot) -> Outcome {
        let file = root.file
        var outcome = Outcome()
        if case .typed(let element) = StackPath.of(root.call, owner: root.owner, module: module) {
            outcome.problems.append(Diagnostic(
                .error, "\(root.ownerName)'s NavigationStack keeps its path as [\(element)]: the \(feature) screens push \(feature)Route values, which that path cannot hold",
                at: file.location(root.call),
                hint: "make the path a NavigationPath (`@State private var path = NavigationPath()`), or, where the app's "
                    + "coordinator owns that path, add `// scaffold:insert links` and `// scaffold:insert routes` where the "
                    + "feature's link and its `navigationDestination` go (in a NavigationStack whose path can hold them), then run again"
            ))
            return outcome
        }
        guard let content = root.call.trailingClosure, let last = content.statements.last,
              let expression = ViewExpressions.expression(of: last) else {
            outcome.problems.append(Diagnostic(
                .error, "\(root.ownerName)'s NavigationStack has no content scaffold can add a `navigationDestination` to",
                at: file.location(root.call), hint: "add `// scaffold:insert routes` where a modifier of the stack's content goes, then run again"
            ))
            return outcome
        }
        guard !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else {
            outcome.problems.append(Diagnostic(
                .error, "the content of \(root.ownerName)'s NavigationStack ends with a branch, which takes no modifier",
                at: file.location(last), hint: "wrap the stack's content in a `Group { … }`, then run again"
            ))
            return outcome
        }
        guard file.endsItsLine(last) else {
            outcome.problems.append(Diagnostic(
                .error, "the content of \(root.ownerName)'s NavigationStack ends on a line that goes on, where a modifier cannot be inserted",
                at: file.location(last), hint: "put the stack's closing brace on a line of its own, or add `// scaffold:insert routes` after its content, then run again"
            ))
            return outcome
        }
        let endLine = file.lastLine(last)
        let routesIndentation = file.firstLine(last) == endLine
            ? ModuleSources.deeper(file.indentation(ofLine: endLine), file: file) : file.indentation(ofLine: endLine)
        outcome.sites.append(RegistrationSites.Site(
            role: .routes, file: file.path, placement: file.placement(.routes, before: endLine + 1, indentation: routesIndentation)
        ))
        if let router = EnumRouter.find(in: content.statements, file: file, module: module, caseName: routeCase, staticReceiver: staticReceiver),
           let casePlacement = router.casePlacement(), let destination = router.destinationPlacement(in: router.switchFile) {
            outcome.router = router.name
            outcome.routerNeedsStaticReceiver = router.switchInEnum
            outcome.sites.append(RegistrationSites.Site(role: .routeCase, file: router.enumFile.path, placement: casePlacement))
            outcome.sites.append(RegistrationSites.Site(role: .routeDestination, file: router.switchFile.path, placement: destination))
        }
        if let link = LinkSite(module: module, router: outcome.router).find(in: content.statements, file: file) {
            outcome.sites.append(RegistrationSites.Site(role: .link, file: link.file.path, placement: link.placement))
        } else {
            // No row to add a link beside (the first screen lists data, or scrolls): a toolbar item, a modifier too.
            outcome.linksInToolbar = true
            outcome.sites.append(RegistrationSites.Site(
                role: .link, file: file.path, placement: file.placement(.link, before: endLine + 1, indentation: routesIndentation)
            ))
        }
        return outcome
    }
}
