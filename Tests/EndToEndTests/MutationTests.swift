import Foundation
import FeatureKit
import ScaffoldCore
import XCTest

/// The generated tests catch a broken slice (issue 24, "tests that catch a broken slice"): for every preset, each
/// mutant of the generated ReminderList and Reminder slices — an operation's `sets:` not applied, a write skipped,
/// validation skipped, the reference check skipped (on a write, and `onDelete: restrict` on a delete), a delete not
/// called, the form saving the original instead of the draft, a screen or a UseCase (mvvm: a Service) showing its
/// input instead of what came back, the list's search ignored, an operation whose UseCase is not written offered, an
/// operation offered or run where the record's state does not let it (`enabledWhen:` included) — and, for every preset
/// (each generates a server-backed slice), each mutant of the generated remote Purse (RemotePurse.yml) — a wrong HTTP
/// method, a DTO dropping a field on read and on write, a field written under a wrong key, the offline fallback skipped,
/// a `422` mapped to success, a refused write kept in the saved copy, the server's id ignored, a custom operation's request
/// sent as an update, its `link` pages' next
/// link ignored, misread or not followed, a link to another server followed — is written
/// into its preset's module of the default isolation's suite package
/// as a schema (Support/Mutant.swift), and the generated tests must fail in the run that turns it on. The unmutated slice (the baseline) must pass, so a failure is the mutant's doing. Presets alternate
/// the test framework (layered and clean XCTest, features and mvvm Swift Testing), so both families of test
/// templates are proved.
final class MutationTests: XCTestCase {
    func testEveryMutantOfTheLayeredSlicesIsKilled() throws {
        try assertEveryMutantIsKilled(.layered)
    }

    func testEveryMutantOfTheFeaturesSlicesIsKilled() throws {
        try assertEveryMutantIsKilled(.features)
    }

    func testEveryMutantOfTheCleanSlicesIsKilled() throws {
        try assertEveryMutantIsKilled(.clean)
    }

    func testEveryMutantOfTheMVVMSlicesIsKilled() throws {
        try assertEveryMutantIsKilled(.mvvm)
    }

    private func assertEveryMutantIsKilled(_ preset: Preset, line: UInt = #line) throws {
        let outcome = try SuitePackage.outcome(of: MutantsPart.self, .nonisolated)
        let baseline = MutantsPart.module(preset, nil)
        guard outcome.assertTestsPass(baseline, minimumTests: 20, "\(preset.rawValue) baseline", line: line) != nil else { return }
        let mutants = Mutant.reminderSlices(preset)
        var survivors: [String] = []
        var report: [String] = []
        for mutant in mutants {
            guard let run = outcome.runs[MutantsPart.module(preset, mutant)] else {
                XCTFail("\(preset.rawValue): no test run for mutant \(mutant.name)", line: line)
                continue
            }
            let failed = FailedTests(run.stdout + "\n" + run.stderr)
            if run.exitCode == 0 || failed.names.isEmpty {
                // The output's end says why a failed run named no test (a crash, a timeout, a harness error).
                let tail = run.exitCode == 0 ? "" : "; its output ends:\n" + (run.stdout + "\n" + run.stderr).split(separator: "\n").suffix(15).joined(separator: "\n")
                survivors.append("\(mutant.name) (\(mutant.bug); \(mutant.file)): exit \(run.exitCode), no failing test" + tail)
            }
            report.append("  \(mutant.name): \(failed.names.isEmpty ? "SURVIVED" : "killed by \(failed.names.prefix(3).joined(separator: ", "))")")
        }
        print("mutation score \(preset.rawValue): \(mutants.count - survivors.count)/\(mutants.count) killed\n" + report.joined(separator: "\n"))
        XCTAssertEqual(survivors, [], "\(preset.rawValue): the generated tests pass with these bugs in the slice", line: line)
    }
}

