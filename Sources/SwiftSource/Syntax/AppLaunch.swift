import SwiftSyntax

/// How an app with no `@main` type starts, read from the top-level statements of its `main.swift`: the type whose
/// static `main()` runs (`NotesApp.main()`, a SwiftUI App), or the delegate class `UIApplicationMain` is handed
/// (`NSStringFromClass(AppDelegate.self)`). A launch that swaps the app under tests (`if NSClassFromString("XCTestCase")
/// == nil { NotesApp.main() } else { TestApp.main() }`, `NSClassFromString("TestingAppDelegate") ?? AppDelegate.self`)
/// is followed to the app that runs without tests: that is the one users see.
public struct AppLaunch: Codable, Hashable, Sendable {
    /// How the launch starts the app.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A type's static `main()`: `NotesApp.main()`.
        case typeMain
        /// `UIApplicationMain(argc, argv, nil, NSStringFromClass(AppDelegate.self))`: UIKit builds the window.
        case uiApplicationMain
    }

    public var kind: Kind
    /// The launched type (`NotesApp`), or the application delegate (`AppDelegate`); nil where the launch names none
    /// that can be followed (`nil` for Info.plist's, a branch on something other than tests).
    public var type: String?
    /// The launching call as written (`NotesApp.main()`), for messages, and where it is.
    public var call: String
    public var position: Position

    public init(kind: Kind, type: String?, call: String, position: Position) {
        self.kind = kind
        self.type = type
        self.call = call
        self.position = position
    }

    /// The launch among a file's top-level statements; nil when they launch nothing (any file but `main.swift`).
    public static func read(_ statements: CodeBlockItemListSyntax, locate: @escaping (AbsolutePosition) -> Position) -> AppLaunch? {
        LaunchReader(statements: statements, locate: locate).launch(in: statements)
    }

    /// The launch a type's own `static func main()` makes (`@main enum AppLauncher { static func main() { … } }`, a
    /// launcher that swaps the app under tests); nil for a type without one, or one that launches nothing.
    public static func read(staticMainOf decl: some DeclGroupSyntax, locate: @escaping (AbsolutePosition) -> Position) -> AppLaunch? {
        for member in decl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "main",
                  function.signature.parameterClause.parameters.isEmpty,
                  function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                  let body = function.body else { continue }
            return LaunchReader(statements: body.statements, locate: locate).launch(in: body.statements)
        }
        return nil
    }
}

private struct LaunchReader {
    let statements: CodeBlockItemListSyntax
    let locate: (AbsolutePosition) -> Position

