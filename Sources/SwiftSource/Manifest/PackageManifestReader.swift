import SwiftSyntax

/// One target a `Package.swift` declares: `.target(name: "Domain", path: "Sources/Domain")`.
public struct ManifestTarget: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case regular, executable, test, macro, plugin
    }

    public var name: String
    public var kind: Kind
    /// The `path:` argument, nil when the target uses SwiftPM's default folder.
    public var path: String?
    /// Dependencies written as plain names or `.target(name:)` (products of other packages are left out).
    public var dependencies: [String]
    public var line: Int

    public init(name: String, kind: Kind, path: String? = nil, dependencies: [String] = [], line: Int) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
        self.line = line
    }

    /// The folder SwiftPM reads when `path:` is absent (`Sources/<name>`, `Tests/<name>` for tests).
    public var defaultPath: String {
        kind == .test ? "Tests/\(name)" : (kind == .plugin ? "Plugins/\(name)" : "Sources/\(name)")
    }
}

/// Reads the targets of a `Package.swift` without running it: every `.target(…)`-like call with a literal
/// `name:`. A manifest that builds its targets in loops or from variables shows only its literal ones.
public enum PackageManifestReader {
    private static let kinds: [String: ManifestTarget.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro, "plugin": .plugin,
        "binaryTarget": .regular, "systemLibrary": .regular,
    ]

    public static func targets(in source: String) -> [ManifestTarget] {
        let tree = SwiftParsing.parse(source)
        let converter = SourceLocationConverter(fileName: "Package.swift", tree: tree)
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.calls.compactMap { call -> ManifestTarget? in
            guard let kind = kind(of: call), let name = stringArgument("name", of: call) else { return nil }
            return ManifestTarget(
                name: name, kind: kind, path: stringArgument("path", of: call), dependencies: dependencies(of: call),
                line: converter.location(for: call.positionAfterSkippingLeadingTrivia).line
            )
        }
    }

    /// The kind of target a call declares (`.target(…)`, `Target.testTarget(…)`), nil for any other call.
    fileprivate static func kind(of call: FunctionCallExprSyntax) -> ManifestTarget.Kind? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.trimmedDescription == "Target" else { return nil }
        return kinds[member.declName.baseName.text]
    }

    private static func stringArgument(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.arguments.first(where: { $0.label?.text == label }) else { return nil }
        return literal(argument.expression)
    }

    private static func literal(_ expression: ExprSyntax) -> String? {
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// `"Domain"` and `.target(name: "Domain")`; `.product(…)` names another package's product and is left out.
    private static func dependencies(of call: FunctionCallExprSyntax) -> [String] {
        guard let array = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self)
        else { return [] }
        return array.elements.compactMap { element in
            if let name = literal(element.expression) { return name }
            if let inner = element.expression.as(FunctionCallExprSyntax.self),
               inner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target" {
                return stringArgument("name", of: inner)
            }
            return nil
        }
    }

    private final class CallFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        /// A target's own arguments hold `.target(name:)` dependencies, which are no targets of the manifest.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard PackageManifestReader.kind(of: node) != nil else { return .visitChildren }
            calls.append(node)
            return .skipChildren
        }
    }
}