/// MutationTests' share of the default isolation's suite package: per preset, one module `Mutant<Preset>`
/// generated from ReminderList.yml, Reminder.yml, Badge.yml and Sticker.yml with every mutant of the preset written in as a schema
/// (Support/Mutant.swift). Its tests run once with no mutant on (the baseline, labelled `Mutant<Preset>`) and once
/// per mutant with `SCAFFOLD_MUTANT` naming it (labelled `Mutant<Preset><Name>`): one build for 49 runs.
enum MutantsPart: SuitePart {
    static let folder = "mutants"
    /// The two versions of the Wallet spec the hand-written migrating stores were made from.
    static let walletSpecs = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Stores/HandWritten")
        /// Badge: the rules whose weakened checks only tests at the edges catch (issue 35, item 3).
    /// Sticker: a cascade from Badge's delete, whose order and undo only failing stores tell (issue 35, H1).
    private static let specs = ["ReminderList.yml", "Reminder.yml", "Badge.yml", "Sticker.yml"]

    /// The specs of `preset`'s module: the remote Purse beside the reminders where the preset generates remote code.
    static func specs(_ preset: Preset) -> [String] {
        Mutant.remoteSlice(preset).isEmpty ? specs : specs + ["RemotePurse.yml"]
    }

    struct Generated: GeneratedPart {
        var modules: [HarnessPackage.Module]
        var testGroups: [TestGroup] {
            Preset.allCases.flatMap { preset in
                let module = MutantsPart.module(preset, nil)
                return [TestGroup(label: module, modules: [module])] + Mutant.reminderSlices(preset).map { mutant in
                    TestGroup(label: MutantsPart.module(preset, mutant), modules: [module], environment: [Mutant.environmentVariable: mutant.name])
                }
            }
        }
    }

    /// The preset's module (`MutantLayered`), or with a mutant the label of the run that turns it on
    /// (`MutantLayeredSetsNotApplied`).
    static func module(_ preset: Preset, _ mutant: Mutant?) -> String {
        "Mutant" + preset.capitalized + (mutant.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() } ?? "")
    }

    /// The test framework the preset's mutants are proved with.
    static func tests(_ preset: Preset) -> String {
        preset == .layered || preset == .clean ? "xctest" : "swift-testing"
    }

    static func generate(in workspace: Workspace, isolation: HarnessPackage.Isolation) throws -> Generated {
        var modules: [HarnessPackage.Module] = []
        for preset in Preset.allCases {
            let name = module(preset, nil)
            let root = "\(folder)/\(name)"
            try workspace.directory.write("preset: \(preset.rawValue)\nmodule: \(name)\nstyle:\n  tests: \(tests(preset))\n", to: "\(root)/.scaffold.yml")
            for spec in specs(preset) {
                let output = try workspace.run(["feature", "--spec", workspace.copyFixture(spec), "--root", root])
                guard output.exitCode == 0 else { throw HarnessError("\(name): generating \(spec) failed:\n\(output.transcript)") }
            }
            // Wallet, version 1 then version 2 (Tests/Fixtures/Stores/HandWritten): a persisting store whose records
            // migrate (a renamed field, a default, a removed field's value kept), for the migration mutants. mvvm keeps
            // its own store (UserDefaults), the others a JSON file.
            let persistence = preset == .mvvm ? [] : ["--persistence", "json"]
            for version in ["Wallet.v1.yml", "Wallet.yml"] {
                let text = try String(contentsOf: MutantsPart.walletSpecs.appendingPathComponent(version), encoding: .utf8)
                let spec = try workspace.writeSpec(text, named: "\(name)-\(version)")
                let output = try workspace.run(["feature", "--spec", spec, "--root", root] + persistence)
                guard output.exitCode == 0 else { throw HarnessError("\(name): generating \(version) failed:\n\(output.transcript)") }
            }
            let module = HarnessPackage.Module(name: name, sources: "\(root)/Sources/\(name)", tests: "\(root)/Tests/\(name)Tests")
            for mutant in Mutant.reminderSlices(preset) {
                try mutant.applySchema(toSourcesIn: workspace.directory.path(module.sources))
            }
            try workspace.directory.write(Mutant.switchSource, to: "\(module.sources)/MutantSwitch.swift")
            modules.append(module)
        }
        return Generated(modules: modules)
    }
}

