import SwiftSource

/// A class or actor of the project keeps a shared instance of itself (`static let shared = NetworkManager()`).
///
/// Apple's singletons (`URLSession.shared`) may be used; the project may not declare its own. Value types are
/// not reported (`static let empty = Wallet(…)` is a constant), nor static properties whose names do not
/// say "the one instance" (`shared`, `sharedInstance`, `instance`, `default`, `current`, `standard`, `main`).
struct NoSingletonsRule: Rule {
    let description = RuleDescription(
        id: "no-singletons",
        summary: "No singletons of the project's own types; dependencies are injected.",
        severity: .error,
        passages: [
            "clean": SeedPassage(.clean, "Dependency Rules (STRICT) › Rule 2: No Singletons (Except Apple)", "No Singletons (Except Apple)", "static let shared = NetworkManager()"),
        ],
        hint: "create the instance once in the composition root and pass it through initializers",
        triggering: [
            RuleExample("clean", "Sources/App/Data/Network/NetworkManager.swift", """
            class NetworkManager {
                static let ↓shared = NetworkManager()
            }
            """),
            RuleExample("clean", "Sources/App/Data/DataSources/NoteLocalDataSource.swift", """
            actor NoteLocalDataSource {
                static var ↓current: NoteLocalDataSource = .init()
            }
            """),
        ],
        nonTriggering: [
            RuleExample("clean", "Sources/App/Data/Network/NetworkManager.swift", """
            final class NetworkManager {
                private let session: URLSession
                init(session: URLSession = .shared) { self.session = session }
            }
            """),
            RuleExample("clean", "Sources/App/Domain/Entities/Note.swift", """
            struct Note {
                static let empty = Note(title: "")
                let title: String
            }
            """),
        ]
    )

    private static let instanceNames: Set<String> = ["shared", "sharedInstance", "instance", "default", "current", "standard", "main"]

    func check(_ project: CheckedProject) -> [Finding] {
        project.declarations.flatMap { declaration -> [Finding] in
            let kind = declaration.isExtension ? project.types[declaration.fact.name]?.kind : declaration.fact.kind
            guard kind == .class || kind == .actor else { return [] }
            return declaration.fact.properties.compactMap { property in
                guard property.isStatic, !property.isComputed, Self.instanceNames.contains(property.name),
                      Self.holdsItself(property, type: declaration.fact.name) else { return nil }
                return description.finding(
                    "\(declaration.fact.name).\(property.name) is a singleton", in: project, file: declaration.file.path, at: property.position
                )
            }
        }
    }

    /// `= Foo()`, `= Self()`, `= .init()`, or `: Foo` annotated.
    private static func holdsItself(_ property: PropertyFact, type: String) -> Bool {
        if property.typeName == type || property.typeName == "Self" { return true }
        guard let callee = property.initializer else { return false }
        return callee == [type] || callee == ["Self"] || callee == ["", "init"] || callee == [type, "init"]
    }
}
