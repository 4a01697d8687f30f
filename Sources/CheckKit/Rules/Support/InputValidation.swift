import SwiftSyntax

/// Validation written in a presentation type (a view model, a view): a member named for validation (`validate()`,
/// `isValid`) that tests values itself, and a `guard`/`if` that tests an input the user edits (`isInput`, a
/// parameter, a value read from one — `selectedCafe.title` of a settable `selectedCafe` — or a value parsed from one: `guard let amount = Double(amountText), amount > 0`) and, when the test
/// fails, throws or shows an error (sets `errorMessage`, `showAlert`, calls `raiseAlert(…)`); a parse of an input
/// alone that fails into an error is validation too. Each finding once, where it starts.
enum InputValidation {
    struct Found {
        var node: Syntax
        var message: String
        /// The other branches of the member reported with `node` (one finding per validating member).
        var merged: [Syntax] = []

        /// Whether `other` is this finding's node or one of the branches it stands for.
        func covers(_ other: Syntax) -> Bool { node.id == other.id || merged.contains { $0.id == other.id } }
    }

    private static let ruleChecks: Set<ValidationCheck.Kind> = [.countComparison, .valueComparison, .isEmpty, .textMatch, .regex, .formatPredicate]
    /// A branch that shows an error may also compare an input with another value (`password == room.password`).
    private static let branchChecks = ruleChecks.union([.match])

