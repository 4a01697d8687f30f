import ScaffoldCore
import SwiftSource
import SwiftSyntax

/// An app whose window UIKit builds — a scene or app delegate making `UIHostingController(rootView: ContentView())`
/// its root, with no SwiftUI `App` — and no `rootView` in .scaffold.yml: scaffold finds no screen to register a
/// feature in, so `feature` stops before writing anything (not files and lines to paste), at the hosting call, and
/// names the SwiftUI view hosted there for `rootView:` (reduced from Two-Peas-in-a-Pod/SwiftUI-MVVM-C-Fit-Foodie@8c5aa9f,
/// SwiftUI-MVVM-C/SceneDelegate.swift).
struct UIKitScene {
    var file: ModuleSources.File
    var call: FunctionCallExprSyntax
    /// The SwiftUI view the hosting controller shows (`ContentView`), and its file, where the module declares it.
    var hostedView: String?
    var hostedFile: String?

    /// The first `UIHostingController(rootView:)` of the module, one in a scene or app delegate first.
    static func find(in module: ModuleSources) -> UIKitScene? {
        var found: [(file: ModuleSources.File, call: FunctionCallExprSyntax)] = []
        for file in module.files(mentioning: "UIHostingController") {
            let visitor = HostingCalls(viewMode: .sourceAccurate)
            visitor.walk(file.tree)
            found += visitor.calls.map { (file, $0) }
        }
        let delegates = ["UIWindowSceneDelegate", "UIApplicationDelegate"]
        guard let first = found.first(where: { item in
            SourceText.contains(Array("rootViewController".utf8), in: item.file.bytes)
                && delegates.contains { SourceText.contains(Array($0.utf8), in: item.file.bytes) }
        }) ?? found.first else { return nil }
        var scene = UIKitScene(file: first.file, call: first.call)
        if let view = hostedType(of: first.call) {
            scene.hostedView = view
            scene.hostedFile = module.declaration(of: view).map(\.file.path)
        }
        return scene
    }

    /// The type whose code makes the hosting controller (`SceneDelegate`).
    var owner: String? {
        var node = Syntax(call)
        while let parent = node.parent {
            if let decl = parent.asProtocol(DeclGroupSyntax.self), let name = ModuleSources.name(of: decl) { return name }
            node = parent
        }
        return nil
    }

    /// The refusal, at the hosting call, with the keys that name the hosted view.
    var problem: Diagnostic {
        let rootView = hostedView.map { view in "`rootView: { type: \(view)" + (hostedFile.map { ", file: \($0)" } ?? "") + " }`" }
        return Diagnostic(
            .error, "\(owner ?? "the app") builds its window in UIKit (`\(call.trimmedDescription)`), and .scaffold.yml names no SwiftUI view "
                + "where a feature's screens are reached",
            at: file.location(call),
            hint: "set \(rootView ?? "`rootView:`") in .scaffold.yml (the SwiftUI view the window shows, whose NavigationStack takes the feature's "
                + "link and routes) and `compositionRoot:` to the type that makes the app's objects (the root view may be it), then run again"
        )
    }

    /// `UIHostingController(rootView: …)`, generic or not.
    static func isHosting(_ call: FunctionCallExprSyntax) -> Bool {
        ViewExpressions.name(of: call) == "UIHostingController" && ViewExpressions.argument("rootView", of: call) != nil
    }

    /// `ContentView` for `UIHostingController(rootView: ContentView())`, or for `rootView: contentView` after
    /// `let contentView = ContentView()` in the same body.
    static func hostedType(of call: FunctionCallExprSyntax) -> String? {
        guard let argument = ViewExpressions.argument("rootView", of: call) else { return nil }
        if let made = ViewExpressions.baseCall(of: argument) { return ViewExpressions.name(of: made) }
        guard let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = Syntax(call)
        while let parent = node.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.trimmedDescription == name {
                        if let value = binding.initializer?.value, let made = ViewExpressions.baseCall(of: value) {
                            return ViewExpressions.name(of: made)
                        }
                    }
                }
            }
            node = parent
        }
        return nil
    }
}

/// Every `UIHostingController(rootView: …)` of a file.
private final class HostingCalls: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if UIKitScene.isHosting(node) { calls.append(node) }
        return .visitChildren
    }
}
