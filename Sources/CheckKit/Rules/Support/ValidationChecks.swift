import SwiftSource
import SwiftSyntax

/// An expression that tests a value the way validation does.
struct ValidationCheck {
    enum Kind {
        /// `x.isEmpty`
        case isEmpty
        /// `x.count >= 3`: a length against a number.
        case countComparison
        /// `amount > 0`: a value against a number.
        case valueComparison
        /// `email.contains("@")`, `hasPrefix`, `hasSuffix` with a literal.
        case textMatch
        /// A regex literal, `Regex(…)`, `wholeMatch`/`firstMatch`, `range(of:options: .regularExpression)`, `NSPredicate(format:)`.
        case regex
        /// `email.isValidEmail`, `password.isValidPassword()`: a value put to a format predicate named for what it
        /// must be (`isValid` and a noun). The form's rule is which predicates its inputs must pass, and which error each
        /// failure shows; a bare `isValid` (a record's own verdict) is not read.
        case formatPredicate
        /// `password == room.password`, `code != "1234"`: a value against another one that is no number, `nil`, Boolean
        /// or enum case (those pick a state, they hold no rule). Read only where a failed branch shows an error.
        case match
    }

    var kind: Kind
    /// The value tested, by its last property name (`name` for `state.name.isEmpty`); empty when unknown.
    var subject: String
    /// The value the tested one is read from, by its first name (`location` for `location.name.isEmpty`, `self` set
    /// aside); the subject itself when it is read directly, empty when unknown.
    var root: String = ""

    init(kind: Kind, subject: String, root: String = "") {
        self.kind = kind
        self.subject = subject
        self.root = root.isEmpty ? subject : root
    }

    init(kind: Kind, of expression: ExprSyntax) {
        let path = ExpressionPaths.path(expression)
        self.init(kind: kind, subject: ExpressionPaths.subject(expression),
                  root: path.first(where: { !["self", "", "?", "()", "[]"].contains($0) }) ?? "")
    }
}

/// Recognizes the expressions validation is written with.
enum ValidationChecks {
    private static let comparisonOperators: Set<String> = ["<", "<=", ">", ">=", "==", "!="]
    private static let regexMethods: Set<String> = ["wholeMatch", "firstMatch", "prefixMatch"]
    private static let textMatchMethods: Set<String> = ["contains", "hasPrefix", "hasSuffix", "starts"]
    private static let parsers: Set<String> = [
        "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Decimal", "URL", "UUID", "CGFloat",
    ]

    /// The names a parse is called by (`Double`, `number` of `formatter.number(from:)`), for local values.
    static var parserNames: Set<String> { parsers.union(["number", "date"]) }

    /// `x.isEmpty`.
    static func check(memberAccess node: MemberAccessExprSyntax) -> ValidationCheck? {
        guard let base = node.base else { return nil }
        let name = node.declName.baseName.text
        if name == "isEmpty" { return ValidationCheck(kind: .isEmpty, of: base) }
        if isFormatPredicate(name) { return ValidationCheck(kind: .formatPredicate, of: base) }
        return nil
    }

    /// `isValidEmail`, `isValidPhoneNumber`: `isValid` followed by what the value must be.
    static func isFormatPredicate(_ name: String) -> Bool {
        let prefix = "isValid"
        guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else { return false }
        return next.isUppercase
    }

    /// Regex matching and text matching against a literal, from a call.
    static func check(call node: FunctionCallExprSyntax, callee: [String]) -> ValidationCheck? {
        let name = callee.last ?? ""
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let subject = base.map(ExpressionPaths.subject) ?? ""
        let tested = { (kind: ValidationCheck.Kind) in base.map { ValidationCheck(kind: kind, of: $0) } ?? ValidationCheck(kind: kind, subject: subject) }
        if regexMethods.contains(name) || callee == ["Regex"] || callee == ["NSRegularExpression"] {
            return tested(.regex)
        }
        if callee == ["NSPredicate"], node.arguments.first?.label?.text == "format" {
            return ValidationCheck(kind: .regex, subject: "")
        }
        // `text.range(of: pattern, options: .regularExpression)`
        if name == "range", node.arguments.contains(where: { $0.expression.description.contains("regularExpression") }) {
            return tested(.regex)
        }
        if textMatchMethods.contains(name), base != nil,
           node.arguments.count == 1, node.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true {
            return tested(.textMatch)
        }
        return nil
    }