    /// `validationMembers`: also report members named for validation (a view's `isFormValid` gating a button is left alone).
    /// `messageFlags`: the type's flags that show a message (`MessageFlags`); setting one in a failed branch shows an
    /// error as `errorMessage = …` does.
    static func find(
        in type: TypeScope, file: CheckFile, isInput: @escaping (String) -> Bool, validationMembers: Bool, messageFlags: Set<String> = []
    ) -> [Found] {
        var found: [Found] = []
        let exitWords = messageFlags.isEmpty ? Self.exitWords : Self.exitWords + messageFlags.map { Array($0.lowercased().utf8) }
        let isErrorExit = { (name: String) in isErrorName(name) || messageFlags.contains(name) }
        // What a failed branch sets: also a `message` (`message = "Please enter all 6 digits"`); a call is read by the
        // error words only (`messages.append(ChatMessage(…))` adds to a conversation).
        let isErrorTarget = { (name: String) in isErrorExit(name) || isMessageName(name) }
        let members = members(of: type)
        // What a protocol the type conforms to declares is called by others (`addMoney(amount:)` of its protocol).
        let declaredByProtocols = Set((type.entry.map { Array($0.inherited) } ?? type.head.inherited).flatMap { file.type(named: $0).map { $0.kind == .protocol ? Array($0.members) : [] } ?? [] })
        let ownMembers = members.map { member in
            FilledByItself.Member(
                name: member.name, parameters: member.parameters, body: member.body,
                isExposed: isPublic(member.nameNode) || declaredByProtocols.contains(String(member.name.dropLast(2)))
            )
        }
        // The members reported as holding a rule: a branch that shows their verdict (`message = isEmailValid() ? nil :
        // "Invalid"`) calls the rule, it is not a second one (one validation, one finding).
        let ruleMembers: Set<String> = validationMembers ? Set(members.filter { member in
            isValidationName(member.name) && BodyScan.scan(member.body).checks.contains(where: { ruleChecks.contains($0.kind) })
        }.map { $0.name.hasSuffix("()") ? String($0.name.dropLast(2)) : $0.name }) : []
        for member in members {
            let isValidationMember = validationMembers && isValidationName(member.name)
            // A branch is reported only when its exit throws or shows an error, so a body whose text has none of those
            // words cannot hold one: most bodies of views are spared the scan (perf, real-app corpus:
            // view-business-rules went from 4.3% to 2.3% of a cold run's CPU).
            if validationMembers, !isValidationMember, file.text(of: member.body, containsAnyOf: pipelineWords),
               let pipeline = PipelineValidation.find(in: member.body, isInput: isInput) {
                let inputs = pipeline.inputs.map { "`\($0)`" }.joined(separator: ", ")
                found.append(Found(node: pipeline.node, message: "\(type.name).\(member.name) validates \(inputs) itself in a Combine pipeline (maps the input's publisher through a test)"))
                continue
            }
            // `var isSaveEnabled: Bool { transaction.amount > 0 && … }`: a verdict on a field of the record the user
            // edits, against a number (a minimum amount), whatever the member is called. A count (`items.count > 0`) or
            // a value of the view model's own (`unreadCount > 0`) is state, not a rule.
            if validationMembers, !isValidationMember, answersBool(member.nameNode) {
                let check = BodyScan.scan(member.body).checks.first { check in
                    check.kind == .valueComparison && check.root != check.subject && isInput(check.root)
                }
                if let check {
                    found.append(Found(node: member.nameNode, message: "\(type.name).\(member.name) holds a validation rule (`\(check.subject)` of `\(check.root)` against a number)"))
                    continue
                }
            }
            guard isValidationMember || file.text(of: member.body, containsAnyOf: exitWords) else { continue }
            let scan = BodyScan.scan(member.body)
            if isValidationMember, let check = scan.checks.first(where: { ruleChecks.contains($0.kind) }) {
                // Whether a form is filled in (`isSaveEnabled = !title.isEmpty`) enables its button: the required-fields
                // rule is one only where its failure is shown as an error, by the member or by what tests its verdict.
                if scan.checks.allSatisfy({ !ruleChecks.contains($0.kind) || $0.kind == .isEmpty }),
                   !showsVerdict(of: member, scan: scan, in: members.map(\.body), isError: isErrorTarget) { continue }
                found.append(Found(node: member.nameNode, message: "\(type.name).\(member.name) holds a validation rule (\(describe(check)))"))
                continue
            }
            // A method the type only calls itself, with values that are no input (`decodeJwt(jwtToken: response.token)`),
            // is given no input: its parameters are the type's own data, parsed, not the user's, validated.
            let parameters = FilledByItself.isFilledByItself(member.name, among: ownMembers, isInput: isInput)
                ? [] : Set(member.parameters).union(ChangedValues.names(in: member.body) { isInput($0) || member.parameters.contains($0) })
            // A local declared in the member (`let systemInfo = try await api.info()`) is not the property it shadows.
            let locals = LocalNames.declared(in: member.body).subtracting(parameters)
            let isEdited = { (name: String) in !name.isEmpty && !locals.contains(name) && (isInput(name) || parameters.contains(name)) }
            // A local value parsed from an input before the branch (`let amount = Double(amountText) ?? 0`), or made of one
            // by a method of its own (`let code = otp.joined()`, `let name = nameText.trimmingCharacters(in: .whitespaces)`):
            // a test of it tests the input. A value an input is passed to (`let user = try await login(email)`) is none.
            let parsedLocals = Set(scan.bindings.filter { binding in
                (binding.callees.contains(where: ValidationChecks.parserNames.contains) && binding.names.contains(where: isEdited))
                    || isEdited(binding.receiver)
            }.map(\.name))
            // One validating method is one rule however many fields it tests (`signUp()` testing names, email, phone and
            // password in turn): its branches are reported once, at the first, listing the fields. A view's `body` (or
            // another computed property) that marks each field wrong where it is shown keeps a rule per field: one
            // finding per field, at its first test, however many places of the body test it again.
            var tested: [(node: Syntax, field: String, test: String, outcome: String)] = []
            let oneRule = member.name.hasSuffix("()") && member.name != "init()"
            defer {
                var groups: [[(node: Syntax, field: String, test: String, outcome: String)]] = oneRule ? [tested] : []
                if !oneRule {
                    for item in tested {
                        if let index = groups.firstIndex(where: { $0[0].field == item.field }) { groups[index].append(item) } else { groups.append([item]) }
                    }
                }
                groups.removeAll(where: \.isEmpty)
                for group in groups {
                    var fields: [String] = [], tests: [String] = []
                    for item in group {
                        if !fields.contains(item.field) { fields.append(item.field) }
                        if !tests.contains(item.test) { tests.append(item.test) }
                    }
                    let message = "\(type.name).\(member.name) validates \(fields.joined(separator: ", ")) itself ("
                        + (tests.count == 1 ? "\(tests[0]), \(group[0].outcome))" : "\(tests.joined(separator: "; ")); \(group[0].outcome))")
                    found.append(Found(node: group[0].node, message: message, merged: group.dropFirst().map(\.node)))
                }
            }
            for branch in scan.branches {
                let failsInExit = branch.exitThrows || branch.exitTargets.contains(where: isErrorTarget) || branch.exitCalls.contains(where: isErrorExit)
                // `if password == room.password { enter() } else { wrongPassword = true }`: the test is what passes.
                let failsInElse = !failsInExit
                    && (branch.otherwiseThrows || branch.otherwiseTargets.contains(where: isErrorTarget) || branch.otherwiseCalls.contains(where: isErrorExit))
                guard failsInExit || failsInElse else { continue }
                if branch.exitCalls.contains(where: ruleMembers.contains) { continue }
                let parses = branch.parses.filter { isEdited($0.source) }
                let parsed = Dictionary(parses.map { ($0.bound, $0.source) }, uniquingKeysWith: { first, _ in first })
                let throwsError = failsInExit ? branch.exitThrows : branch.otherwiseThrows
                let outcome = (failsInExit ? "then " : "else ") + (throwsError ? "throws" : "sets an error message")
                // A comparison of two values shows its verdict only where the branch itself sets the error (not a button in
                // it, not a `catch` of an operation it runs).
                let direct = branch.directExitShows
                let showsDirectly = failsInElse || direct.throwsError || direct.targets.contains(where: isErrorTarget) || direct.calls.contains(where: isErrorExit)
                if let check = branch.checks.first(where: { check in
                    branchChecks.contains(check.kind) && (check.kind != .match || showsDirectly)
                        && (isEdited(check.subject) || isEdited(check.root) || parsed[check.subject] != nil || parsedLocals.contains(check.subject))
                }) {
                    let source = parsed[check.subject].map { " (parsed from `\($0)`)" } ?? ""
                    tested.append((Syntax(branch.keyword), "`\(check.subject)`\(source)", describe(check), outcome))
                } else if let parse = parses.first {
                    tested.append((Syntax(branch.keyword), "`\(parse.source)`", "parses it as \(parse.parser)", outcome))
                } else if !validationMembers, showsDirectly, !branch.required.isEmpty, branch.required.allSatisfy(isEdited) {
                    // `guard let mainImage, let coverImage else { showValidation("Please select all images") }`: a View
                    // requiring what the user picks before it goes on (the required-fields rule, as `isEmpty` is for text).
                    // Only in a View, whose `@State` optionals are the user's picks; a view model's optional state (the
                    // signed-in user) is not an input the user fills.
                    let fields = branch.required.map { "`\($0)`" }.joined(separator: ", ")
                    tested.append((Syntax(branch.keyword), fields, "requires it to be chosen", outcome))
                }
            }
        }
        // A `Bool` helper testing an input whose verdict a branch fails into an error (`guard isEmailValid() else {
        // showError = true }`): the helper holds the rule, reported once there however many members call it.
        let helpers = members.filter { member in
            !found.contains(where: { $0.node.id == member.nameNode.id }) && answersBool(member.nameNode)
                && BodyScan.scan(member.body).checks.contains { check in
                    ruleChecks.contains(check.kind)
                        && [check.subject, check.root].contains { !$0.isEmpty && (isInput($0) || member.parameters.contains($0)) }
                }
        }
        if !helpers.isEmpty {
            let baseName = { (name: String) in name.hasSuffix("()") ? String(name.dropLast(2)) : name }
            let shown = VerdictCallers.names(Set(helpers.map { baseName($0.name) }), in: members.map(\.body), isError: isErrorExit)
            for helper in helpers where shown.contains(baseName(helper.name)) {
                let check = BodyScan.scan(helper.body).checks.first { ruleChecks.contains($0.kind) }
                found.append(Found(
                    node: helper.nameNode,
                    message: "\(type.name).\(helper.name) holds a validation rule (\(check.map(describe) ?? "a test of an input")) whose failure is shown as an error"
                ))
            }
        }
        return found
    }