extension Mutant {
    /// The mutants of `preset`'s ReminderList, Reminder and Badge slices, as the templates generate them.
    static func reminderSlices(_ preset: Preset) -> [Mutant] {
        // Where the presets differ: the store's file and array, the reference's store, features' `Input` values.
        let store: (file: String, array: String, element: String) = switch preset {
        case .clean: ("ReminderLocalDataSource.swift", "records", "record")
        case .mvvm: ("ReminderPersistenceManager.swift", "reminders", "reminder")
        case .layered, .features: ("ReminderRepository.swift", "reminders", "reminder")
        }
        let listStore = preset == .mvvm ? "reminderListPersistenceManager" : "reminderListRepository"
        // mvvm's business logic is a Service (seed 003, Scalability), the others' a UseCase.
        let role = ScaffoldCore.Preset.named(preset.rawValue).map { BusinessLogicLayer.of($0).role } ?? "UseCase"
        let inputs = preset == .features
        let deleteArgument = { (id: String) in inputs ? ".init(id: \(id))" : "id: \(id)" }
        let completeArgument = inputs ? ".init(reminder: reminder)" : "reminder"
        var mutants = [
            Mutant(name: "setsNotApplied", bug: "complete does not set isDone", file: "CompleteReminder\(role).swift",
                   find: "        reminder.isDone = true\n", replace: ""),
            Mutant(name: "useCaseWriteSkipped", bug: "complete never writes", file: "CompleteReminder\(role).swift",
                   find: "return try await repository.update(reminder)", replace: "return reminder"),
            Mutant(name: "useCaseReturnsItsInput", bug: "complete returns its input, not what was stored", file: "CompleteReminder\(role).swift",
                   find: "        return try await repository.update(reminder)\n",
                   replace: "        _ = try await repository.update(reminder)\n        return reminder\n"),
            Mutant(name: "storeWriteSkipped", bug: "the store's update keeps the old value", file: store.file,
                   find: "        \(store.array)[index] = \(store.element)\n", replace: "        \(store.array).swapAt(index, index)\n"),
            Mutant(name: "validationSkipped", bug: "add stores an invalid reminder", file: "AddReminder\(role).swift",
                   find: "        try validator.validate(reminder)\n", replace: ""),
            Mutant(name: "referenceCheckSkipped", bug: "move stores a reminder whose list does not exist", file: "MoveReminder\(role).swift",
                   find: "            guard try await \(listStore).fetch(id: id) != nil else {\n"
                       + "                throw ReminderOperationError.referenceNotFound(String(localized: \"reminder list\"))\n"
                       + "            }\n",
                   replace: "            _ = id\n"),
            Mutant(name: "restrictSkipped", bug: "a reminder list is deleted while reminders still name it", file: "DeleteReminderList\(role).swift",
                   find: "let remindersWithListID = reminders.filter { $0.listID == \(inputs ? "input.id" : "id") }",
                   replace: "let remindersWithListID = []", kind: .expression(prefix: "let remindersWithListID = ")),
            Mutant(name: "useCaseDeleteSkipped", bug: "delete never reaches the store", file: "DeleteReminder\(role).swift",
                   find: "try await repository.delete(\(inputs ? "id: input.id" : "id: id"))", replace: inputs ? "_ = input.id" : "_ = id"),
            Mutant(name: "listDeleteSkipped", bug: "the list removes the row without deleting it", file: "ReminderListViewModel.swift",
                   find: "try await deleteReminder\(role).execute(\(deleteArgument("reminder.id")))", replace: "try await Task.sleep(nanoseconds: 0)"),
            Mutant(name: "formSavesTheOriginal", bug: "the form saves the original instead of the draft", file: "ReminderFormViewModel.swift",
                   find: "let reminder = makeReminder()", replace: "let reminder = original ?? makeReminder()", kind: .expression(prefix: "let reminder = ")),
            Mutant(name: "listShowsItsInput", bug: "the list shows what it sent to complete, not what came back", file: "ReminderListViewModel.swift",
                   find: "let result = try await completeReminder\(role).execute(\(completeArgument))",
                   replace: "let result = reminder", kind: .expression(prefix: "let result = ")),
        ]
        // The migrating store (issue 33): Wallet's version 2 reads version 1's records through WalletStoredRecord.
        mutants += [
            Mutant(name: "defaultNotApplied", bug: "a record stored before currency existed does not get its default", file: "WalletStoredRecord.swift",
                   find: "            fields[\"currency\"] = try Value(json: #\"\"EUR\"\"#)\n", replace: ""),
            Mutant(name: "renamedKeyNotRead", bug: "title is not read from the name an earlier version stored", file: "WalletStoredRecord.swift",
                   find: "            fields[\"title\"] = value\n", replace: "            _ = value\n"),
            Mutant(name: "keptKeysNotWritten", bug: "a removed field's stored value is lost on the next save", file: "WalletStoredRecord.swift",
                   find: "        fields.merge(kept) { current, _ in current }\n", replace: ""),
        ]
        // Issue 35, item 3: a rule weakened so that only the values at its edge tell (a pattern's near misses, a
        // bound's neighbour), which one refused value per rule did not catch.
        mutants += [
            Mutant(name: "weakenedPattern", bug: "the code's pattern takes any letters then any digits", file: "BadgeValidator.swift",
                   find: ##"if badge.code.range(of: #"^(?:^[A-Z]{2}[0-9]{4}$)$"#, options: .regularExpression) == nil {"##,
                   replace: ##"if badge.code.range(of: #"^(?:^[A-Z]+[0-9]+$)$"#, options: .regularExpression) == nil {"##,
                   kind: .expression(prefix: "if ", suffix: " {")),
            Mutant(name: "weakenedMinimum", bug: "min(0.5) on points checked as < 0", file: "BadgeValidator.swift",
                   find: "if badge.points < 0.5 {", replace: "if badge.points < 0 {", kind: .expression(prefix: "if ", suffix: " {")),
            Mutant(name: "weakenedBound", bug: "max(5) on level checked as > 6", file: "BadgeValidator.swift",
                   find: "if badge.level > 5 {", replace: "if badge.level > 6 {", kind: .expression(prefix: "if ", suffix: " {")),
        ]
        // Issue 35 M5: the list's search.
        let state = preset == .features ? "state." : ""
        mutants.append(Mutant(name: "searchIgnored", bug: "the search shows every reminder", file: "ReminderListViewModel.swift",
                              find: "        guard !query.isEmpty else { return \(state)reminders }\n", replace: "        return \(state)reminders\n"))
        // Issue 35, H4: `archive` states no effect, so its UseCase throws until the team writes it; the list offers
        // it all the same (on a done reminder, where its `enabledWhen:` lets it run).
        mutants.append(Mutant(name: "unwrittenOffered", bug: "archive is offered before its \(role) is written", file: "ReminderListViewModel.swift",
                              find: "-> Bool {\n        offersArchive && reminder.canArchive\n", replace: "-> Bool {\n        reminder.canArchive\n",
                              kind: .expression(prefix: "-> Bool {\n        ", suffix: "\n")))
        // Issue 35, M1: `complete` sets isDone, so it applies only to a reminder not done: the UseCase that runs it on a
        // done one anyway, and the availability that always says yes; `archive` says `enabledWhen: { isDone: true }`,
        // and the availability that forgets it.
        mutants += [
            Mutant(name: "availabilityNotEnforced", bug: "complete runs on a reminder that is done already", file: "CompleteReminder\(role).swift",
                   find: "        guard reminder.canComplete else {\n            throw ReminderOperationError.notAvailable(operation: String(localized: \"Complete\"))\n        }\n",
                   replace: ""),
            Mutant(name: "availabilityAlways", bug: "complete is said to apply to every reminder", file: "Reminder+Availability.swift",
                   find: "    var canComplete: Bool {\n        !isDone\n", replace: "    var canComplete: Bool {\n        true\n",
                   kind: .expression(prefix: "    var canComplete: Bool {\n        ", suffix: "\n")),
            Mutant(name: "enabledWhenIgnored", bug: "archive is said to apply to a reminder not done", file: "Reminder+Availability.swift",
                   find: "    var canArchive: Bool {\n        isDone\n", replace: "    var canArchive: Bool {\n        true\n",
                   kind: .expression(prefix: "    var canArchive: Bool {\n        ", suffix: "\n")),
        ]
        // Issue 35, M3: the detail screen loads the badge it was opened for (`details`), not another one, in every preset
        // (`DetailScreen.generated`): through the repository, or clean's UseCase (every operation goes through one).
        // Only the id is the expression: a schema evaluates both, and a second fetch is no baseline.
        let loads = preset == .clean ? "detailsBadgeUseCase.execute" : "repository.fetch"
        mutants.append(Mutant(name: "detailLoadsAnother", bug: "the detail screen loads another badge than it was opened for",
                              file: "BadgeDetailViewModel.swift", find: "\(loads)(id: id)",
                              replace: "\(loads)(id: UUID())", kind: .expression(prefix: "\(loads)(id: ", suffix: ")")))
        // Issue 35, item 1: the detail screen runs the operations whose `usedBy` names it (Badge.yml's `retire`, `revoke`):
        // it keeps showing the badge it sent instead of what came back; it offers `retire` on a retired badge (the
        // record's state ignored); it offers `revoke` before its \(role) is written.
        let retire = "retireBadge\(role).execute(\(inputs ? ".init(badge: badge)" : "badge"))"
        mutants += [
            Mutant(name: "detailShowsTheOld", bug: "the detail screen shows the badge it sent to retire, not what came back", file: "BadgeDetailViewModel.swift",
                   find: "            let stored = try await \(retire)\n            self.\(state)badge = stored\n",
                   replace: "            _ = try await \(retire)\n"),
            Mutant(name: "detailOffersUnavailable", bug: "the detail screen offers retire on a badge retired already", file: "BadgeDetailViewModel.swift",
                   find: "\(state)badge?.canRetire ?? false", replace: "\(state)badge != nil", kind: .expression(prefix: "")),
            Mutant(name: "detailOffersUnwritten", bug: "the detail screen offers revoke before its \(role) is written", file: "BadgeDetailViewModel.swift",
                   find: "offersRevoke && (\(state)badge?.canRevoke ?? false)", replace: "(\(state)badge?.canRevoke ?? false)", kind: .expression(prefix: "")),
        ]
        // Issue 35: the detail screen names the badge a sticker names as the list's row does (Sticker.yml's `details`);
        // showing the raw id again.
        mutants.append(Mutant(name: "detailShowsTheID", bug: "the sticker's detail screen shows the badge's id, not its code", file: "StickerDetailViewModel.swift",
                              find: "return badge?.code ?? String(localized: \"Deleted badge\")", replace: "return String(describing: sticker.badgeID)",
                              kind: .expression(prefix: "return ")))
        // Issue 35: a delete's `enabledWhen:` (Badge.yml: only a retired badge), enforced by the screens: the list offers
        // Delete on a badge not retired; the form deletes one all the same.
        let deleting = preset == .features ? "!state.isDeleting" : "!isDeleting"
        mutants += [
            Mutant(name: "deleteOffersUnavailable", bug: "the list offers Delete on a badge not retired", file: "BadgeListViewModel.swift",
                   find: "-> Bool {\n        badge.canDelete\n", replace: "-> Bool {\n        true\n",
                   kind: .expression(prefix: "-> Bool {\n        ", suffix: "\n")),
            Mutant(name: "deleteRunsUnavailable", bug: "the form deletes a badge not retired", file: "BadgeFormViewModel.swift",
                   find: "guard let original, canDelete, \(deleting) else", replace: "guard let original, true, \(deleting) else",
                   kind: .expression(prefix: "guard let original, ", suffix: ", \(deleting) else")),
        ]
        // Issue 35, H1: deleting a Badge deletes the Stickers naming it (Sticker.yml): the badge first, then its
        // stickers, undone when a step fails. The old order (stickers first, nothing undone) and the undo skipped.
        let stickers = preset == .mvvm ? "stickerPersistenceManager" : "stickerRepository"
        let badgeID = inputs ? "input.id" : "id"
        mutants += [
            Mutant(name: "cascadeBeforeParent", bug: "the stickers are deleted before the badge, and nothing is put back", file: "DeleteBadge\(role).swift",
                   find: """
                           try await repository.delete(id: \(badgeID))
                           var deletedStickers: [Sticker] = []
                           do {
                               for sticker in stickers where sticker.badgeID == \(badgeID) {
                                   try await \(stickers).delete(id: sticker.id)
                                   deletedStickers.append(sticker)
                               }
                           } catch {
                               await undoDelete(of: badge, deletedStickers: deletedStickers)
                               throw error
                           }

                   """,
                   replace: """
                           for sticker in stickers where sticker.badgeID == \(badgeID) {
                               try await \(stickers).delete(id: sticker.id)
                           }
                           try await repository.delete(id: \(badgeID))

                   """),
            Mutant(name: "rollbackSkipped", bug: "nothing is put back when deleting a sticker fails", file: "DeleteBadge\(role).swift",
                   find: "            await undoDelete(of: badge, deletedStickers: deletedStickers)\n", replace: ""),
            Mutant(name: "effectCountsEveryBook", bug: "the confirmation counts every sticker, not those naming the badge", file: "DeleteBadge\(role).swift",
                   find: "deletedStickers: stickers.filter { $0.badgeID == \(badgeID) }.count)", replace: "deletedStickers: stickers.count)",
                   kind: .expression(prefix: "deletedStickers: ", suffix: ")")),
        ]
        // Issue 35, M4: every field's error, beside it. The validator stops at the first broken field; the form drops
        // the validator's field errors.
        let codeError = #".patternMismatch(field: BadgeField.code.label, requirement: String(localized: "be 2 capital letters followed by 4 digits"))"#
        mutants += [
            Mutant(name: "onlyFirstError", bug: "the validator stops at the first broken field", file: "BadgeValidator.swift",
                   find: "            errors[.code] = \(codeError)\n", replace: "            throw BadgeValidationFailure(errors: [.code: \(codeError)])\n"),
            Mutant(name: "fieldErrorsDropped", bug: "the validator's field errors are not shown beside their fields", file: "ReminderFormViewModel.swift",
                   find: "fieldErrors = failure.fieldErrors", replace: "fieldErrors = [:]", kind: .expression(prefix: "fieldErrors = ")),
            // M2: a save resets a field an operation manages instead of keeping the stored record's.
            Mutant(name: "managedFieldReset", bug: "a save resets isDone, which only complete changes", file: "ReminderFormViewModel.swift",
                   find: "isDone: original?.isDone ?? false,", replace: "isDone: false,", kind: .expression(prefix: "isDone: ", suffix: ",")),
            // L3: a new form's number starts at 0, which its rules refuse (Badge's level, min(1)).
            Mutant(name: "newFormStartsAtZero", bug: "a new badge's level starts at 0, which min(1) refuses", file: "BadgeFormViewModel.swift",
                   find: "var level: Int = 1", replace: "var level: Int = 0", kind: .expression(prefix: "var level: Int = ")),
            // H2: a web address read from the text as typed, spaces and all.
            Mutant(name: "webAddressUntrimmed", bug: "the web address typed is not trimmed", file: "BadgeFormViewModel.swift",
                   find: "let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)", replace: "let trimmed = text",
                   kind: .expression(prefix: "let trimmed = ")),
        ]
        if preset == .clean {
            mutants.append(Mutant(name: "mapperDropsAField", bug: "the mapper loses isDone on the way back", file: "ReminderMapper.swift",
                                  find: "isDone: dto.isDone,", replace: "isDone: false,", kind: .expression(prefix: "isDone: ", suffix: ",")))
        }
        return mutants + remoteSlice(preset)
    }

