import SwiftSource
import SwiftSyntax

/// The modules a repository's SwiftPM packages declare and the folders that hold each, read from every
/// `Package.swift` found under the sources (`sources: .` with several packages at the root): a module's layer is
/// the layer of its files, so `import BagData` in a Presentation file is Presentation depending on Data.
///
/// Reads the manifest's syntax, not its evaluation: `.target(name:path:sources:)` with literal strings, the
/// default `Sources/<name>` (`Tests/<name>` for a test target) otherwise.
enum PackageTargets {
    /// Module name → folders (root-relative) holding its sources, from manifests by root-relative path.
    static func modules(manifests: [(path: String, text: String)]) -> [String: [String]] {
        var modules: [String: [String]] = [:]
        for (path, text) in manifests.sorted(by: { $0.path < $1.path }) {
            let package = path.split(separator: "/").dropLast().joined(separator: "/")
            let reader = TargetReader(viewMode: .sourceAccurate)
            reader.walk(SwiftParsing.parse(text))
            for target in reader.targets {
                let base = target.path ?? (target.isTest ? "Tests/\(target.name)" : "Sources/\(target.name)")
                let folders = (target.sources ?? [""]).map { source in
                    ([package, base, source].filter { !$0.isEmpty }.joined(separator: "/"))
                        .split(separator: "/").filter { $0 != "." }.joined(separator: "/")
                }
                modules[target.name, default: []] += folders
            }
        }
        return modules
    }

    private struct Target {
        var name: String
        var path: String?
        var sources: [String]?
        var isTest: Bool
    }

    /// `.target(name: "Bag", path: "Sources", sources: ["Domain"])` and its kin, wherever they are written.
    private final class TargetReader: SyntaxVisitor {
        private static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]
        var targets: [Target] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                  Self.kinds.contains(member.declName.baseName.text) else { return .visitChildren }
            var target = Target(name: "", isTest: member.declName.baseName.text == "testTarget")
            for argument in node.arguments {
                switch argument.label?.text {
                case "name": target.name = Self.text(argument.expression) ?? ""
                case "path": target.path = Self.text(argument.expression)
                case "sources":
                    target.sources = argument.expression.as(ArrayExprSyntax.self)?.elements.compactMap { Self.text($0.expression) }
                default: continue
                }
            }
            if !target.name.isEmpty { targets.append(target) }
            return .skipChildren
        }

        /// A string literal without interpolation.
        private static func text(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
                text += plain.content.text
            }
            return text
        }
    }
}
