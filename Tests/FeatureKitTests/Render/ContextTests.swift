import XCTest
@testable import FeatureKit
@testable import ScaffoldCore

/// The decisions templates only print: form controls, row display, validator conditions, transformation.
final class ContextTests: XCTestCase {
    func testFormControlsPerType() {
        XCTAssertEqual(FormControl(field: Specs.field("name", "String")), .text)
        XCTAssertEqual(FormControl(field: Specs.field("note", "String?")), .text)
        XCTAssertEqual(FormControl(field: Specs.field("site", "URL")), .text)
        XCTAssertEqual(FormControl(field: Specs.field("balance", "Decimal")), .number)
        XCTAssertEqual(FormControl(field: Specs.field("count", "Int?")), .optionalNumber)
        XCTAssertEqual(FormControl(field: Specs.field("limit", "Decimal?")), .optionalNumber)
        XCTAssertEqual(FormControl(field: Specs.field("dueDate", "Date?")), .optionalDate)
        XCTAssertEqual(FormControl(field: Specs.field("isShared", "Bool?")), .none)
        XCTAssertEqual(FormControl(field: Specs.field("isDone", "Bool")), .toggle)
        XCTAssertEqual(FormControl(field: Specs.field("due", "Date")), .date)
        XCTAssertEqual(FormControl(field: Specs.field("tags", "[String]")), .textList)
        XCTAssertEqual(FormControl(field: Specs.field("scores", "[Int]")), .none)
        XCTAssertEqual(FormControl(field: Specs.field("id", "UUID")), .none)
    }

    func testFormConversions() {
        let note = Specs.field("note", "String?")
        XCTAssertEqual(FormControl.text.entityValue(for: note, property: "note", original: "original"), "note.isEmpty ? nil : note")
        XCTAssertEqual(FormControl.text.propertyValue(for: note, entity: "wallet"), "wallet.note ?? \"\"")
        let tags = Specs.field("tags", "[String]")
        XCTAssertEqual(FormControl.none.entityValue(for: tags, property: "tags", original: "original"), "original?.tags ?? []")
        // A list editor's empty rows are not values; an optional number or date is the draft's optional as is.
        XCTAssertEqual(FormControl.textList.entityValue(for: tags, property: "tags", original: "original"), "tags.map(\\.text).filter { !$0.isEmpty }")
        // Rows with an identity of their own (issue 35, L5).
        XCTAssertEqual(FormControl.textList.propertyType(for: tags), "[TextItem]")
        XCTAssertEqual(FormControl.textList.propertyValue(for: tags, entity: "wallet"), "wallet.tags.map(Draft.TextItem.init)")
        let limit = Specs.field("limit", "Decimal?")
        XCTAssertEqual(FormControl.optionalNumber.propertyType(for: limit), "Decimal?")
        XCTAssertEqual(FormControl.optionalNumber.initialValue(for: limit), "nil")
        XCTAssertEqual(FormControl.optionalNumber.entityValue(for: limit, property: "limit", original: "original"), "limit")
    }

    func testOptionalDateEditorHasASwitchAndAPickerValue() {
        let due = Specs.field("dueDate", "Date?")
        XCTAssertEqual(FormControl.optionalDate.helperLines(for: due), [
            "var hasDueDate: Bool {",
            "    get { dueDate != nil }",
            "    set { dueDate = newValue ? (dueDate ?? Date()) : nil }",
            "}",
            "var dueDateValue: Date {",
            "    get { dueDate ?? Date() }",
            "    set { dueDate = newValue }",
            "}",
        ])
        XCTAssertEqual(FormControl.text.helperLines(for: Specs.field("name", "String")), [])
    }

    func testBoolRowsReadFromTheFieldName() {
        XCTAssertEqual(ScreenContext.display(Specs.field("isDone", "Bool"), entity: "r"), "r.isDone ? \"Done\" : \"Not done\"")
        XCTAssertEqual(ScreenContext.display(Specs.field("hasAttachments", "Bool"), entity: "r"),
                       "r.hasAttachments ? \"Has attachments\" : \"No attachments\"")
        XCTAssertEqual(ScreenContext.display(Specs.field("archived", "Bool"), entity: "r"), "r.archived ? \"Archived\" : \"Not archived\"")
    }