    func launch(in items: CodeBlockItemListSyntax) -> AppLaunch? {
        for item in items {
            switch item.item {
            case .expr(let expression):
                if let found = launch(in: expression) { return found }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression, let found = launch(in: expression) { return found }
                // `guard NSClassFromString("XCTest") == nil else { TestApp.main(); return }`: past it, the app runs without
                // tests; its `else` is the test-swap. A guard on something else: its `else` may be the launch.
                if let guardStmt = statement.as(GuardStmtSyntax.self), Self.branchRunsUnderTests(guardStmt.conditions.trimmedDescription) == nil,
                   let found = launch(in: guardStmt.body.statements) {
                    return AppLaunch(kind: found.kind, type: nil, call: found.call, position: found.position)
                }
            case .decl(let decl):
                // `_ = UIApplicationMain(…)`, `let code = …`: a binding's value may be the launch.
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    if let value = binding.initializer?.value, let found = call(in: value).flatMap(launch(of:)) { return found }
                }
            }
        }
        return nil
    }

    private func launch(in expression: ExprSyntax) -> AppLaunch? {
        if let branch = expression.as(IfExprSyntax.self) {
            guard let underTests = Self.branchRunsUnderTests(branch.conditions.trimmedDescription) else {
                // A branch on something else: the first launch of either side, its type unknown.
                let found = launch(in: branch.body.statements) ?? elseLaunch(branch)
                return found.map { AppLaunch(kind: $0.kind, type: nil, call: $0.call, position: $0.position) }
            }
            return underTests ? elseLaunch(branch) : launch(in: branch.body.statements)
        }
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last {
            return call(in: last).flatMap(launch(of:))
        }
        return call(in: expression).flatMap(launch(of:))
    }

    private func elseLaunch(_ branch: IfExprSyntax) -> AppLaunch? {
        switch branch.elseBody {
        case .codeBlock(let block): return launch(in: block.statements)
        case .ifExpr(let next): return launch(in: ExprSyntax(next))
        case nil: return nil
        }
    }

    /// The call an expression makes, under `try`, `await` and `exit(…)`.
    private func call(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var expression = expression
        while true {
            if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression; continue }
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression; continue }
            break
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calledExpression.trimmedDescription == "exit", let only = call.arguments.first, call.arguments.count == 1 {
            return self.call(in: only.expression)
        }
        return call
    }

    private func launch(of call: FunctionCallExprSyntax) -> AppLaunch? {
        let path = ExpressionPaths.path(call.calledExpression)
        let position = locate(call.positionAfterSkippingLeadingTrivia)
        if path == ["UIApplicationMain"] {
            let delegate = call.arguments.count == 4 ? delegateClass(Array(call.arguments)[3].expression) : nil
            return AppLaunch(kind: .uiApplicationMain, type: delegate, call: call.trimmedDescription, position: position)
        }
        if path.count == 2, path[1] == "main", call.arguments.isEmpty, ExpressionPaths.looksLikeType(path[0]) {
            return AppLaunch(kind: .typeMain, type: path[0], call: call.trimmedDescription, position: position)
        }
        return nil
    }

    /// `AppDelegate` for `NSStringFromClass(AppDelegate.self)`, `"AppDelegate"`, `"App.AppDelegate"`, or a name bound
    /// at the top level to one of those (`let delegate = NSClassFromString("TestingAppDelegate") ?? AppDelegate.self`:
    /// the fallback, the class that runs without tests).
    private func delegateClass(_ expression: ExprSyntax, depth: Int = 0) -> String? {
        guard depth < 4 else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
           let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, let name = text.split(separator: ".").last {
            return String(name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), ["NSStringFromClass", "String"].contains(call.calledExpression.trimmedDescription),
           let only = call.arguments.first {
            return delegateClass(only.expression, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
            let name = ExpressionPaths.path(base).last ?? ""
            return ExpressionPaths.looksLikeType(name) ? name : nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                return delegateClass(elements[2], depth: depth + 1)
            }
            // `isTesting ? TestAppDelegate.self : AppDelegate.self`
            if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index == elements.count - 2,
               let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
               let underTests = Self.branchRunsUnderTests(elements[..<index].map(\.trimmedDescription).joined(separator: " ")) {
                return delegateClass(underTests ? elements[index + 1] : ternary.thenExpression, depth: depth + 1)
            }
            return nil
        }
        // `appDelegateClass`, `delegateClassName()`, `delegateClassName`: a name the file binds at its top level — a
        // constant's value, or what a function or computed variable without arguments returns.
        let called = expression.as(FunctionCallExprSyntax.self).flatMap { $0.arguments.isEmpty ? $0.calledExpression : nil } ?? expression
        guard let reference = called.as(DeclReferenceExprSyntax.self) else { return nil }
        for item in statements {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self), function.name.text == reference.baseName.text,
               let returned = function.body.flatMap({ Self.returned(by: $0.statements) }) {
                return delegateClass(returned, depth: depth + 1)
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedDescription == reference.baseName.text {
                if let value = binding.initializer?.value { return delegateClass(value, depth: depth + 1) }
                if case .getter(let body) = binding.accessorBlock?.accessors, let returned = Self.returned(by: body) {
                    return delegateClass(returned, depth: depth + 1)
                }
            }
        }
        return nil
    }

    /// The value a body of one statement gives back: `return x`, or `x` alone.
    private static func returned(by statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = statements.first else { return nil }
        switch only.item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// Whether a condition holds when tests run: `NSClassFromString("XCTestCase") != nil`, `isRunningTests`,
    /// `ProcessInfo.processInfo.environment["XCTestConfigurationFilePath"] != nil` (true); `… == nil`,
    /// `!isRunningTests` (false); nil for a condition that does not ask about tests.
    fileprivate static func branchRunsUnderTests(_ condition: String) -> Bool? {
        guard condition.lowercased().contains("test") else { return nil }
        let asksAbsence = condition.contains("== nil") || condition.hasPrefix("!") || condition.contains("== false")
        return !asksAbsence
    }
}
