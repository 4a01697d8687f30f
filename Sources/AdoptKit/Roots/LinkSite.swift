import ScaffoldCore
import SwiftSyntax

/// Where a feature's link goes on the app's first screen: the content of its `NavigationStack` (and the body of the
/// module's view that content is), searched through layout containers and branches but never into a `ForEach` or a
/// data-driven `List`, whose closures run once per row. With an enum router, after the last link pushing one of its
/// routes; else at the end of a static `List { … }` or `Form { … }`; else after the last `NavigationLink` one sees —
/// not a hidden one (`label: { EmptyView() }`, pushed by state), nor one inside a generic view of the app's (a
/// component every screen may show with other content, as `EmptyNavigationLink<Destination>` in
/// Two-Peas-in-a-Pod/SwiftUI-MVVM-C-Fit-Foodie@8c5aa9f), nor in a branch (`if items.isEmpty { … } else { List { … } }`),
/// which shows its rows only some of the time (AndreAlmeida-89/TodoList-MVVM@33cf634): then the toolbar.
struct LinkSite {
    let module: ModuleSources
    /// The app's route enum when scaffold adds the feature's route to it (`Route`).
    let router: String?

    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ScrollView", "Section"]

    private enum Candidate {
        case link(CodeBlockItemSyntax, ModuleSources.File, pushesRouter: Bool)
        case list(ClosureExprSyntax, ModuleSources.File)
    }

    /// The anchor's place and file; nil when the content has no place for a link.
    func find(in statements: CodeBlockItemListSyntax, file: ModuleSources.File) -> (file: ModuleSources.File, placement: AnchorPlacement)? {
        var candidates: [Candidate] = []
        var visited: Set<String> = []
        collect(statements, file: file, into: &candidates, visited: &visited)
        let chosen: Candidate? = {
            if router != nil, let link = candidates.last(where: { if case .link(_, _, true) = $0 { return true } else { return false } }) {
                return link
            }
            if let list = candidates.first(where: { if case .list = $0 { return true } else { return false } }) { return list }
            return candidates.last { if case .link = $0 { return true } else { return false } }
        }()
        switch chosen {
        case .link(let statement, let file, _):
            guard file.endsItsLine(statement) else { return nil }
            let placement = file.placement(.link, before: file.lastLine(statement) + 1, indentation: file.indentation(ofLine: file.firstLine(statement)))
            return (file, placement)
        case .list(let closure, let file):
            guard file.startsItsLine(closure.rightBrace) else { return nil }
            let braceLine = file.firstLine(closure.rightBrace)
            let indentation = closure.statements.first.map { file.indentation(ofLine: file.firstLine($0)) }
                ?? ModuleSources.deeper(file.indentation(ofLine: braceLine), file: file)
            return (file, file.placement(.link, before: braceLine, indentation: indentation))
        case nil:
            return nil
        }
    }

    private func collect(_ statements: CodeBlockItemListSyntax, file: ModuleSources.File, into candidates: inout [Candidate], visited: inout Set<String>) {
        for statement in statements {
            guard let expression = ViewExpressions.expression(of: statement) else { continue }
            // A branch's rows are not always shown: no link goes among them.
            if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { continue }
            guard let call = ViewExpressions.baseCall(of: expression) else { continue }
            let name = ViewExpressions.name(of: call)
            switch name {
            case "NavigationLink":
                guard !Self.isHidden(call) else { continue }
                candidates.append(.link(statement, file, pushesRouter: pushesRouter(call)))
            case "List", "Form":
                // `List(items) { item in … }` makes a row per item: only a list of fixed rows takes a link.
                guard call.arguments.isEmpty, let closure = call.trailingClosure, closure.signature == nil else { continue }
                candidates.append(.list(closure, file))
                collect(closure.statements, file: file, into: &candidates, visited: &visited)
            case _ where Self.containers.contains(name):
                if let content = ViewExpressions.content(of: call) { collect(content, file: file, into: &candidates, visited: &visited) }
            default:
                guard name.first?.isUppercase == true, visited.insert(name).inserted, visited.count <= 3,
                      let found = module.declaration(of: name), ModuleSources.isView(found.decl), !Self.isGeneric(found.decl),
                      let body = ModuleSources.memberBody(named: "body", in: found.decl) else { continue }
                collect(body, file: found.file, into: &candidates, visited: &visited)
            }
        }
    }

    /// A link with nothing to tap (`NavigationLink(destination: d, isActive: $shown) { EmptyView() }`): state pushes it.
    private static func isHidden(_ call: FunctionCallExprSyntax) -> Bool {
        let label = ViewExpressions.argument("label", of: call)?.as(ClosureExprSyntax.self) ?? call.trailingClosure
        guard let label, label.statements.count == 1, let only = label.statements.first,
              let made = ViewExpressions.expression(of: only).flatMap(ViewExpressions.baseCall) else { return false }
        return ViewExpressions.name(of: made) == "EmptyView"
    }

    private static func isGeneric(_ decl: DeclGroupSyntax) -> Bool {
        decl.as(StructDeclSyntax.self)?.genericParameterClause != nil || decl.as(ClassDeclSyntax.self)?.genericParameterClause != nil
    }

    /// `NavigationLink(value: Route.scan)`, `NavigationLink("Scan", value: .scan)`: a link pushing one of the router's routes.
    private func pushesRouter(_ call: FunctionCallExprSyntax) -> Bool {
        guard let router, let value = ViewExpressions.argument("value", of: call) else { return false }
        let path = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        guard let member = path.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil || member.base?.trimmedDescription == router
    }
}
