/// The names the sweep gives entities, fields and operations: ordinary ones that read like a real app's, and,
/// less often, the tricky ones Docs/Spec.md ("Names") promises work — an entity named like a framework type, a
/// field named like a member of a generated view or view model.
enum SweepNames {
    static let entities = [
        "Book", "Author", "Member", "Parcel", "Recipe", "Invoice", "Ticket", "Venue", "Course", "Lesson", "Plant",
        "Vehicle", "Trip", "Device", "Sensor", "Album", "Track", "Playlist", "Patient", "Visit", "Shelf", "Shipment",
        "Supplier", "Customer", "Contract", "Milestone", "Habit", "Workout", "Exercise", "Journal", "Expense",
        "Category", "Budget", "Project", "Meeting", "Room", "Guest", "Booking", "Garden", "Harvest", "Station",
        "Route", "Driver", "Coupon", "Article", "Podcast", "Episode", "Tenant", "Lease", "Asset", "Voucher", "Wallet",
    ]

    /// Framework type names an entity may take (Docs/Spec.md, "An entity named like a framework type").
    static let trickyEntities = [
        "Task", "Result", "Error", "Data", "Date", "Decimal", "Set", "Label", "Section", "List", "Color", "Form",
        "Group", "Text", "Image", "Picker", "Toggle", "Button", "Scene", "Locale", "Test", "Tag", "Timer", "Progress",
        "Unit", "Comment", "Issue", "Operation", "Process", "Host", "Expression", "Menu", "Environment", "Link",
    ]

    /// Field names that are members of generated views, view models and stores, or of Swift's own protocols.
    static let trickyFields = [
        "body", "state", "description", "isLoading", "viewModel", "errorMessage", "draft", "original", "repository",
        "error", "value", "text", "items", "store", "date", "type", "dismiss", "isPresented", "path", "route",
        "validator", "useCase", "clock", "now", "uuid", "entity", "list", "form", "task", "result", "data", "locale",
        "debugDescription", "hash", "count", "isEmpty", "isSaving", "isDeleting", "selection", "records", "record",
    ]

    static let fieldsByType: [String: [String]] = [
        "String": ["title", "name", "note", "summary", "code", "nickname", "city", "street", "headline", "isbn", "sku",
                   "slug", "colorCode", "reference", "owner", "subtitle", "comment", "label", "country", "language"],
        "Bool": ["isActive", "isFavorite", "isVisible", "hasShipped", "isVerified", "isShared", "isPrivate", "isDraft"],
        "Date": ["createdAt", "dueDate", "startsOn", "endsOn", "birthday", "publishedOn", "lastSeen", "expiresAt"],
        "number": ["amount", "price", "quantity", "rating", "score", "weight", "pages", "balance", "level", "distance",
                   "capacity", "duration", "temperature", "seats", "stock", "discount", "total", "rank", "age", "volume"],
        "UUID": ["token", "externalID", "batchID", "sessionID"],
        "URL": ["website", "homepage", "avatarURL", "feedURL", "link"],
        "Data": ["thumbnail", "payload", "signature"],
        "array": ["tags", "scores", "aliases", "readings", "visits", "keywords", "ownerIDs", "dates", "flags", "steps"],
        "dictionary": ["attributes", "counts", "metadata", "limits", "translations"],
        "entity": ["related", "linked", "featured", "backup", "primary"],
    ]

    /// Custom operations as (name, the Bool it sets, the Date it stamps), and their undoing twins.
    static let customVerbs: [(name: String, flag: String?, stamp: String?, value: Bool)] = [
        ("archive", "isArchived", "archivedAt", true), ("unarchive", "isArchived", "archivedAt", false),
        ("publish", "isPublished", "publishedAt", true), ("unpublish", "isPublished", "publishedAt", false),
        ("lend", "isOnLoan", "loanedAt", true), ("giveBack", "isOnLoan", "loanedAt", false),
        ("suspend", "isSuspended", "suspendedAt", true), ("reactivate", "isSuspended", "suspendedAt", false),
        ("complete", "isDone", "completedAt", true), ("reopen", "isDone", "completedAt", false),
        ("approve", "isApproved", "approvedAt", true), ("markPaid", "isPaid", "paidAt", true),
        ("close", "isClosed", "closedAt", true), ("pin", "isPinned", nil, true), ("unpin", "isPinned", nil, false),
        ("flag", "isFlagged", nil, true), ("verify", "isVerified", "verifiedAt", true), ("favorite", "isFavorite", nil, true),
        ("markShipped", "isShipped", "shippedAt", true), ("cancel", "isCancelled", "cancelledAt", true),
        ("confirm", "isConfirmed", "confirmedAt", true), ("reject", "isRejected", "rejectedAt", true),
        ("snooze", "isSnoozed", "snoozedAt", true), ("start", "isStarted", "startedAt", true),
        ("finish", "isFinished", "finishedAt", true), ("touch", nil, "touchedAt", true), ("stamp", nil, "stampedAt", true),
        ("refresh", nil, "refreshedAt", true), ("reset", nil, nil, true), ("retry", nil, nil, true),
        ("submit", "isSubmitted", "submittedAt", true), ("dismiss", "isDismissed", nil, true), ("select", "isSelected", nil, true),
        ("moveToTrash", "isTrashed", "trashedAt", true), ("restore", "isTrashed", "trashedAt", false),
    ]

    /// Operations whose effect is a team's to write (no `sets:`), as an app would name them.
    static let unstatedVerbs = ["transfer", "withdraw", "recalculate", "sync", "export", "merge", "split", "notify", "audit", "duplicate"]

    /// Built-in operation names by kind (Docs/Spec.md; `show` and `save` imply a kind but are view model
    /// methods, which the tool refuses as operation names).
    static let crudNames: [String: [String]] = [
        "fetchAll": ["list", "fetchAll", "all", "index"],
        "fetch": ["fetch", "get", "detail", "read"],
        "create": ["create", "add", "insert", "new"],
        "update": ["update", "edit"],
        "delete": ["delete", "remove", "destroy"],
    ]

    /// A CRUD kind under a name of the team's (`name: purge, kind: delete`).
    static let crudAliases: [String: [String]] = [
        "fetchAll": ["browse", "overview", "catalogue"],
        "fetch": ["lookUp", "inspect", "details"],
        "create": ["register", "enroll", "compose"],
        "update": ["amend", "revise", "rename"],
        "delete": ["purge", "discard", "erase"],
    ]

    static let currencies = ["EUR", "USD", "JPY", "GBP", "CHF", "SEK", "BHD"]
}