    /// `x.count >= 3` and `amount > 0` in an (unfolded) operator sequence: a comparison's neighbours are its
    /// operands, since comparisons bind tighter than `&&` and `||`.
    static func comparisons(in node: SequenceExprSyntax) -> [ValidationCheck] {
        let elements = Array(node.elements)
        var checks: [ValidationCheck] = []
        for index in elements.indices.dropFirst().dropLast() {
            guard let operation = elements[index].as(BinaryOperatorExprSyntax.self),
                  comparisonOperators.contains(operation.operator.text) else { continue }
            let left = elements[index - 1], right = elements[index + 1]
            let value: ExprSyntax
            if isNumber(right) { value = left } else if isNumber(left) { value = right } else {
                // `text.count > maxCharacters`: a length against a limit the type names.
                if !["==", "!="].contains(operation.operator.text), let limited = [left, right].first(where: isCount), isReference(left), isReference(right),
                   !(isCount(left) && isCount(right)), let base = limited.as(MemberAccessExprSyntax.self)?.base {
                    checks.append(ValidationCheck(kind: .countComparison, of: base))
                }
                if ["==", "!="].contains(operation.operator.text), !isState(left), !isState(right) {
                    checks += [left, right].filter(isReference).map { ValidationCheck(kind: .match, of: $0) }
                }
                continue
            }
            if let count = value.as(MemberAccessExprSyntax.self), count.declName.baseName.text == "count", let base = count.base {
                // `title.count > 0`, `title.count >= 1`: whether it is empty, as `title.isEmpty` asks.
                let againstEmpty = isEmptyTest(operation.operator.text, number: value.id == left.id ? right : left, countOnLeft: value.id == left.id)
                checks.append(ValidationCheck(kind: againstEmpty ? .isEmpty : .countComparison, of: base))
            } else if value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) {
                checks.append(ValidationCheck(kind: .valueComparison, of: value))
            }
        }
        return checks
    }

    /// A length against zero (`count > 0`, `count == 0`, `0 < count`) or one (`count >= 1`, `count < 1`): an emptiness test.
    private static func isEmptyTest(_ operation: String, number: ExprSyntax, countOnLeft: Bool) -> Bool {
        guard let literal = number.as(IntegerLiteralExprSyntax.self)?.literal.text else { return false }
        if literal == "0" { return true }
        guard literal == "1" else { return false }
        return countOnLeft ? operation == ">=" || operation == "<" : operation == "<=" || operation == ">"
    }

    /// `text.count`: a length.
    private static func isCount(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "count" && member.base != nil
    }

    /// `nil`, `true`/`false`, `.loading`: what a state is compared with.
    private static func isState(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        return false
    }

    /// `password`, `self.room.password`: a value read by name, as a comparison's subject.
    private static func isReference(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
    }

    private static func isNumber(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isNumber(prefix.expression) }
        return false
    }

    /// What a call turns text into when it is a parse that fails (gives nil) on text that is not one:
    /// `Double(amountText)` → `Double`, `Decimal(string: text)`, `URL(string: text)`, `formatter.number(from: text)`.
    static func parser(of call: FunctionCallExprSyntax) -> String? {
        let callee = ExpressionPaths.path(call.calledExpression)
        if callee.count == 1, parsers.contains(callee[0]), call.arguments.count == 1 { return callee[0] }
        if callee.count >= 2, let name = callee.last, name == "number" || name == "date", call.arguments.first?.label?.text == "from" {
            return name == "number" ? "a number" : "a date"
        }
        return nil
    }
}
