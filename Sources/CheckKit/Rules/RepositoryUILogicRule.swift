import SwiftSource
import SwiftSyntax

/// A repository formats data for display.
///
/// Reported per member of a repository implementation that: calls `formatted(…)` (FormatStyle, made for
/// people to read), `String(format:)`, `String(localized:)` or `NSLocalizedString`; builds a display formatter
/// (`RelativeDateTimeFormatter`, `ListFormatter`, …); or returns text it joins from interpolated strings (the
/// seed's `fetchAndFormat`). And once per SwiftUI/UIKit display type the repository names (`Color`, `Font`,
/// `Text`, `AttributedString`). `DateFormatter`, `ISO8601DateFormatter` and `NumberFormatter` also parse and
/// write wire formats, so they alone are not reported.
final class RepositoryUILogicRule: MentionVisitor, Rule {
    static let description = RuleDescription(
        id: "repository-ui-logic",
        rank: 50,
        summary: "A repository returns raw data; formatting for display belongs to the view model.",
        reports: #"a repository formats for display (`formatted(…)`, `String(format:)`, `String(localized:)`, display formatters, text joined from interpolations, `Color`/`Font`/`Text`) — 000 "UI logic in Repository", 002 Data "Make decisions about presentation""#,
        severity: .warning,
        passages: [
            "layered": SeedPassage(.layered, "Anti-patterns - P1 › UI logic in Repository", "// Repository returns raw data", "// ViewModel handles formatting"),
            "clean": SeedPassage(.clean, "Layer Responsibilities › Data Layer", "Make decisions about presentation"),
        ],
        hint: "return the model from the repository and format it in the view model (or the view)",
        triggering: [
            RuleExample("layered", "Sources/App/Repositories/ReminderRepository.swift", """
            class ReminderRepository {
                func ↓fetchAndFormat() -> String {
                    let reminders = fetchReminders()
                    return reminders.map { "• \\($0.title)" }.joined(separator: "\\n")
                }
                func fetchReminders() -> [ReminderModel] { [] }
            }
            """),
            RuleExample("clean", "Sources/App/Data/Repositories/DefaultNoteRepository.swift", """
            final class DefaultNoteRepository: NoteRepository {
                func ↓subtitle(for note: Note) -> String {
                    note.updatedAt.formatted(date: .abbreviated, time: .omitted)
                }
                func tint(for note: Note) -> ↓Color { .blue }
            }
            """),
        ],
        nonTriggering: [
            RuleExample("layered", "Sources/App/Repositories/ReminderRepository.swift", """
            class ReminderRepository {
                private let decoder = ISO8601DateFormatter()
                func fetchReminders() -> [ReminderModel] { [] }
                private func key(for id: UUID) -> String { "reminder-\\(id)" }
            }
            """),
            RuleExample("layered", "Sources/App/ViewModels/ReminderViewModel.swift", """
            @MainActor
            class ReminderViewModel {
                var reminders: [ReminderModel] = []
                var formattedList: String {
                    reminders.map { "• \\($0.title)" }.joined(separator: "\\n")
                }
            }
            """),
        ]
    )

    private static let displayTypes: Set<String> = [
        "Color", "Font", "Text", "LocalizedStringKey", "AttributedString", "NSAttributedString",
        "UIColor", "UIFont", "NSColor", "NSFont",
    ]
    private static let displayFormatters: Set<String> = [
        "RelativeDateTimeFormatter", "ListFormatter", "MeasurementFormatter", "PersonNameComponentsFormatter",
        "ByteCountFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
    ]

    private func isChecked(_ type: TypeScope) -> Bool { type.role == .repository && type.kind != .protocol }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        guard isChecked(type) else { return type.declaresTypes ? .visitChildren : .skipChildren }
        for member in Self.members(of: type) {
            if let reason = Self.formatting(name: member.name, modifiers: member.modifiers, returnType: member.returnType, body: member.body) {
                report("\(type.name).\(member.name) formats for display (\(reason))", at: member.nameNode)
            }
        }
        return .visitChildren
    }

    override func mention(_ name: String, at token: TokenSyntax, in type: TypeScope) {
        guard isChecked(type), Self.displayTypes.contains(name) else { return }
        report("\(type.name) is a repository and uses \(name), a display type", mentioning: name, at: token)
    }

    /// Functions and properties (their getters or initial values), with what they return.
    private static func members(of type: TypeScope)
        -> [(name: String, nameNode: Syntax, modifiers: [String], returnType: String?, body: BodyScan)] {
        type.memberDecls.flatMap { decl -> [(name: String, nameNode: Syntax, modifiers: [String], returnType: String?, body: BodyScan)] in
            if let function = decl.as(FunctionDeclSyntax.self) {
                let body = function.body.map { BodyScan.scan($0) } ?? BodyScan(viewMode: .sourceAccurate)
                return [(
                    function.name.text + "()", Syntax(function.name), TypeNames.modifiers(function.modifiers),
                    function.signature.returnClause.flatMap { TypeNames.outermost($0.type) }, body
                )]
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            let modifiers = TypeNames.modifiers(variable.modifiers)
            return variable.bindings.compactMap { binding -> (name: String, nameNode: Syntax, modifiers: [String], returnType: String?, body: BodyScan)? in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
                let value: Syntax? = binding.accessorBlock.map { Syntax($0) } ?? binding.initializer.map { Syntax($0) }
                let body = value.map { BodyScan.scan($0) } ?? BodyScan(viewMode: .sourceAccurate)
                return (name.text, Syntax(name), modifiers, binding.typeAnnotation.flatMap { TypeNames.outermost($0.type) }, body)
            }
        }
    }

    private static func formatting(name: String, modifiers: [String], returnType: String?, body: BodyScan) -> String? {
        for call in body.calls {
            if call.name == "formatted" { return "calls formatted(…)" }
            if call.callee == ["String"], call.labels.first == "format" { return "calls String(format:)" }
            if call.callee == ["String"], call.labels.first == "localized" { return "calls String(localized:)" }
            if call.callee == ["NSLocalizedString"] { return "calls NSLocalizedString" }
            if call.callee.count == 1, displayFormatters.contains(call.name) { return "makes a \(call.name)" }
        }
        let isPrivate = modifiers.contains { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }
        guard !isPrivate, returnType == "String" || returnType == "AttributedString" else { return nil }
        if body.interpolates && body.calls.contains(where: { $0.name == "joined" }) { return "joins interpolated text" }
        let lowered = name.lowercased()
        if lowered.contains("format") || lowered.contains("display") { return "returns display text" }
        return nil
    }
}