    /// The mutants of the remote Purse slice (RemotePurse.yml, RemoteWallet.yml's fields under another name, as the
    /// module's Wallet is the migrating store's: `note` is `memo` on the server), where the preset
    /// generates one (issue 31: "a wrong HTTP method, a DTO that drops a field, a wrong key name, the fallback skipped,
    /// a status mapped to success").
    static func remoteSlice(_ preset: Preset) -> [Mutant] {
        let update = ", path: Self.itemPath(id: id), body: try encode(body))"
        // Seed 002's `DefaultNoteRepository` in `clean`, seed 003's Service in `mvvm`.
        let repository = switch preset {
        case .clean: "DefaultPurseRepository.swift"
        case .mvvm: "PurseService.swift"
        default: "PurseRepository.swift"
        }
        let create = "PurseMapper.purse(from: try await remote.create(PurseMapper.body(from: purse)))"
        // RemotePurse.yml's custom operation `freeze`, a request (`CustomRequest`).
        let freeze = #"HTTPRequest(method: .post, path: "/wallets/\(id.uuidString.lowercased())/freeze")"#
        return [
            Mutant(name: "remoteWrongMethod", bug: "an update is sent as PATCH, not PUT", file: "PurseRemoteDataSource.swift",
                   find: "HTTPRequest(method: .put" + update, replace: "HTTPRequest(method: HTTPRequest.Method.patch" + update,
                   kind: .expression(prefix: "HTTPRequest(method: ", suffix: update)),
            Mutant(name: "remoteDTODropsAFieldOnRead", bug: "the mapper loses the server's note", file: "PurseMapper.swift",
                   find: "note: dto.note,", replace: "note: nil,", kind: .expression(prefix: "note: ", suffix: ",")),
            Mutant(name: "remoteDTODropsAFieldOnWrite", bug: "a write never sends the note", file: "PurseDTO.swift",
                   find: "        try container.encode(note, forKey: .note)\n", replace: ""),
            Mutant(name: "remoteWrongKey", bug: "a write sends openedAt under the name's key", file: "PurseDTO.swift",
                   find: "try container.encode(openedAt, forKey: .openedAt)", replace: "try container.encode(openedAt, forKey: CodingKeys.name)",
                   kind: .expression(prefix: "try container.encode(openedAt, forKey: ", suffix: ")")),
            Mutant(name: "remoteFallbackSkipped", bug: "the list fails offline instead of showing the saved copy", file: repository,
                   find: "catch APIError.offline where page == nil {", replace: "catch APIError.offline where false {",
                   kind: .expression(prefix: "catch APIError.offline where ", suffix: " {")),
            Mutant(name: "remoteRejectionIsSuccess", bug: "a 422 is taken for a success", file: "APIError.swift",
                   find: "let status = response.statusCode", replace: "let status = response.statusCode == 422 ? 200 : response.statusCode",
                   kind: .expression(prefix: "let status = ")),
            Mutant(name: "remoteFailedWriteTouchesCopy", bug: "an update the server refused is kept in the saved copy", file: repository,
                   find: "            throw Self.failure(error, id: purse.id)\n",
                   replace: "            try? await local.save(contentsOf: [purse])\n            throw Self.failure(error, id: purse.id)\n"),
            Mutant(name: "remoteServerIDIgnored", bug: "a create keeps the app's own record and id, not what the server stored", file: repository,
                   find: "stored = " + create, replace: "stored = purse", kind: .expression(prefix: "stored = ")),
            Mutant(name: "remoteCustomRequestAsUpdate", bug: "freeze is sent as a PUT of the purse, not POST /wallets/{id}/freeze",
                   file: "PurseRemoteDataSource.swift", find: "let response = try await send(" + freeze + ")",
                   replace: "let response = try await send(HTTPRequest(method: .put, path: Self.itemPath(id: id)))",
                   kind: .expression(prefix: "let response = try await send(", suffix: ")")),
        ] + linkPaging
    }

