import ScaffoldCore

/// A feature whose records live on a server: what its remote files print (the remote data source, its DTOs and
/// mapper, the repository over the server and the saved copy, the app's network files) and what the screens and tests
/// of every preset switch on (`{{#remote}}`). Made from `Plan.remote` (`RemoteSource`); every decision is one of
/// `RemoteKeys`, `RemotePaging`, `NetworkFiles` and `RemoteArtifacts`.
struct RemoteContext: Encodable {
    /// The collection's path: `/wallets`.
    var path: String
    /// One record's path as the spec says it: `/wallets/{id}`.
    var itemPath: String
    /// Swift that makes one record's path from `id`, the id as the server writes it (lower-case).
    var itemPathExpression: String
    /// The base URL `APIConfiguration` defaults to: the feature's or `.scaffold.yml`'s `remote.baseURL`, else a
    /// placeholder the app replaces (`API_BASE_URL` at launch overrides it).
    var baseURL: String
    /// Dates are written with fractional seconds (`remote.dates: iso8601Fractional`).
    var fractionalDates: Bool
    /// The saved copy has a `shared` instance the root starts with; not where the root makes every store in `init` (seed
    /// 002, Rule 2: No Singletons).
    var sharedStore: Bool
    /// The remote data source.
    var remoteDataSource: String
    /// The saved copy of the server's records on the device.
    var localStore: String
    /// The composition root's property holding it: `walletPersistenceManager`, `walletLocalStore`.
    var localStoreVariable: String
    /// The feature's store is seed 003's Service (`RemoteServiceRole`): its protocol cites seed 003's Service Layer, and
    /// comments call it the `service` (else the `store`).
    var isService: Bool
    /// The saved copy is seed 003's persistence manager over UserDefaults (`init(suiteName:)`), not a JSON file
    /// (`init(folder:)`).
    var savedInDefaults: Bool
    /// A page of the list, where the records come wrapped.
    var pageDTO: String
    /// The DTO's comment, wrapped (`DocComment`): it names the spec's keys.
    var dtoDoc: [TemplateLine]
    /// The remote data source's comment, wrapped: it names the requests.
    var dataSourceDoc: [TemplateLine]
    /// The repository's comment, in the words of the preset's documents.
    var repositoryDoc: [TemplateLine]
    /// The saved copy's comment, in the words of the preset's documents.
    var localStoreDoc: [TemplateLine]
    /// The entity's fields but the id, as the DTOs and the field enum declare them.
    var remoteFields: [Field]
    /// The fields a record the server sends without their key reads as their `default:` (`ServerDefaults`); empty
    /// when no field has one.
    @Flagged var defaultedFields: [ServerDefaults.Defaulted]
    /// The DTO's own `init(from:)`, one statement a line, where a field has a default; empty otherwise.
    var decodeLines: [TemplateLine]
    /// How the list pages (`RemotePaging`).
    var paging: RemotePaging
    /// The `HTTPRequest.Method` case an update is sent with (`put`; `patch` where the spec's update says `remote: { method:
    /// PATCH }`, as an OpenAPI document with only a PATCH on the item does).
    var updateMethod: String
    /// The first date field, which the tests' `serverJSON` takes as text (with or without fractional seconds).
    var dateField: String?
    /// The lines of `serverJSON` before the JSON: the dates as the server writes them.
    var jsonPrelude: [TemplateLine]
    /// The members of `serverJSON`'s JSON after the id, under the server's keys.
    var jsonMembers: String
    /// The tests' record with every field away from its fixture value (dates at `1_800_000_000`), so a field the DTO
    /// or mapper loses or resets is seen.
    var remoteFixture: String
    /// The record `first` with its first field changed: what a later page or write brings.
    var changedFirst: String
    /// The same record under another id (`serverID`): what the server stores on create.
    var storedFixture: String
    /// The keys of a write's body, as a Swift set literal.
    var bodyKeys: String
    /// One assertion per field of its value in a write's body, XCTest's.
    var bodyChecks: [TemplateLine]
    /// The same, Swift Testing's (`#expect`).
    var bodyExpectations: [TemplateLine]
    /// An optional field a test clears, and its server key: an update sends it as `null`; absent when none is optional.
    var clearedField: Field?
    /// A server key a `422`'s field error names in tests: one the server spells otherwise where there is one.
    var errorKey: String
    /// Its field.
    var errorField: String
    /// `original` with every field changed, as a later write stores it.
    var changedOriginal: String
    /// A `422`'s `errors` object about up to two fields and a key that is no field (`base`).
    var fieldErrorsObject: String
    /// The repository's field errors it stands for, by the form's fields.
    var fieldErrorsExpected: String
    /// A list answer holding nothing, as the server sends it (a Swift string literal).
    var emptyListJSON: String
    /// A list answer holding `stored`, as the server sends it (a Swift string literal).
    var storedListJSON: String

