import ScaffoldCore

/// Names templates used before the plan became their context, with what stands for each now, so a project's ejected
/// templates (`.scaffold/templates/`) keep rendering the same: a name that became a composition of others is replaced
/// by that template text (`{{createStub}}` → `{{create.member}}Handler`), a switch by the section it became (`#`, or
/// `^` where it turned over: `valueNavigation` → `^clean`). Each override that uses one gets a warning naming the new
/// spelling (`TemplateSet.deprecations`). Docs/Templates.md, "Renamed names", lists them (`make docs`).
enum TemplateAliases {
    static let table: [String: String] = named.merging(actionMembers) { kept, _ in kept }

    /// The screens' calls: the members of each action a list or form test stubs and reads, one row per member
    /// (`createStub` → `{{create.member}}Handler`); the list's load had the first four only.
    private static let actionMembers: [String: String] = {
        let members: [(suffix: String, spelling: (String) -> String)] = [
            ("Call", { "{{\($0).call}}" }), ("Variable", { "{{\($0).variable}}" }), ("Stub", { "{{\($0).member}}Handler" }),
            ("Error", { "{{\($0).member}}Error" }), ("Received", { "{{\($0).received}}" }), ("PassThrough", { "{{\($0).passThrough}}" }),
            ("Returns", { "{{\($0).returns}}" }), ("TapsAgain", { "{{\($0).tapsAgain}}" }),
        ]
        let actions = [("load", 4), ("create", 8), ("update", 8), ("fetch", 8), ("delete", 8)]
        return Dictionary(uniqueKeysWithValues: actions.flatMap { action, count in
            members.prefix(count).map { (action + $0.suffix, $0.spelling(action)) }
        })
    }()

    /// Every other name, as it was spelled.
    private static let named: [String: String] = [
        // Every feature template
        "repositoryMock": "{{repositoryProtocol}}Mock", "testError": "{{entity}}TestError",
        "valueNavigation": "^clean", "makesDoubles": "#xctest",
        // Model, repositories and data sources
        "dtoFields": "#fields", "usesCleanup": "#persists", "bodyDTO": "{{entity}}BodyDTO",
        "storeWord": "{{#isService}}service{{/isService}}{{^isService}}store{{/isService}}",
        "dataSourceType": "{{#hasDataSourceProtocol}}any {{/hasDataSourceProtocol}}{{dataSourceName}}",
        "dataSourceCall": "{{#hasDataSourceProtocol}}try {{/hasDataSourceProtocol}}await",
        // Validator, UseCase
        "unwrap": "if let value = {{entityVariable}}.{{field}} {", "hasRefusal": "#refusal", "hasExpectations": "#hasStoredExpectations",
        "conformances": "{{useCaseProtocol}}{{#takesInput}}, UseCase{{/takesInput}}", "notImplemented": "^implemented",
        "executeFailing": "{{executeDefault}}", "untouched": "{{repositoryMethod}}CallCount", "operationLiteral": "\"{{operation}}\"",
        "sorts": "#sortField", "probePadded": "\"  \" + {{probeValue}} + \"\\n\"", "required": "^optional",
        "otherFixture": "{{referringEntity}}.fixture()", "labelWithArticle": "{{anEntity}}", "ownLabel": "{{entityLabel}}",
        // Screens
        "hasListInit": "#listViewInitParameters", "listGenerics": "{{#makesCreateForm}}<CreateForm: {{q.View}}>{{/makesCreateForm}}",
        "isCreatingBinding": "{{#clean}}{{q.Bindable}}(coordinator).isCreating{{/clean}}{{^clean}}$isCreating{{/clean}}",
        "createForm": "{{#clean}}coordinator.view(for: .new){{/clean}}{{^clean}}makeCreateForm(){{/clean}}",
        "formViewInitParameters": "viewModel: {{#observableObject}}@autoclosure @escaping () -> {{/observableObject}}{{formViewModel}}{{#clean}}, coordinator: {{coordinator}}{{/clean}}",
        "hasRowSubtitle": "#rowSubtitle", "hasRowTrailing": "#rowTrailing", "rowPreviewRecords": "{{#rowRecords}}, {{name}}: nil{{/rowRecords}}",
        "rowArguments": "{{entityVariable}}: {{entityVariable}}{{#rowRecords}}, {{name}}: viewModel.{{name}}(for: {{entityVariable}}){{/rowRecords}}",
        "errorIcon": "exclamationmark.triangle", "emptyIcon": "tray", "a11yPrefix": "{{entityVariable}}",
        "deleteQuestion": "\"Delete this {{entityLabel}}?\"",
        "emptyHint": "{{#canCreate}}Tap Add to create {{anEntity}}.{{/canCreate}}{{^canCreate}}Nothing here yet.{{/canCreate}}",
        "previewStack": "{{q.NavigationStack}}", "previewListName": "\"{{entitiesTitle}}\"",
        "previewNewName": "\"New {{entityLabel}}\"", "previewEditName": "\"Edit {{entityLabel}}\"", "hasStart": "#startRoute",
        "hasStatus": "#hasStatusRows", "switchLabel": "{{label}}", "textItem": "{{formViewModel}}.Draft.TextItem",
        // View models
        "deletingStorage": "{{#observable}}@{{q.ObservationIgnored}} {{/observable}}private var deleting: {{q.Set}}<{{idType}}> = []",
        "newTitle": "{{q.String}}(localized: \"New {{entityLabel}}\")", "editTitle": "{{q.String}}(localized: \"Edit {{entityLabel}}\")",
        "choicesFailure": "{{q.String}}(localized: \"Could not load the choices: \\(error.localizedDescription)\")",
        "binding": "$viewModel.{{statePath}}draft.{{field}}", "dateBinding": "$viewModel.{{statePath}}draft.{{field}}Value",
        "stub": "{{member}}Handler", "candidate": "{{entityVariable}}To{{testName}}",
        "isConfirming": "isConfirming{{testName}}", "hasEdit": "#editLine",
        // Wiring tests, composition roots
        "showNew": "{{coordinatorPath}}.showNew()", "finish": "{{coordinatorPath}}.finish()", "creating": "{{coordinatorPath}}.isCreating",
        "navigationPath": "{{rootVariable}}.appCoordinator.path", "hasSequenceEdit": "#editedField",
        "hasOperationSequence": "#hasSequenceOperation",
        "sequenceEditLine": "viewModel.{{statePath}}draft.{{editedField}} = {{editedStoredValue}}",
        "repositoryType": "any {{repositoryProtocol}}", "hasHomeLink": "#homeLink", "hasCoordinator": "#coordinatorProperty",
        "hasContainer": "#hasContainerType",
    ]