    /// The mutants of the Purse's `link` pagination (`next: next_page`, else the `Link` header's `rel="next"`): the next
    /// link misread or not followed, and a link to another server followed with the token. `linkNextFieldIgnored`
    /// before `linkHeaderIgnored`, whose text is the original's half of the first's schema.
    static let linkPaging: [Mutant] = {
        let next = "listPage.next.flatMap { $0.isEmpty ? nil : $0 } ?? response.link(\"next\")"
        return [
            Mutant(name: "linkNextFieldIgnored", bug: "the list's next_page is ignored: only a Link header pages", file: "PurseRemoteDataSource.swift",
                   find: "let next = " + next, replace: "let next = response.link(\"next\")", kind: .expression(prefix: "let next = ")),
            Mutant(name: "linkHeaderIgnored", bug: "the Link header's next page is ignored when next_page is null", file: "PurseRemoteDataSource.swift",
                   find: "$0 } ?? response.link(\"next\")", replace: "$0 } ?? nil", kind: .expression(prefix: "$0 } ?? ")),
            Mutant(name: "linkNotFollowed", bug: "a later page asks for the first page again, not the link the server gave", file: "PurseRemoteDataSource.swift",
                   find: "path: page?.rawValue ?? Self.collectionPath))", replace: "path: Self.collectionPath))",
                   kind: .expression(prefix: "path: ", suffix: "))")),
            Mutant(name: "linkRelationMisread", bug: "the Link header's first link is taken whatever its rel", file: "HTTPClient.swift",
                   find: "if relations.contains(where: { $0.lowercased() == relation.lowercased() }) {", replace: "if !relations.isEmpty {",
                   kind: .expression(prefix: "if ", suffix: " {")),
            Mutant(name: "linkToAnotherServerFollowed", bug: "a next link to another host is followed, with the app's token", file: "URLSessionAdapter.swift",
                   find: "link.host?.lowercased() == components.host?.lowercased(),", replace: "true,", kind: .expression(prefix: "", suffix: ",")),
        ]
    }()
}

