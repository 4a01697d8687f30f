import ScaffoldCore
import SwiftSource
import SwiftSyntax

/// An app that routes by its own enum: `NavigationStack { Home().navigationDestination(for: Route.self) { route in
/// switch route { case .scan: ScanView() } } }`. A feature becomes a case of it (`case bookmark(BookmarkRoute)`)
/// and a destination of the switch — only where that is safe: the enum conforms to no more than `Hashable`,
/// `Equatable` and `Sendable` (a `Codable` or `CaseIterable` one could not hold the feature's route), has no case of
/// that name yet, and no other `switch` of the module lists its cases without a `default` (it would stop
/// compiling). Elsewhere the feature's routes get a `navigationDestination` of their own beside the router's.
/// The switch may also be a method of the enum the destination calls (`{ route in route.view() }` with
/// `func view() -> some View { switch self { … } }`): there no property of the view is in scope, so only a caller
/// whose composition root is reached statically (`staticReceiver`: the App's static builders, a shared instance) joins,
/// and only where the method runs on the main actor (`@MainActor` on it or on the enum), as the feature's screen
/// builders do: from a nonisolated method their call would not compile.
struct EnumRouter {
    /// The router's enum and the `switch` of its destinations, and the file holding that switch.
    var name: String
    var enumDecl: EnumDeclSyntax
    var enumFile: ModuleSources.File
    var switchExpr: SwitchExprSyntax
    var switchFile: ModuleSources.File
    /// The switch is a method of the enum (`switch self`), not the destination closure's.
    var switchInEnum = false

    static let allowedConformances: Set<String> = ["Hashable", "Equatable", "Sendable", "Swift.Hashable"]

    /// The router the stack's content (in `file`) routes by, when a feature can join it as `caseName`; a switch in a
    /// method of the enum only when `staticReceiver` (the feature's builders are reachable from any code).
    static func find(in content: CodeBlockItemListSyntax, file: ModuleSources.File, module: ModuleSources, caseName: String,
                     staticReceiver: Bool) -> EnumRouter? {
        for statement in content {
            guard let expression = ViewExpressions.expression(of: statement) else { continue }
            for (name, call) in ViewExpressions.modifiers(of: expression) where name == "navigationDestination" {
                guard let type = ViewExpressions.argument("for", of: call).flatMap(ViewExpressions.metatypeName),
                      let closure = call.trailingClosure, closure.statements.count == 1,
                      let only = closure.statements.first, let destination = ViewExpressions.expression(of: only),
                      let found = module.declaration(of: type, matching: { $0.is(EnumDeclSyntax.self) }),
                      let enumDecl = found.decl.as(EnumDeclSyntax.self)
                else { continue }
                var router: EnumRouter
                if let switchExpr = destination.as(SwitchExprSyntax.self) {
                    router = EnumRouter(name: type, enumDecl: enumDecl, enumFile: found.file, switchExpr: switchExpr, switchFile: file)
                } else if staticReceiver, let switchExpr = switchOfMainActorMethod(called: destination, in: enumDecl) {
                    router = EnumRouter(name: type, enumDecl: enumDecl, enumFile: found.file, switchExpr: switchExpr, switchFile: found.file)
                    router.switchInEnum = true
                } else {
                    continue
                }
                guard router.canAdd(caseName), !router.hasOtherExhaustiveSwitch(in: module) else { return nil }
                return router
            }
        }
        return nil
    }