    /// One field as the server has it.
    struct Field: Encodable {
        /// The field's name in the model.
        var name: String
        /// Its Swift type.
        var type: String
        /// Its `CodingKeys` case: `case note = "memo"` where the server's key differs, else `case note`.
        var codingKey: String
        /// The server's key.
        var key: String
        /// Its label, as the form shows it.
        var label: String
        /// The last field: no comma after it.
        var last: Bool
        /// What the body DTO writes for it: the value, or a day without a time (`kind: date`, OpenAPI's `format: date`)
        /// as the day alone (`APIJSON.day`), which is what such a server field holds.
        var sent: String
    }

    /// The method of the spec's update: its own `remote:` request's, else PUT.
    static func updateMethod(_ plan: Plan) -> HTTPMethod {
        plan.spec.operations.first { $0.kind == .update }?.remote?.method ?? .put
    }

    /// What the body DTO encodes for `field` (`Field.sent`), or for `record`'s field.
    static func sent(_ field: FieldSpec, of record: String? = nil) -> String {
        let value = record.map { "\($0).\(field.name)" } ?? field.name
        guard FormControl.isDay(field) else { return value }
        return field.type.isOptional ? "\(value).map(APIJSON.day)" : "APIJSON.day(\(value))"
    }

    /// A server key the model spells otherwise, for the mapper's comment: `` `memo` → `note` ``; absent when none.
    var keyExample: String?
    /// A server key for the mapper's comment on nested keys (`wallet.memo`).
    var nestedKeyExample: String
    /// The preset's document on mappers (seed 000's Repository layer, seed 001's Repository Pattern), after seed 002's
    /// Data Layer, which every preset cites.
    var citeMapper: String
    /// The adapter over the app's own client, where the feature calls it (`AppClientAdapter`); nil where it brings its own.
    var appClient: AppClientAdapter?
    /// The custom operations whose effect is a request (`CustomRequest`: `POST /books/{id}/lend`), in the spec's order.
    var customRequests: [CustomRequest]

