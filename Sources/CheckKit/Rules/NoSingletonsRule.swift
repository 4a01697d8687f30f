import SwiftSource
import SwiftSyntax

/// A class or actor of the project keeps a shared instance of itself (`static let shared = NetworkManager()`), or
/// the project gives a type from a package one (`extension Container { static let shared = Container() }`).
///
/// Apple's singletons (`URLSession.shared`) may be used; the project may not declare its own. Value types are
/// not reported (`static let empty = Wallet(…)` is a constant) unless every initializer they declare is private
/// (`struct AppConfiguration { static let shared = AppConfiguration(); private init() {} }`: no one else can make
/// one, so the static one is the only instance), nor static properties whose names do not say "the one instance"
/// (`shared`, `sharedInstance`, `instance`, `default`, `current`, `standard`, `main`).
final class NoSingletonsRule: RuleVisitor, Rule {
    static let description = RuleDescription(
        id: "no-singletons",
        rank: 110,
        summary: "No singletons of the project's own types; dependencies are injected.",
        reports: "a class or actor — or a struct or enum whose initializers are all private — keeps a static instance of itself (`static let shared = …`), or the project gives a type from a package one (`extension Container { static let shared = Container() }`) — 002 Rule 2",
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
            // A struct no one else can make: its static instance is the only one.
            RuleExample("clean", "Sources/App/Infrastructure/Config/AppConfiguration.swift", """
            struct AppConfiguration {
                static let ↓shared = AppConfiguration()
                private init() {}
                var baseURL: URL { URL(string: "https://example.com")! }
            }
            """),
            RuleExample("clean", "Sources/App/App/DependencyInjection.swift", """
            import Swinject

            extension Container {
                static let ↓shared = Container()
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
            // Anyone may make another one: the static value is a default, not the only instance.
            RuleExample("clean", "Sources/App/Data/Network/APIConfiguration.swift", """
            struct APIConfiguration {
                static let standard = APIConfiguration(baseURL: URL(string: "https://example.com")!)
                let baseURL: URL
                init(baseURL: URL) { self.baseURL = baseURL }
                private init() { self.init(baseURL: URL(string: "https://localhost")!) }
            }
            """),
        ]
    )

    private static let instanceNames: Set<String> = ["shared", "sharedInstance", "instance", "default", "current", "standard", "main"]
    private static let sharedNames: Set<String> = ["shared", "sharedInstance", "instance"]

    /// A class or actor of the project, or a type from elsewhere the project extends (`extension Container`, whose
    /// kind it cannot see): a value type's `static let` is a constant.
    private static func mayBeShared(_ type: TypeScope) -> Bool {
        type.typeKind == .class || type.typeKind == .actor || (type.isExtension && type.typeKind == nil) || onlyMadeInside(type)
    }

    /// A struct or enum that declares initializers, all of them private: only the type itself can make one.
    private static func onlyMadeInside(_ type: TypeScope) -> Bool {
        guard type.typeKind == .struct || type.typeKind == .enum, !type.isExtension else { return false }
        let initializers = type.memberDecls.compactMap { $0.as(InitializerDeclSyntax.self) }
        return !initializers.isEmpty && initializers.allSatisfy { initializer in
            let modifiers = TypeNames.modifiers(initializer.modifiers)
            return modifiers.contains("private") || modifiers.contains("fileprivate")
        }
    }

    override class var readsBodies: Bool { false }

    override func visitType(_ type: TypeScope) -> SyntaxVisitorContinueKind {
        Self.mayBeShared(type) || type.declaresTypes ? .visitChildren : .skipChildren
    }

    /// A member `static let shared = Foo()` of a class or actor `Foo` (or of an extension of one).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentType, Self.mayBeShared(type), node.parent?.is(MemberBlockItemSyntax.self) == true else { return .skipChildren }
        let modifiers = TypeNames.modifiers(node.modifiers)
        guard modifiers.contains("static") || modifiers.contains("class") else { return .skipChildren }
        for binding in node.bindings {
            // Of a type whose kind is unknown, only the names that cannot be a value's constant (`Color.main` can).
            let names = type.typeKind == nil ? Self.sharedNames : Self.instanceNames
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, names.contains(name.text),
                  !SummaryReader.isComputed(binding), Self.holdsItself(binding, type: type.name) else { continue }
            report("\(type.name).\(name.text) is a singleton", at: name)
        }
        return .skipChildren
    }


    /// `= Foo()`, `= Self()`, `= .init()`, or `: Foo` annotated.
    private static func holdsItself(_ binding: PatternBindingSyntax, type qualified: String) -> Bool {
        let type = qualified.split(separator: ".").last.map(String.init) ?? qualified
        let annotated = binding.typeAnnotation.flatMap { TypeNames.outermost($0.type) }
        if annotated == type || annotated == qualified || annotated == "Self" { return true }
        guard let value = binding.initializer?.value else { return false }
        let callee = ExpressionPaths.path(TypeNames.callee(of: value))
        return callee == [type] || callee == ["Self"] || callee == ["", "init"] || callee == [type, "init"]
    }
}