    /// Whether a validation member's verdict is shown as an error: one of its own branches fails into one, or a branch
    /// elsewhere tests the member or a property it sets (`isValid = !name.isEmpty`, then `guard isValid else {
    /// applyErrorState() }`) and fails into one.
    private static func showsVerdict(
        of member: (name: String, nameNode: Syntax, parameters: [String], body: Syntax), scan: BodyScan, in bodies: [Syntax],
        isError: @escaping (String) -> Bool
    ) -> Bool {
        let ownBranchShows = scan.branches.contains { branch in
            branch.exitThrows || branch.exitTargets.contains(where: isError) || branch.exitCalls.contains(where: isError)
                || branch.otherwiseThrows || branch.otherwiseTargets.contains(where: isError) || branch.otherwiseCalls.contains(where: isError)
        }
        if ownBranchShows { return true }
        let exit = ExitScan(viewMode: .sourceAccurate)
        exit.walk(member.body)
        let name = member.name.hasSuffix("()") ? String(member.name.dropLast(2)) : member.name
        return !VerdictCallers.names(Set(exit.targets + [name]), in: bodies.filter { $0.id != member.body.id }, isError: isError).isEmpty
    }

    /// A `public` or `open` function, by the token naming it.
    private static func isPublic(_ name: Syntax) -> Bool {
        name.parent?.as(FunctionDeclSyntax.self)?.modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) } ?? false
    }

    /// Functions, initializers and computed properties, with what they take and their bodies.
    private static func members(of type: TypeScope) -> [(name: String, nameNode: Syntax, parameters: [String], body: Syntax)] {
        type.memberDecls.flatMap { decl -> [(name: String, nameNode: Syntax, parameters: [String], body: Syntax)] in
            if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
                return [(function.name.text + "()", Syntax(function.name), parameterNames(function.signature.parameterClause), Syntax(body))]
            }
            if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                return [("init()", Syntax(initializer.initKeyword), parameterNames(initializer.signature.parameterClause), Syntax(body))]
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding -> (name: String, nameNode: Syntax, parameters: [String], body: Syntax)? in
                guard SummaryReader.isComputed(binding), let accessors = binding.accessorBlock,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
                return (name.text, Syntax(name), [], Syntax(accessors))
            }
        }
    }

    /// A function returning `Bool` or a computed property typed `Bool`, by the token naming it.
    private static func answersBool(_ name: Syntax) -> Bool {
        if let function = name.parent?.as(FunctionDeclSyntax.self) {
            return function.signature.returnClause?.type.trimmedDescription == "Bool"
        }
        let binding = name.parent?.parent?.as(PatternBindingSyntax.self)
        return binding?.typeAnnotation?.type.trimmedDescription == "Bool"
    }

    private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> [String] {
        clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }

    /// Where a failed rule is shown: `errorMessage`, `alertText`, `showError`, `raiseAlert`, `validationError` (not
    /// `emptyText` or `hint`).
    private static let errorWords = ["error", "alert", "invalid", "validation", "warning"]
    /// What the text of a body that can hold a reported branch contains: a `throw`, or where an error is shown.
    private static let exitWords = (["throw", "message"] + errorWords).map { Array($0.utf8) }
    /// What the text of a body that can hold a validating pipeline contains: an input's publisher.
    private static let pipelineWords = ["$"].map { Array($0.utf8) }

    /// An error word, unless the name tells of success (`showSuccessAlert`, `successMessage`) or of ending something
    /// (`timer.invalidate()` stops a countdown: `invalid` is in the name, no error is shown).
    private static func isErrorName(_ name: String) -> Bool {
        let lowered = name.lowercased().replacing("invalidate", with: "")
        return errorWords.contains { lowered.contains($0) } && !lowered.contains("success")
    }

    /// `message`, `toastMessage`: a property a failed test sets to the text shown (not one that tells of success).
    private static func isMessageName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix("message") && !lowered.contains("success")
    }

    private static func isValidationName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("valid") && !lowered.contains("invalidate")
    }

    private static func describe(_ check: ValidationCheck) -> String {
        let subject = check.subject.isEmpty ? "a value" : "`\(check.subject)`"
        switch check.kind {
        case .countComparison: return "the length of \(subject) against a number"
        case .valueComparison: return "\(subject) against a number"
        case .isEmpty: return "whether \(subject) is empty"
        case .textMatch: return "the text of \(subject)"
        case .regex: return "a pattern match"
        case .match: return "\(subject) against another value"
        case .formatPredicate: return "whether \(subject) has a valid format"
        }
    }
}

/// The names a body declares with `let`/`var` (closures' included).
private final class LocalNames: SyntaxVisitor {
    private var names = Set<String>()

    static func declared(in body: Syntax) -> Set<String> {
        let finder = LocalNames(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.names
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        return .visitChildren
    }
}