    init?(plan: Plan) {
        guard let remote = plan.remote, RemoteArtifacts.supports(plan) else { return nil }
        let entity = plan.names.entity
        path = remote.path
        itemPath = remote.itemPath
        let segments = remote.itemPath.components(separatedBy: RemoteRequest.idPlaceholder)
        itemPathExpression = "\"" + segments.joined(separator: "\\(id.uuidString.lowercased())") + "\""
        baseURL = remote.baseURL ?? Self.placeholderBaseURL
        fractionalDates = remote.dates == .iso8601Fractional
        // The id is the DTO's own first member (`let id`, `case id`), the fixtures' and the JSON's too: a spec that
        // declares it (an OpenAPI schema's own `id` property) must not declare it again among the fields.
        let fields = plan.spec.fields.filter { $0.name != "id" }
        remoteFields = fields.map { field in
            let key = RemoteKeys.key(for: field, style: remote.keyStyle)
            return Field(
                name: field.name, type: plan.frameworkNames.spell(field.type),
                codingKey: key == field.name ? "case \(field.name)" : "case \(field.name) = \"\(key)\"", key: key,
                label: Naming.label(field.name), last: field.name == fields.last?.name, sent: Self.sent(field)
            )
        }
        let serverDefaults = ServerDefaults(
            fields: fields, keys: Dictionary(uniqueKeysWithValues: remoteFields.map { ($0.name, $0.key) }),
            names: plan.frameworkNames, idType: plan.names.idType
        )
        defaultedFields = serverDefaults.fields
        decodeLines = TemplateLine.lines(serverDefaults.decodeLines)
        paging = RemotePaging(remote.pagination, list: remote.list)
        let differing = remoteFields.first { $0.key != $0.name }
        keyExample = differing.map { "`\($0.key)` → `\($0.name)`" }
        nestedKeyExample = differing?.key ?? remoteFields.first?.key ?? "name"
        let citeDataSource: String
        (citeMapper, citeDataSource) = Self.citations(plan.preset)
        appClient = AppClientAdapter.adapter(plan)
        customRequests = CustomRequest.all(plan)
        let dates = fields.filter { $0.type.unwrapped == .named("Date") }
        dateField = dates.first { !$0.type.isOptional }?.name
        var prelude: [String] = []
        var members: [String] = []
        for (field, remoteField) in zip(fields, remoteFields) {
            let member = "\"\(remoteField.key)\": "
            if dates.contains(field) {
                let format = "formatted(Date.ISO8601FormatStyle())"
                if field.type.isOptional {
                    prelude.append("let \(field.name) = \(field.name).map { \"\\\"\\($0.\(format))\\\"\" } ?? \"null\"")
                    members.append(member + "\\(\(field.name))")
                } else {
                    let text = field.name == dateField ? "text ?? " : ""
                    prelude.append("let \(field.name) = \(text)\(field.name).\(format)")
                    members.append(member + "\"\\(\(field.name))\"")
                }
            } else {
                members.append(member + "\\(Self.json(\(field.name)))")
            }
        }
        let variable = plan.names.entityVariable
        let fixed = "\(plan.q("Date"))(timeIntervalSince1970: 1_800_000_000)"
        var values: [String: String] = ["id": "\(plan.q("UUID"))()"]
        var stored: [String: String] = ["id": "serverID"]
        for field in fields {
            values[field.name] = field.type.unwrapped == .named("Date") ? fixed : plan.alternative(field)
            stored[field.name] = "\(variable).\(field.name)"
        }
        remoteFixture = plan.fixtureCall(values)
        changedFirst = plan.changedCopy(of: "first")
        storedFixture = plan.fixtureCall(stored)
        // A date as a write sends it.
        let sent = remote.dates == .iso8601Fractional ? "2027-01-15T08:00:00.000Z" : "2027-01-15T08:00:00Z"
        bodyKeys = "[" + remoteFields.map { "\"\($0.key)\"" }.joined(separator: ", ") + "]"
        // Each field's value in the body and what it must be. A day alone is the day the user's calendar gives the
        // fixture's date (`APIJSON.day`, proved by APIJSONTests).
        let checks: [(actual: String, expected: String)] = zip(fields, remoteFields).map { field, remoteField in
            let body = "body[\"\(remoteField.key)\"]"
            if FormControl.isDay(field) { return ("\(body) as? String", Self.sent(field, of: variable)) }
            if dates.contains(field) { return ("\(body) as? String", "\"\(sent)\"") }
            return ("\(body) as? NSObject", "try json(\(variable).\(field.name))")
        }
        bodyChecks = TemplateLine.lines(checks.map { "XCTAssertEqual(\($0.actual), \($0.expected))" })
        // `try` may not stand right of `==`, so an expected value that tries comes first.
        bodyExpectations = TemplateLine.lines(checks.map {
            $0.expected.hasPrefix("try ") ? "#expect(\($0.expected) == \($0.actual))" : "#expect(\($0.actual) == \($0.expected))"
        })
        clearedField = zip(fields, remoteFields).first { $0.0.type.isOptional }?.1
        // The field errors name the field the server spells otherwise first (its key must map back), then the first.
        var about = [differing, remoteFields.first].compactMap { $0 }
        if about.count == 2, about[0].name == about[1].name { about.removeLast() }
        errorKey = about.first?.key ?? "name"
        errorField = about.first?.name ?? "name"
        changedOriginal = plan.everyFieldChanged(id: "original.id")
        let messages = about.indices.map { about.count > 1 && $0 == 0 ? "is too long" : "is taken" }
        fieldErrorsObject = "{" + zip(about, messages).map { "\"\($0.key)\": [\"\($1)\"]" }.joined(separator: ", ")
            + ", \"base\": [\"Limit reached.\"]}"
        fieldErrorsExpected = "[" + zip(about, messages).map { ".\($0.name): \"\($1)\"" }.joined(separator: ", ") + "]"
        jsonPrelude = TemplateLine.lines(prelude)
        jsonMembers = members.joined(separator: ", ")
        let next = paging.nextCase == nil ? "" : ", \"\(paging.next ?? "")\": null"
        if paging.pageDTO {
            let items = paging.list ?? "items"
            emptyListJSON = "#\"{\"\(items)\": []\(next)}\"#"
            storedListJSON = "#\"{\"\(items)\": [\\#(stored.serverJSON())]\(next)}\"#"
        } else {
            emptyListJSON = "\"[]\""
            storedListJSON = "\"[\\(stored.serverJSON())]\""
        }
        let renamed = fields.filter { $0.remoteName != nil }.map { "`\($0.name)` is `\($0.remoteName ?? "")` on the server, its `remoteName`" }
        let styled = fields.filter { $0.remoteName == nil && remote.keyStyle.key(for: $0.name) != $0.name }
            .map { "`\($0.name)` is `\(remote.keyStyle.key(for: $0.name))`" }
        // The keys the server spells otherwise than the model, for the DTO's comment; empty when none.
        let keyNotes = ((styled.isEmpty ? [] : [styled.joined(separator: ", ")]) + renamed).joined(separator: "; ")
        sharedStore = plan.injection != .compositionRoot
        remoteDataSource = RemoteArtifacts.remoteDataSource(plan)
        localStore = RemoteArtifacts.localStore(plan)
        localStoreVariable = Naming.lowerFirst(localStore)
        savedInDefaults = RemoteArtifacts.savedInDefaults(plan)
        isService = plan.ownRepositoryRole != nil
        pageDTO = "\(entity)PageDTO"
        var pages = paging.cursor || paging.page || paging.link ? " a page at a time" : ""
        if paging.page {
            pages += " (`?\(paging.parameter)=2" + (paging.sizeParameter.map { "&\($0)=\(RemotePaging.pageSize)" } ?? "") + "`)"
        }
        let update = Self.updateMethod(plan)
        updateMethod = Naming.lowerFirst(update.rawValue.lowercased())
        let requests = "`GET \(remote.path)`\(pages), `GET`, `\(update.rawValue)` and `DELETE \(remote.itemPath)`, `POST \(remote.path)`"
            + customRequests.map { ", `\($0.label)`" }.joined()
        let article = Naming.upperFirst(Naming.withArticle(Naming.label(entity).lowercased()))
        dtoDoc = DocComment.lines(
            "\(article) as the server sends it (the list's items, `GET \(remote.itemPath)`, the answer to a write), under the server's "
                + "keys: `CodingKeys` spells them (`.scaffold.yml` `remote.keyStyle: \(remote.keyStyle.rawValue)`" + (keyNotes.isEmpty ? "" : "; \(keyNotes)")
                + "). The app's model never sees these keys (seed 002, Data Layer: \"DTOs (Data Transfer Objects)\")."
        )
        let words = Self.words(plan.preset)
        let entitiesLabel = Naming.label(plan.names.entities).lowercased()
        repositoryDoc = DocComment.lines(
            "Keeps \(entitiesLabel) on the server and a copy on the device (\(words.repository); seed 002, `DefaultNoteRepository`: "
                + "\"Try remote, fall back to local\"). The list reads the server first and saves what it got; only when the server "
                + "cannot be reached (no connection, a timeout, the host not found) does it return the saved copy, marked as such. An "
                + "answer from the server — an error status, a refused sign-in — is never hidden behind the copy. Writes go to the "
                + "server, and the copy follows what the server stored (with the id it assigned); a failed write leaves the copy as it was."
        )
        let cache = "A cache of the server, not the \(entitiesLabel)' home: a record that no longer decodes (the API or the model changed) is "
            + "dropped, and the next list from the server brings it back. An actor, so each read-modify-write is one call no other "
            + "caller can interleave; "
        localStoreDoc = DocComment.lines(RemoteArtifacts.savedInDefaults(plan)
            ? "The copy of the server's \(entitiesLabel) kept on the device, in UserDefaults as JSON (\(Self.defaultsManager): one manager "
                + "owns the key and the encoding; view models never touch UserDefaults): what the list shows when the server cannot be "
                + "reached. " + cache + "`shared` is the one instance over the standard suite."
            : "The copy of the server's \(entitiesLabel) kept on the device, in one JSON file, `\(plan.names.entitiesVariable).json` in the "
                + "feature's folder under Application Support: what the list shows when the server cannot be reached (\(words.cache)). "
                + cache + (sharedStore ? "`shared` is the one instance over the app's folder." : "the composition root makes the one over the app's folder.")
        )
        dataSourceDoc = DocComment.lines(
            "Reads and writes \(Naming.label(plan.names.entities).lowercased()) on the server, through the app's HTTP client (\(citeDataSource); "
                + "seed 002, Data Layer: \"Data Sources (Remote, Local)\"): \(requests). A status that is not a success throws `APIError`."
        )
    }

