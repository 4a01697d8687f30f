@testable import FeatureKit

/// The specs of issue 35's review (Tests/Fixtures/Review/Specs), built in code for the plan rules' tests.
enum ReviewSpecs {
    static func set(_ field: String, _ value: AssignedValue) -> FieldAssignment { FieldAssignment(field: field, value: value) }

    static let book = FeatureSpec(
        feature: "Book",
        fields: [
            Specs.field("title", "String", [.nonEmpty, .maxLength(120)]),
            FieldSpec(name: "isbn", type: .named("String"), rules: [.pattern("^[0-9]{13}$")], example: "\"9780306406157\""),
            FieldSpec(name: "price", type: .named("Decimal"), rules: [.min(0)], meaning: .currency, currency: "EUR"),
            FieldSpec(name: "authorID", type: .named("UUID"), onDelete: .cascade),
            Specs.field("tags", "[String]"),
            Specs.field("publishedAt", "Date?"),
            Specs.field("isOnLoan", "Bool"),
            Specs.field("loanedAt", "Date?"),
            Specs.field("pages", "Int", [.min(1), .max(5000)]),
        ],
        operations: [
            Specs.op("list"),
            Specs.op("create", reads: [EntityReference(field: "authorID", entity: "Author")]),
            Specs.op("update", reads: [EntityReference(field: "authorID", entity: "Author")]),
            Specs.op("delete"),
            Specs.op("lend", usedBy: ["BookList", "BookForm"], sets: [set("isOnLoan", .literal("true")), set("loanedAt", .now)]),
            Specs.op("giveBack", usedBy: ["BookList", "BookForm"], sets: [set("isOnLoan", .literal("false")), set("loanedAt", .clear)]),
            Specs.op("withdraw", .custom),
        ]
    )

    static let member = FeatureSpec(
        feature: "Member",
        fields: [
            Specs.field("name", "String", [.nonEmpty]),
            FieldSpec(name: "phone", type: .named("String"), meaning: .phone),
            Specs.field("email", "String?", [.email]),
            Specs.field("cardNumber", "Int", [.min(1000), .max(9999)]),
            Specs.field("isSuspended", "Bool"),
            FieldSpec(name: "notes", type: .optional(.named("String")), meaning: .multiline),
        ],
        operations: [
            Specs.op("list"), Specs.op("details", .fetch), Specs.op("create"), Specs.op("update"), Specs.op("delete"),
            OperationSpec(name: "suspend", kind: .custom, sets: [set("isSuspended", .literal("true"))], destructive: true),
        ]
    )
}