/// The names of the tests a `swift test` run reports failed, XCTest's and Swift Testing's.
struct FailedTests {
    let names: [String]

    init(_ output: String) {
        var names: [String] = []
        var issuesInSummary = 0
        for line in output.split(separator: "\n") {
            // XCTest: Test Case 'Class.testName' failed (0.001 seconds)
            if line.hasPrefix("Test Case '"), line.contains("' failed") {
                names.append(String(line.dropFirst("Test Case '".count).prefix { $0 != "'" }))
                continue
            }
            // Swift Testing: ✘ Test name() failed after 0.001 seconds with 1 issue. (or ✘ Test "Display name" failed …),
            // ✘ Test "Display name" recorded an issue at File.swift:12:5: …, and ✘ Suite "Name" failed after … when a
            // suite's own code recorded it.
            if line.contains("Test run with") {
                issuesInSummary = Self.issueCount(line)
                continue
            }
            for marker in ["Test ", "✘ Suite "] {
                guard let range = line.range(of: marker), line.contains(" failed after") || line.contains(" recorded an issue") else { continue }
                let rest = line[range.upperBound...]
                let name = rest.hasPrefix("\"") ? String(rest.dropFirst().prefix { $0 != "\"" }) : String(rest.prefix { $0 != " " })
                if !names.contains(name) { names.append(name) }
            }
        }
        // Twice in CI (stop 41, a load of 20+ on two cores) a Swift Testing run ended "failed … with 4 issues" and no
        // line before it named the test: the summary's count is the run's own word that tests recorded issues, which
        // a crash, a timeout or a build error never print, so it stands as the witness.
        if names.isEmpty, issuesInSummary > 0 {
            names.append("\(issuesInSummary) issue\(issuesInSummary == 1 ? "" : "s") in the Swift Testing run's summary (no test named)")
        }
        self.names = names
    }

    /// N in Swift Testing's last line, `✘ Test run with 319 tests in 58 suites failed after 0.1 seconds with N issues.`
    private static func issueCount(_ line: Substring) -> Int {
        guard line.contains(" failed after"), let with = line.range(of: " with ", options: .backwards) else { return 0 }
        return Int(line[with.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
