import ScaffoldCore
import SwiftSyntax

/// The navigation regions of a feature where the app pushes its screens (`NavigationRoot`): in a `TabView`, a tab of
/// its own; in a `NavigationStack`, a link on the first screen and a `navigationDestination` on the stack's content —
/// with an enum router, a case of the app's route enum and its destination too (instead of the `navigationDestination`
/// where the stack's path is typed by that enum, `[Route]`); a one-screen `NavigationView` is made
/// a `NavigationStack` first (`StackRewrite`). What cannot be edited safely is
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
        /// The stack's path is typed by the router's enum: the feature's screens push that enum's values.
        var pushesThroughRouter = false
        var linksInToolbar = false
        var problems: [Diagnostic] = []
        /// A one-screen `NavigationView` made a `NavigationStack` (`StackRewrite`), and what the run says of it.
        var rewrites: [LineRewrite] = []
        var notes: [String] = []
        /// The feature's tab's tag, in a `TabView(selection:)` tagged by the app's enum.
        var tabTag: String?
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
        case .navigationView:
            switch StackRewrite.of(root) {
            case .refused(let problem): return Outcome(problems: [problem])
            case .rewrite(let rewrite, let note):
                // Made a stack, it takes the feature as one does: its content and first screen are the same syntax.
                var outcome = stack(root)
                guard outcome.problems.isEmpty else { return outcome }
                outcome.rewrites.append(rewrite)
                outcome.notes += [note].compactMap { $0 }
                return outcome
            }
        case .tabs:
            return tabs(root)
        case .stack:
            return stack(root)
        }
    }

    /// A new tab at the end of the `TabView`'s content, made of `.tabItem` views (not iOS 18's `Tab`); in a
    /// `TabView(selection:)`, tagged by a new case of the selection's enum (`TabSelection`).
    private func tabs(_ root: NavigationRoot) -> Outcome {
        let file = root.file
        var tagged: TabSelection?
        if let selection = ViewExpressions.argument("selection", of: root.call) {
            switch TabSelection.of(root, selection: selection, caseName: routeCase, module: module) {
            case .refused(let problem): return Outcome(problems: [problem])
            case .tagged(let tabs): tagged = tabs
            }
        }
        // `TabView(selection: $tab, content: { … })` writes its content as the last argument, not a trailing closure.
        let content = root.call.trailingClosure ?? root.call.arguments.last.flatMap { $0.label?.text == "content" ? $0.expression.as(ClosureExprSyntax.self) : nil }
        guard let closure = content, file.startsItsLine(closure.rightBrace),
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
        var outcome = Outcome(sites: [RegistrationSites.Site(role: .tab, file: file.path, placement: file.placement(.tab, before: braceLine, indentation: indentation))])
        if let tagged {
            guard let placement = tagged.casePlacement() else {
                return Outcome(problems: [Diagnostic(
                    .error, "\(tagged.name)'s last case shares its line with other code, where scaffold cannot add the feature's tab's case after it",
                    at: tagged.file.location(tagged.enumDecl), hint: "put its last case on a line of its own, or add `// scaffold:insert tab-cases` after it, then run again"
                )])
            }
            outcome.sites.append(RegistrationSites.Site(role: .tabCase, file: tagged.file.path, placement: placement))
            outcome.tabTag = "\(tagged.name).\(routeCase)"
        }
        return outcome
    }

    private func stack(_ root: NavigationRoot) -> Outcome {
        let file = root.file
        var outcome = Outcome()
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
        var joined: (router: EnumRouter, casePlacement: AnchorPlacement, destination: AnchorPlacement)?
        if let router = EnumRouter.find(in: content.statements, file: file, module: module, caseName: routeCase, staticReceiver: staticReceiver),
           let casePlacement = router.casePlacement(), let destination = router.destinationPlacement(in: router.switchFile) {
            joined = (router, casePlacement, destination)
        }
        // A typed path (`[Route]`) holds only its element's values: the feature joins the router of that enum, its
        // screens pushing `Route.bookmark(…)`, or it is refused (its own routes' values would push nothing).
        if case .typed(let element) = StackPath.of(root.call, owner: root.owner, module: module) {
            guard let router = joined?.router, router.name == element else {
                outcome.problems.append(Diagnostic(
                    .error, "\(root.ownerName)'s NavigationStack keeps its path as [\(element)]: the \(feature) screens push \(feature)Route values, which that path cannot hold"
                        + " (a route enum scaffold can add a case to and a `switch` over it in `.navigationDestination(for: \(element).self)` would take them)",
                    at: file.location(root.call),
                    hint: "make the path a NavigationPath (`@State private var path = NavigationPath()`), or, where the app's "
                        + "coordinator owns that path, add `// scaffold:insert links` and `// scaffold:insert routes` where the "
                        + "feature's link and its `navigationDestination` go (in a NavigationStack whose path can hold them), then run again"
                ))
                return outcome
            }
            outcome.pushesThroughRouter = true
        } else {
            outcome.sites.append(RegistrationSites.Site(
                role: .routes, file: file.path, placement: file.placement(.routes, before: endLine + 1, indentation: routesIndentation)
            ))
        }
        if let (router, casePlacement, destination) = joined {
            outcome.router = router.name
            outcome.routerNeedsStaticReceiver = router.switchInEnum
            outcome.sites.append(RegistrationSites.Site(role: .routeCase, file: router.enumFile.path, placement: casePlacement))
            outcome.sites.append(RegistrationSites.Site(role: .routeDestination, file: router.switchFile.path, placement: destination))
        }
        // A splash the app leaves at once: the link goes on the screen it pushes.
        if let transient = TransientScreen.find(in: content.statements, file: file, module: module) {
            guard let target = transient.target, let body = ModuleSources.memberBody(named: "body", in: target.decl) else {
                outcome.problems.append(transient.problem)
                return outcome
            }
            link(in: body, file: target.file, screen: target.name, navigationView: false, into: &outcome)
            outcome.notes.append(
                "\(transient.screen), the stack's first screen, leaves at once (\(transient.departure)): the \(feature) link goes on \(target.name), "
                    + "the screen it pushes (\(target.file.path))")
            return outcome
        }
        link(in: content.statements, file: file, screen: "\(root.ownerName)'s first screen", navigationView: root.kind == .navigationView, into: &outcome)
        return outcome
    }

    /// The link on a screen whose view code is `statements`: beside its links or rows (`LinkSite`), else a toolbar
    /// item among the modifiers of its last view, unless that screen hides its navigation bar.
    private func link(in statements: CodeBlockItemListSyntax, file: ModuleSources.File, screen: String, navigationView: Bool, into outcome: inout Outcome) {
        if let link = LinkSite(module: module, router: outcome.router).find(in: statements, file: file) {
            outcome.sites.append(RegistrationSites.Site(role: .link, file: link.file.path, placement: link.placement))
            return
        }
        guard let last = statements.last, let expression = ViewExpressions.expression(of: last),
              !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self), file.endsItsLine(last) else {
            outcome.problems.append(Diagnostic(
                .error, "\(screen) has no row of links and ends where a toolbar modifier cannot be inserted",
                at: statements.last.map { file.location($0) },
                hint: "add `// scaffold:insert links` where a link to the feature should show on that screen, then run again"
            ))
            return
        }
        if let hidden = Self.hiddenBar(expression) {
            // A toolbar item of a screen whose navigation bar is hidden would never show.
            outcome.problems.append(Diagnostic(
                .error, "\(screen) hides its navigation bar (`\(hidden.text)`) and has no row of links, "
                    + "so the feature's link, a toolbar item there, would not show",
                at: file.location(hidden.node),
                hint: "add `// scaffold:insert links` where a link to the feature should show on that screen and `// scaffold:insert routes` after "
                    + "the stack content's last modifier" + (navigationView ? ", make the NavigationView a NavigationStack" : "")
                    + ", then run again"
            ))
            return
        }
        // No row to add a link beside (the screen lists data, or scrolls): a toolbar item, a modifier too.
        let endLine = file.lastLine(last)
        let indentation = file.firstLine(last) == endLine
            ? ModuleSources.deeper(file.indentation(ofLine: endLine), file: file) : file.indentation(ofLine: endLine)
        outcome.linksInToolbar = true
        outcome.sites.append(RegistrationSites.Site(
            role: .link, file: file.path, placement: file.placement(.link, before: endLine + 1, indentation: indentation)
        ))
    }

    /// `.navigationBarHidden(true)`, `.toolbar(.hidden)` among the content's modifiers (as Jake-Russell/Crypto@b3618c7's
    /// `HomeView().navigationBarHidden(true)`, whose header draws its own buttons).
    static func hiddenBar(_ expression: ExprSyntax) -> (text: String, node: Syntax)? {
        for modifier in ViewExpressions.modifiers(of: expression) {
            let arguments = modifier.call.arguments.trimmedDescription
            guard (modifier.name == "navigationBarHidden" && arguments == "true")
                || (modifier.name == "toolbar" && modifier.call.trailingClosure == nil && arguments.hasPrefix(".hidden")),
                let member = modifier.call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            return (".\(modifier.name)(\(arguments))", Syntax(member.period))
        }
        return nil
    }
}
