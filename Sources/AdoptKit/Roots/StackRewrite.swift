import ScaffoldCore
import SwiftSyntax

/// A `NavigationView` at the root, where the value links of a feature's routes push nothing (`navigationDestination`
/// needs a `NavigationStack`): scaffold makes it a `NavigationStack` — the one word on its line, a `LineRewrite` the
/// writer applies only to the bytes read — where that keeps what the app shows. That is a `NavigationView` of one
/// screen (its trailing closure alone, one view in it) with no column style: two or three views, or
/// `.navigationViewStyle(.columns)`, are a sidebar and its details, which a stack would lose; those are refused. Its
/// links and `NavigationLink(destination:)`s work in the stack as they did. `NavigationStack` needs iOS 16, below the
/// iOS 17 generated features need (`adopt` says so where the app deploys lower). On iPad, a `NavigationView` without
/// `.navigationViewStyle(.stack)` showed its one screen as a column beside an empty detail; the stack fills the
/// window, which the run's notes say.
enum StackRewrite {
    enum Outcome {
        case rewrite(LineRewrite, note: String?)
        case refused(Diagnostic)
    }

    static func of(_ root: NavigationRoot) -> Outcome {
        let file = root.file, call = root.call
        let modifiers = modifiers(of: call)
        let style = modifiers.first { $0.name == "navigationViewStyle" }.map { $0.call.arguments.trimmedDescription }
        let views = call.trailingClosure?.statements.compactMap(ViewExpressions.expression) ?? []
        if views.count > 1 {
            return .refused(Diagnostic(
                .error, "\(root.ownerName) shows its screens in a NavigationView of \(views.count) columns, where the value links of a feature's routes push nothing",
                at: file.location(call),
                hint: "a NavigationStack would lose its columns: make it a NavigationSplitView and add `// scaffold:insert links` and "
                    + "`// scaffold:insert routes` inside a NavigationStack of its detail column, then run again"
            ))
        }
        guard call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, call.trailingClosure != nil, views.count == 1 else {
            return .refused(Diagnostic(
                .error, "\(root.ownerName)'s NavigationView is not written as `NavigationView { one screen }`, which scaffold can make a NavigationStack",
                at: file.location(call), hint: "make it a NavigationStack (iOS 16), then run again"
            ))
        }
        if let style, style.contains("columns") || style.contains("DoubleColumn") {
            return .refused(Diagnostic(
                .error, "\(root.ownerName)'s NavigationView shows its screen in columns (`.navigationViewStyle(\(style))`), where the value links of a feature's routes push nothing",
                at: file.location(call),
                hint: "a NavigationStack would lose the columns: add `// scaffold:insert links` and `// scaffold:insert routes` inside a "
                    + "NavigationStack of one of its screens, then run again"
            ))
        }
        let token = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
        let location = token.map { file.location($0) }
        let old = location.map { file.text(ofLine: $0.line) } ?? ""
        var bytes = Array(old.utf8)
        let word = Array("NavigationView".utf8)
        guard let location, location.column >= 1, location.column - 1 + word.count <= bytes.count,
              Array(bytes[(location.column - 1)..<(location.column - 1 + word.count)]) == word else {
            return .refused(Diagnostic(
                .error, "\(root.ownerName)'s NavigationView is not written as `NavigationView {` on a line scaffold can rewrite",
                at: file.location(call), hint: "make it a NavigationStack (iOS 16), then run again"
            ))
        }
        bytes.replaceSubrange((location.column - 1)..<(location.column - 1 + word.count), with: Array("NavigationStack".utf8))
        let rewrite = LineRewrite(file: file.path, line: location.line, old: old, new: String(decoding: bytes, as: UTF8.self), sourceHash: file.hash)
        let stacked = style.map { $0.contains("stack") || $0.contains("Stack") } ?? false
        let note = "\(root.ownerName)'s NavigationView (\(file.path):\(location.line)) is now a NavigationStack, where the feature's routes push"
            + (stacked ? "" : "; on iPad its screen now fills the window, where the NavigationView showed it as a column beside an empty detail")
        return .rewrite(rewrite, note: note)
    }

    /// The modifiers chained after `call` (`.navigationViewStyle(.stack)` of `NavigationView { … }.navigationViewStyle(.stack)`).
    private static func modifiers(of call: FunctionCallExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
        var result: [(String, FunctionCallExprSyntax)] = []
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init)?.id == node.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self), Syntax(modifier.calledExpression).id == Syntax(member).id {
            result.append((member.declName.baseName.text, modifier))
            node = Syntax(modifier)
        }
        return result
    }
}
