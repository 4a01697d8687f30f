import ScaffoldCore
import SwiftSource
import SwiftSyntax

/// A stack's first screen the app leaves at once — a splash whose `.task` or `.onAppear` pushes the real first screen
/// (`router.push(.main)`, `path.append(.main)`, `router.show(.home)`, or a method of its state doing so,
/// `state.firstLoad()`), as
/// JunpeiAbe/Trip@6b1a65f's `SplashView` — so the feature's link goes on the screen it pushes, which the stack's
/// `navigationDestination` switch shows for that route (`case .main: MainView(…)`). Only a push that always runs
/// counts (one of the closure's own statements, or of a `DispatchQueue.main.asyncAfter` closure among them: not
/// under an `if`); a splash that switches by a flag (`if isActive { MainView() } else { SplashView() }`) is a branch
/// the navigation search follows already. Where the pushed screen cannot be told, the link is refused rather than
/// put on a screen no one sees.
struct TransientScreen {
    /// The screen shown first (`SplashView`) and what leaves it (`.task` pushes `.main`).
    var screen: String
    var departure: String
    /// The screen it pushes, where the link goes; nil when no destination of the stack names it.
    var target: (name: String, file: ModuleSources.File, decl: DeclGroupSyntax)?
    /// Where the departure is, for the refusal.
    var location: ScaffoldCore.SourceLocation

    static let appearModifiers: Set<String> = ["task", "onAppear"]
    /// What a router or a typed path calls a push (`router.push(.main)`, `path.append(.main)`, `router.show(.home)`,
    /// `navigate(to: .home)`).
    static let pushNames: Set<String> = ["push", "append", "show", "navigate", "go"]

    /// The transient first screen of a stack whose content is `content` (in `file`); nil when its first screen stays.
    static func find(in content: CodeBlockItemListSyntax, file: ModuleSources.File, module: ModuleSources) -> TransientScreen? {
        guard let first = content.first, let expression = ViewExpressions.expression(of: first),
              let call = ViewExpressions.baseCall(of: expression) else { return nil }
        let name = ViewExpressions.name(of: call)
        guard let view = module.declaration(of: name), ModuleSources.isView(view.decl) else { return nil }
        // Closures that run when the screen shows: the stack content's own modifiers, then those of the view's body.
        var closures: [(ClosureExprSyntax, ModuleSources.File)] = appearClosures(of: expression).map { ($0, file) }
        if let body = ModuleSources.memberBody(named: "body", in: view.decl) {
            for statement in body {
                guard let made = ViewExpressions.expression(of: statement) else { continue }
                closures += appearClosures(of: made).map { ($0, view.file) }
            }
        }
        for (closure, closureFile) in closures {
            guard let pushed = pushedCase(in: closure.statements, view: view.decl, module: module, depth: 0) else { continue }
            var screen = TransientScreen(
                screen: name, departure: "`\(pushed.text)`", location: closureFile.location(closure)
            )
            if let target = destination(of: pushed.caseName, in: content, module: module) { screen.target = target }
            return screen
        }
        return nil
    }

    /// The refusal where the pushed screen cannot be told.
    var problem: Diagnostic {
        Diagnostic(
            .error, "\(screen), the first screen of the app's NavigationStack, leaves at once (\(departure) when it shows), and scaffold cannot tell "
                + "which of the app's views it pushes, so a link to the feature there would not stay on screen",
            at: location,
            hint: "add `// scaffold:insert links` where a link to the feature should show on the screen it pushes, then run again"
        )
    }

    /// A `fullScreenCover(isPresented: $isActive) { … }` on `expression` whose flag an appear closure of that view (its
    /// modifiers, or its body's) sets to `true` always (`isActive = true`, in `withAnimation`, `DispatchQueue.main.asyncAfter`
    /// or `Task` too): the cover is the app's real screen, the view under it a splash.
    static func presentsAtOnce(_ cover: FunctionCallExprSyntax, on expression: ExprSyntax, module: ModuleSources) -> Bool {
        guard let binding = ViewExpressions.argument("isPresented", of: cover)?.trimmedDescription, binding.hasPrefix("$") else { return false }
        let flag = String(binding.dropFirst())
        var closures = appearClosures(of: expression)
        if let call = ViewExpressions.baseCall(of: expression), let view = module.declaration(of: ViewExpressions.name(of: call)),
           ModuleSources.isView(view.decl), let body = ModuleSources.memberBody(named: "body", in: view.decl) {
            closures += body.compactMap(ViewExpressions.expression).flatMap(appearClosures)
        }
        return closures.contains { sets(flag, in: $0.statements) }
    }

