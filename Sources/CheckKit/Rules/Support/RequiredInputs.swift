import SwiftSource
import SwiftSyntax

/// A view applying a rule its caller switches on: an `if` testing an input the user edits together with a `Bool` the
/// view is given (`if value.isEmpty && required { Text("This field is required") }`, `let required: Bool`). Which
/// fields must be filled, and how long a value must be, is the form's rule; a view that is told "required" and checks
/// it decides the rule's outcome itself (seed 003 View "No business logic", 000 View "Business logic"). An input test
/// alone (`if query.isEmpty { Text("Type to search") }`) stays a hint, and a given flag alone picks what to show.
enum RequiredInputs {
    struct Found {
        var node: Syntax
        var message: String
    }

    static func find(in type: TypeScope, isInput: @escaping (String) -> Bool) -> [Found] {
        let given = givenFlags(of: type)
        guard !given.isEmpty else { return [] }
        let finder = Finder(given: given, isInput: isInput)
        finder.walk(type.members)
        return finder.found.map { found in
            Found(node: found.node, message: "\(type.name) validates `\(found.subject)` itself (\(found.test), when its caller sets `\(found.flag)`)")
        }
    }

    /// `let required: Bool`: a stored constant the view's caller gives it.
    private static func givenFlags(of type: TypeScope) -> Set<String> {
        var flags: Set<String> = []
        for decl in type.memberDecls {
            guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                  variable.attributes.isEmpty, !TypeNames.modifiers(variable.modifiers).contains("static") else { continue }
            for binding in variable.bindings where binding.typeAnnotation?.type.trimmedDescription == "Bool" && binding.initializer == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { flags.insert(name) }
            }
        }
        return flags
    }

    private final class Finder: SyntaxVisitor {
        let given: Set<String>
        let isInput: (String) -> Bool
        var found: [(node: Syntax, subject: String, test: String, flag: String)] = []

        init(given: Set<String>, isInput: @escaping (String) -> Bool) {
            self.given = given
            self.isInput = isInput
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
            for condition in node.conditions {
                guard let sequence = condition.condition.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
                      sequence.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }) else { continue }
                let operands = sequence.elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
                guard let flag = operands.lazy.compactMap({ self.flagName($0) }).first else { continue }
                var checks = ValidationChecks.comparisons(in: sequence).filter { $0.kind != .match }
                checks += operands.compactMap { $0.as(MemberAccessExprSyntax.self).flatMap(ValidationChecks.check(memberAccess:)) }
                if let check = checks.first(where: { isInput($0.subject) || isInput($0.root) }) {
                    let test = check.kind == .isEmpty ? "whether `\(check.subject)` is empty" : "`\(check.subject)` against a rule"
                    found.append((Syntax(node.ifKeyword), check.subject, test, flag))
                    break
                }
            }
            return .visitChildren
        }

        /// `required`, `self.required`: a given flag read as it is.
        private func flagName(_ expression: ExprSyntax) -> String? {
            let path = ExpressionPaths.path(expression).filter { $0 != "self" }
            guard path.count == 1, given.contains(path[0]) else { return nil }
            return path[0]
        }
    }
}