    /// `text` with every old name replaced as `table` says, and where each was (1-based line and column).
    static func rewrite(_ text: String) -> (text: String, uses: [(name: String, line: Int, column: Int)]) {
        let tags = TemplateTags(text)
        guard tags.isComplete else { return (text, []) }
        var result = "", uses: [(String, Int, Int)] = []
        var line = 1, column = 1, index = text.startIndex
        var pending = tags.tags[...]
        while index < text.endIndex {
            if let tag = pending.first, tag.line == line, tag.column == column, let replacement = replacement(for: tag) {
                let close = text[index...].range(of: text[index...].hasPrefix("{{{") ? "}}}" : "}}")!.upperBound
                result += replacement
                uses.append((tag.name, line, column))
                column += text.distance(from: index, to: close)
                index = close
                pending = pending.dropFirst()
                continue
            }
            if let tag = pending.first, tag.line < line || (tag.line == line && tag.column < column) { pending = pending.dropFirst() }
            if text[index] == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            result.append(text[index])
            index = text.index(after: index)
        }
        return (result, uses)
    }

    /// What replaces one tag: a variable's template text, a section's new name with its polarity; nil when the tag
    /// keeps its name.
    private static func replacement(for tag: TemplateTags.Tag) -> String? {
        guard let new = table[tag.name] else { return nil }
        let section = new.first == "#" || new.first == "^"
        let name = section ? String(new.dropFirst()) : new
        switch tag.kind {
        case .variable where !section: return new
        case .section where section: return "{{\(new.first == "^" ? "^" : "#")\(name)}}"
        case .invertedSection where section: return "{{\(new.first == "^" ? "#" : "^")\(name)}}"
        case .close where section: return "{{/\(name)}}"
        default: return nil
        }
    }

    /// A warning for each old name an override uses, at its first place, naming what to write instead.
    static func deprecations(_ source: TemplateSet.Source) -> [Diagnostic] {
        var seen: Set<String> = []
        return rewrite(source.text).uses.filter { seen.insert($0.name).inserted }.map { use in
            let new = table[use.name] ?? ""
            let spelled = new.hasPrefix("#") || new.hasPrefix("^") ? "`{{\(new)}}`" : "`\(new)`"
            return Diagnostic(
                .warning, "template \(source.name) uses `\(use.name)`, an old name; it still works, as \(spelled)",
                at: SourceLocation(file: source.path, line: use.line, column: use.column),
                hint: "write \(spelled) instead (Docs/Templates.md, \"Renamed names\")"
            )
        }
    }
}
