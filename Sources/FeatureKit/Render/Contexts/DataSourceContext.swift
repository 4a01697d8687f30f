import ScaffoldCore

/// Context of seed 002's Data layer: the repository over its local data source, held as the concrete in-memory actor,
/// or, with `persistence: json`, as the data-source protocol both the JSON file one (the app's) and the in-memory one
/// (previews', tests') implement (seed 002, Rule 4: Protocols for Boundaries). The protocol's methods throw (a file
/// can fail to read), so the repository's calls to it are `try await`.
/// Docs/Templates.md, "Data sources (clean)", lists the variables with an example each.
struct DataSourceContext: TemplateContext {
    /// The data source is behind a protocol (`persistence: json`).
    var hasDataSourceProtocol: Bool
    /// The data-source protocol's name.
    var dataSourceProtocol: String
    /// The JSON file data source's name.
    var fileDataSource: String
    /// What the repository calls its data source's type in declarations: the protocol, or the in-memory actor.
    var dataSourceName: String
    /// The type of the repository's data source property (`any WalletDataSourceProtocol`).
    var dataSourceType: String
    /// How the repository calls its data source: `try await` through the protocol, `await` on the actor.
    var dataSourceCall: String
    /// What the JSON file's records decode to (the JSONFileStorage partial).
    var stored: StoredRecords

    init(plan: Plan) {
        let names = plan.names
        let json = plan.storage == .jsonDataSource
        hasDataSourceProtocol = json
        dataSourceProtocol = plan.dataSourceProtocol
        fileDataSource = plan.fileDataSource
        dataSourceName = json ? plan.dataSourceProtocol : names.dataSource
        dataSourceType = json ? "any \(plan.dataSourceProtocol)" : names.dataSource
        dataSourceCall = json ? "try await" : "await"
        stored = StoredRecords(type: names.dataTransferObject, list: "dtos", item: "dto")
    }
}

/// The records a JSON file holds, as the JSONFileStorage partial names them.
struct StoredRecords: TemplateContext {
    /// The type one record decodes to (the entity, or clean's data transfer object).
    var type: String
    /// The variable holding all records.
    var list: String
    /// The variable holding one record.
    var item: String
}