    private static func sets(_ flag: String, in statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { statement in
            guard let expression = ViewExpressions.expression(of: statement).map(unwrap) else { return false }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                    && [flag, "self.\(flag)"].contains(elements[0].trimmedDescription) && elements[2].trimmedDescription == "true"
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure,
                  ["withAnimation", "asyncAfter", "Task", "async"].contains(ExpressionPaths.path(call.calledExpression).last) else { return false }
            return sets(flag, in: closure.statements)
        }
    }

    private static func appearClosures(of expression: ExprSyntax) -> [ClosureExprSyntax] {
        ViewExpressions.modifiers(of: expression).compactMap { modifier in
            appearModifiers.contains(modifier.name) ? modifier.call.trailingClosure : nil
        }
    }

    /// The route case an always-run statement pushes (`main` of `router.push(.main)`), following one method of the
    /// view's own property (`state.firstLoad()` into `SplashViewState.firstLoad`).
    private static func pushedCase(
        in statements: CodeBlockItemListSyntax, view: DeclGroupSyntax, module: ModuleSources, depth: Int
    ) -> (caseName: String, text: String)? {
        for statement in statements {
            guard let expression = ViewExpressions.expression(of: statement) else { continue }
            let unwrapped = unwrap(expression)
            guard let call = unwrapped.as(FunctionCallExprSyntax.self) else { continue }
            let path = ExpressionPaths.path(call.calledExpression)
            if pushNames.contains(path.last ?? ""), call.arguments.count == 1, let only = call.arguments.first,
               let caseName = routeCase(only.expression) {
                return (caseName, call.trimmedDescription)
            }
            // `DispatchQueue.main.asyncAfter(deadline: …) { router.push(.main) }`: later, but always.
            if path.last == "asyncAfter", let closure = call.trailingClosure,
               let found = pushedCase(in: closure.statements, view: view, module: module, depth: depth) {
                return found
            }
            // `state.firstLoad()`: a method of the type of one of the view's properties, once.
            if depth == 0, path.count == 2, call.arguments.isEmpty,
               let held = heldType(named: path[0], in: view), let type = module.declaration(of: held),
               let body = ModuleSources.memberBody(named: path[1], in: type.decl),
               let found = pushedCase(in: body, view: type.decl, module: module, depth: 1) {
                return (found.caseName, "\(call.trimmedDescription) → \(found.text)")
            }
        }
        return nil
    }

    private static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
        if let tried = expression.as(TryExprSyntax.self) { return unwrap(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return unwrap(awaited.expression) }
        return expression
    }

    /// `main` for `.main`, `AppRoute.main`, `.detail(id)`.
    private static func routeCase(_ expression: ExprSyntax) -> String? {
        let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
        guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, !(base.trimmedDescription.first?.isUppercase ?? false) { return nil }
        return member.declName.baseName.text
    }

    /// The type of the view's property `name` (`SplashViewState` of `@State var state: SplashViewState`).
    private static func heldType(named name: String, in decl: DeclGroupSyntax) -> String? {
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == name {
                if let type = binding.typeAnnotation?.type { return TypeNames.outermost(type) }
                if let value = binding.initializer?.value, let made = ViewExpressions.baseCall(of: value) {
                    return ViewExpressions.name(of: made)
                }
            }
        }
        return nil
    }

    /// The app's view a `navigationDestination` switch of the stack's content shows for `caseName`.
    private static func destination(
        of caseName: String, in content: CodeBlockItemListSyntax, module: ModuleSources
    ) -> (name: String, file: ModuleSources.File, decl: DeclGroupSyntax)? {
        for statement in content {
            guard let expression = ViewExpressions.expression(of: statement) else { continue }
            for (name, call) in ViewExpressions.modifiers(of: expression) where name == "navigationDestination" {
                guard let closure = call.trailingClosure, let only = closure.statements.first,
                      let switchExpr = ViewExpressions.expression(of: only)?.as(SwitchExprSyntax.self) else { continue }
                for case .switchCase(let switchCase) in switchExpr.cases {
                    guard case .case(let label) = switchCase.label,
                          label.caseItems.contains(where: { item in
                              item.pattern.as(ExpressionPatternSyntax.self).flatMap { routeCase($0.expression) } == caseName
                          }),
                          let first = switchCase.statements.first, let shown = ViewExpressions.expression(of: first),
                          let made = ViewExpressions.baseCall(of: shown) else { continue }
                    let viewName = ViewExpressions.name(of: made)
                    guard let found = module.declaration(of: viewName), ModuleSources.isView(found.decl) else { return nil }
                    return (viewName, found.file, found.decl)
                }
            }
        }
        return nil
    }
}