    /// Seed 003's persistence manager, which keeps `mvvm`'s saved copy.
    static let defaultsManager = "seed 003, UserDefaultsManager"

    /// Seed 000's words in `layered`, seed 001's in `features` (its UseCases and Repository are seed 001's), seed 003's
    /// Service in `mvvm`.
    static func citations(_ preset: String) -> (mapper: String, dataSource: String) {
        switch preset {
        case "mvvm":
            return ("seed 003, Scalability: \"Service Layer\"", "seed 003, Scalability: \"Service Layer\"")
        case "features":
            return ("seed 001, Repository Pattern", "seed 001, Repository Pattern: \"Data Sources: Network client, database, cache\"")
        case "clean":
            return ("seed 002, Data Layer: \"Maps between DTOs and Domain entities\"", "seed 002, Data Layer: \"Make network requests\"")
        default:
            return ("seed 000, Repository layer: \"Transform data between layers\"", "seed 000, Repository layer: \"Integrate with external systems (… APIs …)\"")
        }
    }

    /// The passages of the preset's documents the repository, the saved copy and the form's messages follow.
    static func words(_ preset: String) -> (repository: String, cache: String, errors: String) {
        switch preset {
        case "mvvm":
            return (
                "seed 003, Scalability: \"2. Service Layer\", the view models' `service`; ViewModel Layer: \"Coordinate with services "
                    + "(persistence, network)\"",
                "seed 003, Persistence Layer: \"Centralize all persistence logic\"",
                // Seed 003's ViewModel layer says nothing of errors; seed 000's does, as every form of the preset cites.
                "seed 000, ViewModel layer: \"Transform errors into user-friendly messages\""
            )
        case "features":
            return (
                "seed 001, Repository Pattern: \"Abstracts data sources (network, database, cache)\", \"Multiple data sources "
                    + "coordinated\", \"Caching strategy implemented\"",
                "seed 001, Repository Pattern: \"Caching strategy implemented\"",
                "seed 004, ViewModels: \"Handle errors and map to user-facing messages\""
            )
        case "clean":
            return (
                "seed 002, Data Layer: \"Implements Domain protocols\", \"Maps between DTOs and Domain entities\"",
                "seed 002, Data Layer: \"Cache data\"",
                "seed 002, Presentation Layer: \"ViewModels use Domain use cases\""
            )
        default:
            return (
                "seed 000, Repository layer: \"Abstract data access\", \"Integrate with external systems (… APIs …)\", \"Implement "
                    + "caching strategies\"",
                "seed 000, Repository layer: \"Implement caching strategies\"",
                "seed 000, ViewModel layer: \"Transform errors into user-friendly messages\""
            )
        }
    }

    /// The base URL of an app that states none yet: `example.com`'s, reserved for examples (RFC 2606), so the app
    /// builds and its requests reach no one's server until `.scaffold.yml` or `API_BASE_URL` names the real one.
    static let placeholderBaseURL = "https://api.example.com"
}
