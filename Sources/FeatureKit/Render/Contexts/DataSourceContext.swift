import ScaffoldCore

/// Context of seed 002's Data layer: the repository over its local data source, held as the concrete in-memory actor,
/// or, with `persistence: json`, as the data-source protocol both the JSON file one (the app's) and the in-memory one
/// (previews', tests') implement (seed 002, Rule 4: Protocols for Boundaries). The protocol's methods throw (a file
/// can fail to read), so the repository's calls to it are `try await`.
struct DataSourceContext {
    let plan: Plan

    var values: [String: Any] {
        let names = plan.names
        let json = plan.storage == .jsonDataSource
        return [
            "hasDataSourceProtocol": json,
            "dataSourceProtocol": plan.dataSourceProtocol,
            "fileDataSource": plan.fileDataSource,
            "dataSourceName": json ? plan.dataSourceProtocol : names.dataSource,
            "dataSourceType": json ? "any \(plan.dataSourceProtocol)" : names.dataSource,
            "dataSourceCall": json ? "try await" : "await",
            // What the JSON file's records decode to (the JSONFileStorage partial).
            "stored": ["type": names.dataTransferObject, "list": "dtos", "item": "dto"],
        ]
    }
}
