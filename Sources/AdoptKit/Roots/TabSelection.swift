import ScaffoldCore
import SwiftSyntax

/// A `TabView(selection: $tab)` tags its tabs by a value of the selection's type, and a tab without such a tag cannot
/// be selected. Where that type is an enum of the app's, the feature's tab gets a case of its own (`case bookmark`,
/// after the enum's last case, inside scaffold's markers) and `.tag(Tab.bookmark)`. Refused, with the reason, where a
/// new case would not compile or cannot be made: a `switch` of the module lists every case without a `default` (the
/// enum's own `title` too), the enum has that case already, the selection's type is not an enum of the module (a
/// struct of static values, an `Int`: scaffold cannot make a value of it; an optional), or the selection names no
/// property scaffold can follow (reduced from hirenrafaliya/pexels-api-swiftui-mvvm@b490bb5, View/ContentView.swift,
/// whose `TabItem` is a struct). The selection may be the view's property or one of a state object it holds
/// (`$appState.selectedTab`, `BoundProperty`), its enum declared in that object (`AppState.Tab`: the tag spells it so).
struct TabSelection {
    var name: String
    var enumDecl: EnumDeclSyntax
    var file: ModuleSources.File

    enum Outcome {
        case tagged(TabSelection)
        case refused(Diagnostic)
    }

    static func of(_ root: NavigationRoot, selection: ExprSyntax, caseName: String, module: ModuleSources) -> Outcome {
        let file = root.file
        let refuse = { (why: String, hint: String) in
            Outcome.refused(Diagnostic(.error, "\(root.ownerName)'s TabView selects its tabs by `selection:` \(why)", at: file.location(root.call), hint: hint))
        }
        let anchors = "add `// scaffold:insert tabs` inside the TabView and give the feature's tab a `.tag(…)` of your selection type after it is inserted, "
            + "or add `// scaffold:insert links` and `// scaffold:insert routes` to one of the tabs' NavigationStacks, then run again"
        let bound = BoundProperty.of(selection, owner: root.owner, module: module)
        guard let type = bound?.declaredType ?? bindingMethodType(selection, in: root.owner) else {
            return refuse("(`\(selection.trimmedDescription)`), whose type scaffold cannot tell: a new tab would need a tag of it", anchors)
        }
        if type.hasSuffix("?") || type.hasPrefix("Optional<") {
            return refuse("of the optional type \(type), whose tags are optionals too (`.tag(Tab.home as Tab?)`), which scaffold does not write", anchors)
        }
        guard let found = enumNamed(type, holder: bound?.holder ?? root.owner, holderName: bound?.holderName, ownerFile: file, module: module) else {
            return refuse("of type \(type), which is not an enum of the app's: scaffold cannot make a tag of it for a new tab", anchors)
        }
        let tabs = TabSelection(name: found.name, enumDecl: found.decl, file: found.file)
        if tabs.caseNames.contains(caseName) {
            return refuse("of \(type), which has a case `\(caseName)` already", anchors)
        }
        if let other = tabs.exhaustiveSwitch(in: module) {
            return .refused(Diagnostic(
                .error, "\(root.ownerName)'s TabView selects its tabs by \(type), whose cases a `switch` lists without a `default`: "
                    + "a case for the feature's tab would stop it compiling",
                at: other.file.location(other.switchExpr),
                hint: "add a `default:` to that switch (or `@unknown default:`), or " + anchors
            ))
        }
        return .tagged(tabs)
    }

    /// The enum `type` names as the property holding the selection spells it, with the name any code spells it by:
    /// one declared in the property's type (`enum Tab` inside `AppState`, the tag `AppState.Tab.bookmark`; inside the
    /// view itself, `Tab`), a dotted path (`AppState.Tab`), or a top-level enum of the module.
    private static func enumNamed(_ type: String, holder: DeclGroupSyntax, holderName: String?, ownerFile: ModuleSources.File, module: ModuleSources)
        -> (name: String, decl: EnumDeclSyntax, file: ModuleSources.File)? {
        if !type.contains("."), let nested = ModuleSources.nestedType(named: type, in: holder)?.as(EnumDeclSyntax.self) {
            guard let holderName else { return (type, nested, ownerFile) }
            guard let holderFile = module.declaration(of: holderName)?.file else { return nil }
            return ("\(holderName).\(type)", nested, holderFile)
        }
        guard let found = module.declaration(ofPath: type), let enumDecl = found.decl.as(EnumDeclSyntax.self) else { return nil }
        return (type, enumDecl, found.file)
    }

    /// `T` of a method of the view the selection calls, `func selectedTab() -> Binding<T>` (a binding made by hand to
    /// do more on each change, as vadimbelyaev/TbilisiCleanups@3805686's RootView's `makeSelectedTabBinding()`).
    private static func bindingMethodType(_ selection: ExprSyntax, in owner: DeclGroupSyntax) -> String? {
        guard let call = selection.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        for member in owner.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                  function.signature.parameterClause.parameters.isEmpty,
                  let returned = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self), returned.name.text == "Binding",
                  let argument = returned.genericArgumentClause?.arguments.first, returned.genericArgumentClause?.arguments.count == 1
            else { continue }
            return argument.argument.trimmedDescription
        }
        return nil
    }

    var caseNames: [String] {
        enumDecl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) }
    }

    /// A `switch` anywhere in the module listing every case of the enum, and only those, without a `default`.
    private func exhaustiveSwitch(in module: ModuleSources) -> (file: ModuleSources.File, switchExpr: SwitchExprSyntax)? {
        let cases = Set(caseNames)
        guard let first = caseNames.first else { return nil }
        for candidate in module.filesAnywhere(mentioning: ".\(first)") {
            let visitor = SwitchCollector(viewMode: .sourceAccurate)
            visitor.walk(candidate.tree)
            for other in visitor.switches where EnumRouter.listedCases(other) == cases { return (candidate, other) }
        }
        return nil
    }

    /// After the enum's last case, at its indentation.
    func casePlacement() -> AnchorPlacement? {
        EnumRouter.placementAfterLastCase(of: enumDecl, in: file, role: .tabCase)
    }
}