    /// For `route.view()`: the `switch self` that is the whole body of the enum's own method `view()` (no arguments),
    /// when the method or the enum is `@MainActor`.
    private static func switchOfMainActorMethod(called destination: ExprSyntax, in enumDecl: EnumDeclSyntax) -> SwitchExprSyntax? {
        let enumOnMainActor = TypeNames.attributes(enumDecl.attributes).contains("MainActor")
        guard let call = destination.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true
        else { return nil }
        let method = member.declName.baseName.text
        for item in enumDecl.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == method,
                  function.signature.parameterClause.parameters.isEmpty,
                  !TypeNames.modifiers(function.modifiers).contains("static"),
                  enumOnMainActor || TypeNames.attributes(function.attributes).contains("MainActor"),
                  let body = function.body, body.statements.count == 1, let only = body.statements.first,
                  let switchExpr = ViewExpressions.expression(of: only)?.as(SwitchExprSyntax.self),
                  switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { continue }
            return switchExpr
        }
        return nil
    }

    var caseNames: [String] {
        enumDecl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map(\.name.text) }
    }

    private func canAdd(_ caseName: String) -> Bool {
        let conformances = enumDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        return conformances.allSatisfy(Self.allowedConformances.contains) && !caseNames.contains(caseName)
            && enumDecl.genericParameterClause == nil
    }

    /// Another `switch` naming only the enum's cases, all of them, without `default`.
    private func hasOtherExhaustiveSwitch(in module: ModuleSources) -> Bool {
        let cases = Set(caseNames)
        guard let first = caseNames.first else { return false }
        for file in module.filesAnywhere(mentioning: ".\(first)") {
            let visitor = SwitchCollector(viewMode: .sourceAccurate)
            visitor.walk(file.tree)
            for other in visitor.switches where other.id != switchExpr.id {
                guard let names = Self.listedCases(other), !names.isEmpty, names.isSubset(of: cases), names == cases else { continue }
                return true
            }
        }
        return false
    }

    /// The case names a switch lists, when every pattern is one of `.name`, `.name(…)`, `Type.name…`; nil when it has
    /// a `default` or another pattern.
    static func listedCases(_ switchExpr: SwitchExprSyntax) -> Set<String>? {
        var names: Set<String> = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element, case .case(let label) = switchCase.label else { return nil }
            for item in label.caseItems {
                var pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                if let call = pattern?.as(FunctionCallExprSyntax.self) { pattern = call.calledExpression }
                guard let member = pattern?.as(MemberAccessExprSyntax.self) else { return nil }
                names.insert(member.declName.baseName.text)
            }
        }
        return names
    }

    /// After the enum's last case, at its indentation.
    func casePlacement() -> AnchorPlacement? {
        Self.placementAfterLastCase(of: enumDecl, in: enumFile, role: .routeCase)
    }

    /// The anchor of `role` after `enumDecl`'s last case, at its indentation; nil where code shares that case's line.
    static func placementAfterLastCase(of enumDecl: EnumDeclSyntax, in file: ModuleSources.File, role: RegistrationSites.Site.Role) -> AnchorPlacement? {
        guard let last = enumDecl.memberBlock.members.last(where: { $0.decl.is(EnumCaseDeclSyntax.self) }), file.endsItsLine(last) else { return nil }
        return file.placement(role, before: file.lastLine(last) + 1, indentation: file.indentation(ofLine: file.firstLine(last)))
    }

    /// Before the switch's `default:` or closing brace, at its cases' indentation.
    func destinationPlacement(in file: ModuleSources.File) -> AnchorPlacement? {
        let labels = switchExpr.cases.compactMap { element -> SwitchCaseSyntax? in
            if case .switchCase(let switchCase) = element { return switchCase }
            return nil
        }
        guard let firstLabel = labels.first else { return nil }
        let indentation = file.indentation(ofLine: file.firstLine(firstLabel))
        if let fallback = labels.first(where: { if case .default = $0.label { return true } else { return false } }) {
            guard let token = fallback.firstToken(viewMode: .sourceAccurate), file.startsItsLine(token) else { return nil }
            return file.placement(.routeDestination, before: file.firstLine(fallback), indentation: indentation)
        }
        guard file.startsItsLine(switchExpr.rightBrace) else { return nil }
        return file.placement(.routeDestination, before: file.firstLine(switchExpr.rightBrace), indentation: indentation)
    }
}

/// Every `switch` of a file.
final class SwitchCollector: SyntaxVisitor {
    var switches: [SwitchExprSyntax] = []

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        switches.append(node)
        return .visitChildren
    }
}
