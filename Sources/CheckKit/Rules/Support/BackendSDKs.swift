import SwiftSource
import SwiftSyntax

/// The SDKs an app reaches a remote backend through instead of its own HTTP requests: Firebase's services, each got
/// from its entry point (`Auth.auth()`, `Firestore.firestore()`), and Alamofire's default session (`AF.request(…)`),
/// each only in a file that imports the SDK. A type whose method calls one (`AuthService.signIn` calling
/// `Auth.auth().signIn(withEmail:password:)`, or `auth.signIn(…)` on a kept `let auth = Auth.auth()`) sends requests
/// to the backend as much as one calling `URLSession.shared.dataTask` does.
enum BackendSDKs {
    /// An SDK: the module prefix a file imports it by, its entry points (type, member called on it) and its client
    /// types (what a kept entry point's value is declared as), and what it is called in messages.
    private struct SDK {
        var modulePrefix: String
        var entries: [(type: String, member: String, what: String)]
        var clientTypes: [String: String]
    }

    private static let sdks = [
        SDK(
            modulePrefix: "Firebase",
            entries: [
                ("Auth", "auth", "Firebase Auth"), ("Firestore", "firestore", "Firestore"),
                ("Database", "database", "the Firebase Realtime Database"), ("Storage", "storage", "Firebase Storage"),
                ("Functions", "functions", "Cloud Functions"),
            ],
            clientTypes: [
                "Auth": "Firebase Auth", "Firestore": "Firestore", "CollectionReference": "Firestore", "DocumentReference": "Firestore",
                "DatabaseReference": "the Firebase Realtime Database", "StorageReference": "Firebase Storage", "Functions": "Cloud Functions",
            ]
        ),
        SDK(modulePrefix: "Alamofire", entries: [("AF", "", "Alamofire")], clientTypes: [:]),
    ]

    /// What a file's SDKs are, from its imports (`FirebaseAuth`, `Firebase`, `Alamofire`); empty when none.
    private static func imported(by file: CheckFile) -> [SDK] {
        sdks.filter { sdk in file.imports.contains { $0.hasPrefix(sdk.modulePrefix) } }
    }

    /// The backend each method of `type` reaches (method name → what it calls), for the SDKs its file imports: a method
    /// that calls an entry point, or uses a stored property kept from one (`private let db = Firestore.firestore()`) or
    /// declared as a client type (`let auth: Auth`). Empty for a file importing no SDK.
    static func methodsReaching(in type: TypeScope, file: CheckFile) -> [(method: String, backend: String)] {
        // A type the project declares itself (its own `Storage`) is no SDK's entry point.
        let sdks = imported(by: file).map { sdk in
            var own = sdk
            own.entries.removeAll { file.type(named: $0.type) != nil }
            own.clientTypes = own.clientTypes.filter { file.type(named: $0.key) == nil }
            return own
        }
        guard sdks.contains(where: { !$0.entries.isEmpty }) else { return [] }
        var kept: [String: String] = [:]
        for member in type.memberDecls {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where !SummaryReader.isComputed(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let declared = binding.typeAnnotation.flatMap { TypeNames.outermost($0.type) }
                if let declared, let backend = sdks.lazy.compactMap({ $0.clientTypes[declared] }).first {
                    kept[name] = backend
                } else if let value = binding.initializer?.value, let backend = entryCalled(in: Syntax(value), sdks: sdks) {
                    kept[name] = backend
                }
            }
        }
        return type.memberDecls.compactMap { member in
            guard let function = member.as(FunctionDeclSyntax.self), let body = function.body else { return nil }
            let backend = entryCalled(in: Syntax(body), sdks: sdks) ?? Uses(kept).first(in: body)
            return backend.map { (function.name.text, $0) }
        }
    }

    /// What `node` reaches when it is a call of an SDK's service entry point (`Firestore.firestore`, `Auth.auth`) of an
    /// SDK the file imports, the project declaring no type of that name: a View calling it uses the backend itself.
    /// Alamofire's `AF` is a request `presentation-network` reads.
    static func serviceEntry(_ node: MemberAccessExprSyntax, in file: CheckFile) -> String? {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self) else { return nil }
        let type = base.baseName.text, member = node.declName.baseName.text
        for sdk in imported(by: file) {
            if let entry = sdk.entries.first(where: { $0.type == type && $0.member == member && !$0.member.isEmpty }) {
                return file.type(named: type) == nil ? entry.what : nil
            }
        }
        return nil
    }

    /// The first SDK entry point the code reaches (`Auth.auth()`, `AF.request`), as messages name it.
    private static func entryCalled(in node: Syntax, sdks: [SDK]) -> String? {
        let finder = EntryFinder(sdks.flatMap(\.entries))
        finder.walk(node)
        return finder.found
    }

    /// `Auth.auth()`: the entry's type with the member called on it; `AF.…`: the entry used as a base (no member).
    private final class EntryFinder: SyntaxVisitor {
        private let entries: [(type: String, member: String, what: String)]
        private(set) var found: String?

        init(_ entries: [(type: String, member: String, what: String)]) {
            self.entries = entries
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            if let base = node.base?.as(DeclReferenceExprSyntax.self),
               let entry = entries.first(where: { $0.type == base.baseName.text && ($0.member.isEmpty || $0.member == node.declName.baseName.text) }) {
                found = entry.what
            }
            return found == nil ? .visitChildren : .skipChildren
        }
    }

    /// A kept client used in a body (`auth.signIn(…)`, `self.db.collection(…)`): the first one's backend.
    private final class Uses: SyntaxVisitor {
        private let kept: [String: String]
        private var found: String?

        init(_ kept: [String: String]) {
            self.kept = kept
            super.init(viewMode: .sourceAccurate)
        }

        func first(in node: some SyntaxProtocol) -> String? {
            guard !kept.isEmpty else { return nil }
            walk(node)
            return found
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            if let base = node.base {
                let path = ExpressionPaths.path(base)
                if let name = path.last, path.count == 1 || (path.count == 2 && path.first == "self") { found = kept[name] }
            }
            return found == nil ? .visitChildren : .skipChildren
        }
    }
}
