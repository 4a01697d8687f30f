import SwiftSyntax

/// A store reached through static code: a type whose static members use a persistence API (`static let defaults =
/// UserDefaults.standard`), or call the static members of a type that does (`PersistanceManager.save(…)` calling
/// `Persistance.save(…)`), is the app's persistence manager whatever its name — seed 003's "UserDefaultsManager"
/// ("Centralize all UserDefaults access") — and a view calling it writes to the store itself. What a type is then
/// follows from the calls its static code makes, across files, so each file records what the static code of its
/// namespaces (types of static members only) names (`reach`), which types keep a persistence API (`keeps`), and which
/// project types its views call static methods of (`uses`); `Graph` follows the calls once every file is read.
enum StaticStores {
    /// Roles whose types are no store whatever they call or hold: the composition root holds the `ModelContainer`,
    /// a view model calls the persistence manager by design, and views, models and test support keep no data.
    static let notStores: Set<Role> = [.view, .viewModel, .app, .support, .model]

    static let reachKey = "static reach "
    static let keepsKey = "keeps "
    static let usesKey = "uses "
    /// A view's call on a static member's value (`KeychainHelper.shared.get(…)`).
    static let instanceUsesKey = "uses instance "

    /// The keychain's functions (Security): a type whose code calls one keeps data in the keychain.
    static let keychainFunctions: Set<String> = ["SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete"]
    static let keychainWords: [[UInt8]] = [Array("secitem".utf8)]
    /// Marks a kept API reached through a type's methods calling the keychain (`keeps keychain:SecItemAdd`).
    static let keychainPrefix = "keychain:"

    /// A method of a type that sends requests with URLSession (`sends upload` of `NetworkManager`), and a view's call of
    /// a method on a static member's value (`calls instance NetworkManager.upload` for `NetworkManager.shared.upload(…)`).
    static let sendsKey = "sends "
    /// Between a method and the backend SDK it calls in a `sends` key (`sends signIn via Firebase Auth`); a key
    /// without one is a method sending with URLSession.
    static let backendSeparator = " via "
    static let instanceCallsKey = "calls instance "
    static let sessionWords: [[UInt8]] = [Array("urlsession".utf8)]

    /// The first keychain function a member calls (`SecItemAdd(query as CFDictionary, nil)`), in static or instance
    /// code; nil when none does.
    static func keychainCall(in members: [DeclSyntax]) -> String? {
        let collector = Collector()
        for member in members { collector.walk(member) }
        return collector.names.first(where: keychainFunctions.contains)
    }

    /// The capitalized names the static members of a type name: the base of a member access (`UserDefaults.standard`,
    /// `Persistance.save(…)`) or a name called (`JSONEncoder()`), in static functions' bodies and static properties'
    /// values and getters.
    static func reached(by members: [DeclSyntax]) -> [String] {
        let collector = Collector()
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self), isStatic(function.modifiers), let body = function.body {
                let own = GenericParameters.names(function.genericParameterClause)
                collector.skipping = own
                collector.walk(body)
            } else if let variable = member.as(VariableDeclSyntax.self), isStatic(variable.modifiers) {
                collector.skipping = []
                for binding in variable.bindings {
                    if let value = binding.initializer { collector.walk(value) }
                    if let accessors = binding.accessorBlock { collector.walk(accessors) }
                }
            }
        }
        return collector.names
    }

    /// The capitalized names a type's instance methods name as `reached(by:)` reads static code: what an object's own
    /// work calls (`MovieNetwork.fetchGenres` calling `Fetching.getData(…)`, whose static session sends the request).
    static func reachedByInstances(of members: [DeclSyntax]) -> [String] {
        let collector = Collector()
        for member in members {
            guard let function = member.as(FunctionDeclSyntax.self), !isStatic(function.modifiers), let body = function.body else { continue }
            collector.skipping = GenericParameters.names(function.genericParameterClause)
            collector.walk(body)
        }
        return collector.names
    }

    /// A type of static members only (`struct PersistanceManager { static func save(…) }`): no instance stored or
    /// computed property, no instance method, no initializer; nested types allowed. What such a type does is what its
    /// static code does. A type with instances (a settings object with a static `UserDefaults` suite, a model whose
    /// static helper reads the file system) is judged by what it holds, not by its static helpers.
    static func isNamespace(_ members: [DeclSyntax]) -> Bool {
        var hasStaticFunction = false
        for member in members {
            if let function = member.as(FunctionDeclSyntax.self) {
                guard isStatic(function.modifiers) else { return false }
                hasStaticFunction = true
            } else if let variable = member.as(VariableDeclSyntax.self) {
                guard isStatic(variable.modifiers) else { return false }
            } else if member.is(InitializerDeclSyntax.self) || member.is(SubscriptDeclSyntax.self) {
                return false
            }
        }
        return hasStaticFunction
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// What one name reaches: the persistence API and the project type it is reached through (nil when the name's
    /// own static code or stored property names the API).
    struct Reached: Equatable {
        var api: String
        var through: String?
    }

    /// Every type's reach from the records of all files, followed through the calls (a cycle ends the walk).
    struct Graph {
        private var keeps: [String: String] = [:]
        private var reaches: [String: [String]] = [:]

        init(_ records: [RuleRecord]) {
            for record in records {
                if record.key.hasPrefix(keepsKey) {
                    if keeps[record.owner] == nil { keeps[record.owner] = String(record.key.dropFirst(keepsKey.count)) }
                } else if record.key.hasPrefix(reachKey) {
                    let name = String(record.key.dropFirst(reachKey.count))
                    if reaches[record.owner]?.contains(name) != true { reaches[record.owner, default: []].append(name) }
                }
            }
        }

        func store(of name: String) -> Reached? { store(of: name, visiting: []) }

        private func store(of name: String, visiting: Set<String>) -> Reached? {
            guard !visiting.contains(name) else { return nil }
            if let api = keeps[name] { return Reached(api: api, through: nil) }
            for reached in reaches[name] ?? [] where reached != name {
                if let deeper = store(of: reached, visiting: visiting.union([name])) {
                    return Reached(api: deeper.api, through: reached)
                }
            }
            return nil
        }
    }

    private final class Collector: SyntaxVisitor {
        var names: [String] = []
        var skipping: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base?.as(DeclReferenceExprSyntax.self) { add(base.baseName.text) }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let called = node.calledExpression.as(DeclReferenceExprSyntax.self) { add(called.baseName.text) }
            return .visitChildren
        }

        private func add(_ name: String) {
            guard name.first?.isUppercase == true, name != "Self", !skipping.contains(name), !names.contains(name) else { return }
            names.append(name)
        }
    }
}