    func testOptionalRowsShowADashWithoutAValue() {
        XCTAssertEqual(ScreenContext.display(Specs.field("note", "String?"), entity: "w"), "w.note ?? \"—\"")
        XCTAssertEqual(ScreenContext.display(Specs.field("limit", "Decimal?"), entity: "w"), "w.limit?.formatted() ?? \"—\"")
        XCTAssertEqual(ScreenContext.display(Specs.field("due", "Date?"), entity: "w"),
                       "w.due?.formatted(date: .abbreviated, time: .shortened) ?? \"—\"")
        XCTAssertNil(ScreenContext.display(Specs.field("isShared", "Bool?"), entity: "w"))
    }

    func testRowDisplay() {
        XCTAssertEqual(ScreenContext.display(Specs.field("balance", "Decimal"), entity: "wallet"), "wallet.balance.formatted()")
        // A moment shows its time; a day (`kind: date`) does not.
        XCTAssertEqual(ScreenContext.display(Specs.field("due", "Date"), entity: "r"), "r.due.formatted(date: .abbreviated, time: .shortened)")
        var day = Specs.field("birthday", "Date")
        day.meaning = .date
        XCTAssertEqual(ScreenContext.display(day, entity: "r"), "r.birthday.formatted(date: .abbreviated, time: .omitted)")
        XCTAssertNil(ScreenContext.display(Specs.field("tags", "[String]"), entity: "wallet"))
    }

    func testValidatorConditions() {
        XCTAssertEqual(RuleEvaluator.condition(.nonEmpty, value: "tags", kind: .array(.named("String"))), "tags.isEmpty")
        XCTAssertEqual(RuleEvaluator.condition(.min(0.5), value: "x", kind: .decimal), "x < 0.5")
        XCTAssertEqual(RuleEvaluator.condition(.min(0.5), value: "x", kind: .integer("Int")), "x < 1")
        // An Int at most 2.5 is at most 2: the bound rounds down, as `passes` judges 3.
        XCTAssertEqual(RuleEvaluator.condition(.max(2.5), value: "x", kind: .integer("Int")), "x > 2")
        XCTAssertFalse(RuleEvaluator.passes(.max(2.5), .number(3, integer: true)))
        XCTAssertEqual(
            RuleEvaluator.condition(.pattern("[A-Z]+"), value: "code", kind: .string),
            ##"code.range(of: #"^(?:[A-Z]+)$"#, options: .regularExpression) == nil"##
        )
    }

    /// Seed 000's "data preparation" is part of every write of text; `transformation: false` turns it off.
    func testEveryWriteOfTextPreparesItUnlessTheSpecSaysNot() throws {
        let plain = try Specs.plan(Specs.wallet())
        let create = try XCTUnwrap(plain.useCases.first { $0.kind == .create })
        XCTAssertTrue(UseCaseContext(plan: plain, useCase: create).prepares)
        XCTAssertEqual(plain.decision(for: "create")?.reasons.map(\.rule).contains("transformation"), true)

        let off = try Specs.plan(Specs.wallet(operations: [Specs.op("list"), Specs.op("create", transformation: false, index: 1)]))
        let unprepared = try XCTUnwrap(off.useCases.first { $0.kind == .create })
        XCTAssertFalse(UseCaseContext(plan: off, useCase: unprepared).prepares)

        let spec = Specs.wallet(operations: [Specs.op("list", transformation: true), Specs.op("create", transformation: true, index: 1)])
        let plan = try Specs.plan(spec)
        let contexts = plan.useCases.map { UseCaseContext(plan: plan, useCase: $0) }
        XCTAssertEqual(contexts[0].sortField, "name")
        XCTAssertTrue(contexts[1].prepares)
    }
}
