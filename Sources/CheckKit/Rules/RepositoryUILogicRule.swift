import SwiftSource

/// A repository formats data for display.
///
/// Reported per member of a repository implementation that: calls `formatted(…)` (FormatStyle, made for
/// people to read), `String(format:)`, `String(localized:)` or `NSLocalizedString`; builds a display formatter
/// (`RelativeDateTimeFormatter`, `ListFormatter`, …); or returns text it joins from interpolated strings (the
/// seed's `fetchAndFormat`). And once per SwiftUI/UIKit display type the repository names (`Color`, `Font`,
/// `Text`, `AttributedString`). `DateFormatter`, `ISO8601DateFormatter` and `NumberFormatter` also parse and
/// write wire formats, so they alone are not reported.
struct RepositoryUILogicRule: Rule {
    let description = RuleDescription(
        id: "repository-ui-logic",
        summary: "A repository returns raw data; formatting for display belongs to the view model.",
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

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.filter { $0.role == .repository && $0.fact.kind != .protocol }.flatMap { repository in
            let members = repository.fact.functions.map { ($0.name + "()", $0.position, $0.modifiers, $0.returnType, $0.body) }
                + repository.fact.properties.map { ($0.name, $0.position, $0.modifiers, $0.typeName, $0.body) }
            let memberFindings = members.compactMap { name, position, modifiers, returnType, body -> Finding? in
                guard let reason = Self.formatting(name: name, modifiers: modifiers, returnType: returnType, body: body) else { return nil }
                return description.finding(
                    "\(repository.fact.name).\(name) formats for display (\(reason))", in: project, file: repository.file.path, at: position
                )
            }
            let typeFindings = repository.fact.references.filter { Self.displayTypes.contains($0.name) }.map { reference in
                description.finding(
                    "\(repository.fact.name) is a repository and uses \(reference.name), a display type", in: project,
                    file: repository.file.path, at: reference.position
                )
            }
            return memberFindings + typeFindings
        }
    }

    private static func formatting(name: String, modifiers: [String], returnType: String?, body: BodyFact) -> String? {
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
