import SwiftSyntax

/// Where the app's screens are pushed: from the `@main` App's `WindowGroup` (or the root view's `body`) down through
/// layout containers, branches and the module's own views (`ContentView()` → its `body`), the first
/// `NavigationStack` or `TabView`, and the content of a `fullScreenCover` that the view under it, having none, shows as
/// soon as it appears (a splash: `TransientScreen.presentsAtOnce`). A `NavigationView` met first is one (`StackRewrite` may make it a stack); a
/// `NavigationSplitView` is reported as what it is.
struct NavigationRoot {
    enum Kind: Equatable {
        case stack
        case tabs
        /// `NavigationView`: value links of a feature's routes push nothing there until it is a `NavigationStack`.
        case navigationView
        /// `NavigationSplitView`: the feature's routes would push in one of its columns.
        case unsupported(String)
    }

    var kind: Kind
    var call: FunctionCallExprSyntax
    /// The type whose body holds the call, and its file.
    var owner: DeclGroupSyntax
    var ownerName: String
    var file: ModuleSources.File
}

struct NavigationRootFinder {
    let module: ModuleSources
    /// Views and containers whose content is searched (not data-driven ones: `ForEach`, `List(items)`).
    static let layouts: Set<String> = ["WindowGroup", "Group", "ZStack", "VStack", "HStack", "GeometryReader"]

    func find(from start: (file: ModuleSources.File, decl: DeclGroupSyntax)) -> NavigationRoot? {
        var visited: Set<String> = []
        return search(type: start.decl, file: start.file, visited: &visited)
    }

    private func search(type decl: DeclGroupSyntax, file: ModuleSources.File, visited: inout Set<String>) -> NavigationRoot? {
        guard let name = ModuleSources.name(of: decl), visited.insert(name).inserted, visited.count <= 6,
              let body = ModuleSources.memberBody(named: "body", in: decl) else { return nil }
        return search(body, owner: decl, ownerName: name, file: file, visited: &visited)
    }

    private func search(
        _ statements: CodeBlockItemListSyntax, owner: DeclGroupSyntax, ownerName: String, file: ModuleSources.File, visited: inout Set<String>
    ) -> NavigationRoot? {
        for statement in statements {
            guard let expression = ViewExpressions.expression(of: statement) else { continue }
            if let found = search(expression, owner: owner, ownerName: ownerName, file: file, visited: &visited) { return found }
        }
        return nil
    }

    private func search(
        _ expression: ExprSyntax, owner: DeclGroupSyntax, ownerName: String, file: ModuleSources.File, visited: inout Set<String>
    ) -> NavigationRoot? {
        if let branch = expression.as(IfExprSyntax.self) {
            if let found = search(branch.body.statements, owner: owner, ownerName: ownerName, file: file, visited: &visited) { return found }
            switch branch.elseBody {
            case .ifExpr(let next): return search(ExprSyntax(next), owner: owner, ownerName: ownerName, file: file, visited: &visited)
            case .codeBlock(let block): return search(block.statements, owner: owner, ownerName: ownerName, file: file, visited: &visited)
            case nil: return nil
            }
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            for case .switchCase(let switchCase) in switchExpr.cases {
                if let found = search(switchCase.statements, owner: owner, ownerName: ownerName, file: file, visited: &visited) { return found }
            }
            return nil
        }
        // A computed member of the same view (`var body: some View { content }`).
        if let reference = expression.as(DeclReferenceExprSyntax.self),
           let member = ModuleSources.memberBody(named: reference.baseName.text, in: owner) {
            return search(member, owner: owner, ownerName: ownerName, file: file, visited: &visited)
        }
        guard let call = ViewExpressions.baseCall(of: expression) else { return nil }
        if let found = search(call, owner: owner, ownerName: ownerName, file: file, visited: &visited) { return found }
        // A splash covered at once by the app's real screens (`SplashView().fullScreenCover(isPresented: $done) { MainView() }`).
        for (name, modifier) in ViewExpressions.modifiers(of: expression) where name == "fullScreenCover" {
            guard let content = modifier.trailingClosure?.statements,
                  TransientScreen.presentsAtOnce(modifier, on: expression, module: module) else { continue }
            if let found = search(content, owner: owner, ownerName: ownerName, file: file, visited: &visited) { return found }
        }
        return nil
    }

    private func search(
        _ call: FunctionCallExprSyntax, owner: DeclGroupSyntax, ownerName: String, file: ModuleSources.File, visited: inout Set<String>
    ) -> NavigationRoot? {
        let name = ViewExpressions.name(of: call)
        switch name {
        case "NavigationStack": return NavigationRoot(kind: .stack, call: call, owner: owner, ownerName: ownerName, file: file)
        case "TabView": return NavigationRoot(kind: .tabs, call: call, owner: owner, ownerName: ownerName, file: file)
        case "NavigationView": return NavigationRoot(kind: .navigationView, call: call, owner: owner, ownerName: ownerName, file: file)
        case "NavigationSplitView":
            return NavigationRoot(kind: .unsupported(name), call: call, owner: owner, ownerName: ownerName, file: file)
        case _ where Self.layouts.contains(name):
            guard let content = ViewExpressions.content(of: call) else { return nil }
            return search(content, owner: owner, ownerName: ownerName, file: file, visited: &visited)
        default:
            // One of the module's own views: its body.
            guard name.first?.isUppercase == true, let found = module.declaration(of: name), ModuleSources.isView(found.decl) else { return nil }
            return search(type: found.decl, file: found.file, visited: &visited)
        }
    }
}
