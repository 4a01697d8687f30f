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
        /// Methods only the SDK's clients have (`setData(_:)` on a Firestore document, `putData(_:metadata:)` on a
        /// Storage reference), with the first argument's label when the name alone is common (`getData(maxSize:)`):
        /// a client reached in a way the file cannot see (a global declared elsewhere) is known by what is called on it.
        var calls: [String: (label: String?, what: String)] = [:]
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
            ],
            calls: [
                "setData": (nil, "Firestore"), "addDocument": (nil, "Firestore"), "updateData": (nil, "Firestore"),
                "getDocuments": (nil, "Firestore"), "getDocument": (nil, "Firestore"), "addSnapshotListener": (nil, "Firestore"),
                "putData": (nil, "Firebase Storage"), "putFile": (nil, "Firebase Storage"), "downloadURL": (nil, "Firebase Storage"),
                "getData": ("maxSize", "Firebase Storage"),
            ]
        ),
        SDK(modulePrefix: "Alamofire", entries: [("AF", "", "Alamofire")], clientTypes: [:]),
    ]

    /// What a file's SDKs are, from its imports (`FirebaseAuth`, `Firebase`, `Alamofire`); empty when none.
    private static func imported(by file: CheckFile) -> [SDK] {
        sdks.filter { sdk in file.imports.contains { $0.hasPrefix(sdk.modulePrefix) } }
    }

    /// The backend each method of `type` reaches (method name → what it calls), for the SDKs its file imports: a method
    /// that calls an entry point or a method only the SDK's clients have (`ref.putData(…)`), uses a stored property
    /// kept from one (`private let db = Firestore.firestore()`, `private var users = DB.collection("users")` with the
    /// file's global `let DB = Firestore.firestore()`) or declared as a client type (`let auth: Auth`), is given one
    /// (`path: StorageReference`), or calls another method of the type that does (`downloadProfileImage` calling its
    /// private `downloadImage`). Empty for a file importing no SDK.
    static func methodsReaching(in type: TypeScope, file: CheckFile) -> [(method: String, backend: String)] {
        // A type the project declares itself (its own `Storage`) is no SDK's entry point.
        let sdks = imported(by: file).map { sdk in
            var own = sdk
            own.entries.removeAll { file.type(named: $0.type) != nil }
            own.clientTypes = own.clientTypes.filter { file.type(named: $0.key) == nil }
            return own
        }
        guard sdks.contains(where: { !$0.entries.isEmpty }) else { return [] }
        // The file's globals kept from an entry point (`let DB_BASE = Firestore.firestore()`), then the type's properties.
        var kept = clients(in: file.tree.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }, sdks: sdks, known: [:])
        kept.merge(clients(in: type.memberDecls.compactMap { $0.as(VariableDeclSyntax.self) }, sdks: sdks, known: kept)) { _, member in member }
        let functions = type.memberDecls.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.body != nil }
        var reaching: [String: String] = [:]
        for function in functions {
            guard let body = function.body else { continue }
            var given = kept
            for parameter in function.signature.parameterClause.parameters {
                if let declared = TypeNames.outermost(parameter.type), let backend = sdks.lazy.compactMap({ $0.clientTypes[declared] }).first {
                    given[(parameter.secondName ?? parameter.firstName).text] = backend
                }
            }
            if let backend = entryCalled(in: Syntax(body), sdks: sdks) ?? Uses(given).first(in: body) { reaching[function.name.text] = backend }
        }
        return OwnMethodCalls.closed(reaching, over: functions)
    }

    /// The stored variables among `declarations` kept from an SDK: declared as a client type, or initialized with an
    /// entry point's call or from a client already `known` (`DB_BASE.collection("users")`).
    private static func clients(in declarations: [VariableDeclSyntax], sdks: [SDK], known: [String: String]) -> [String: String] {
        var kept: [String: String] = [:]
        for variable in declarations {
            for binding in variable.bindings where !SummaryReader.isComputed(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let declared = binding.typeAnnotation.flatMap { TypeNames.outermost($0.type) }
                if let declared, let backend = sdks.lazy.compactMap({ $0.clientTypes[declared] }).first {
                    kept[name] = backend
                } else if let value = binding.initializer?.value,
                          let backend = entryCalled(in: Syntax(value), sdks: sdks) ?? Uses(known).first(in: value) {
                    kept[name] = backend
                }
            }
        }
        return kept
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
        let finder = EntryFinder(sdks.flatMap(\.entries), calls: sdks.reduce(into: [:]) { $0.merge($1.calls) { first, _ in first } })
        finder.walk(node)
        return finder.found
    }

    /// `Auth.auth()`: the entry's type with the member called on it; `AF.…`: the entry used as a base (no member);
    /// `ref.putData(…)`: a method only the SDK's clients have, called.
    private final class EntryFinder: SyntaxVisitor {
        private let entries: [(type: String, member: String, what: String)]
        private let calls: [String: (label: String?, what: String)]
        private(set) var found: String?

        init(_ entries: [(type: String, member: String, what: String)], calls: [String: (label: String?, what: String)]) {
            self.entries = entries
            self.calls = calls
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard found == nil else { return .skipChildren }
            if let base = node.base?.as(DeclReferenceExprSyntax.self),
               let entry = entries.first(where: { $0.type == base.baseName.text && ($0.member.isEmpty || $0.member == node.declName.baseName.text) }) {
                found = entry.what
            } else if node.base != nil, let call = calls[node.declName.baseName.text],
                      let made = node.parent?.as(FunctionCallExprSyntax.self), made.calledExpression.id == node.id,
                      call.label == nil || made.arguments.first?.label?.text == call.label {
                found = call.what
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

extension BackendSDKs {
    /// Where a type that writes Firestore documents itself first reaches Firestore, or nil when it writes none. A write
    /// is `setData`, `updateData` or `delete` on a document or collection reference (`USERS.document(uid).setData(…)`),
    /// or `addDocument(data:)`; references are told by the calls that make them (`.document(…)`, `.collection(…)`),
    /// so a collection kept in a global declared in another file, without an import of Firebase here, is still known.
    /// A reference kept in a name first (`let docRef = USERS.document(uid)`, `let docRef = documentReference(for:
    /// type)` where the type's own method returns a `DocumentReference`, `let ref: DocumentReference`) is one when
    /// written through the name (`docRef.setData(data)`). The place is the type's first reference or write (the query
    /// it then reads, the document it then writes).
    static func firestoreWrite(in node: some SyntaxProtocol) -> Syntax? {
        let finder = FirestoreWrites(kept: ReferenceNames.names(in: node))
        finder.walk(node)
        return finder.writes ? finder.first : nil
    }

    /// Firestore's reference types: what a name or a method declared with one of them holds or returns.
    private static let referenceTypes: Set<String> = ["DocumentReference", "CollectionReference"]

    /// The names a type keeps a Firestore reference in: variables (stored or local) declared with a reference type or
    /// given a reference (`.document(…)`/`.collection(…)` calls, or a call of the type's own method returning one).
    private final class ReferenceNames: SyntaxVisitor {
        private var returning: Set<String> = []
        private var names: Set<String> = []
        /// The first walk reads the methods' return types, the second the variables: a variable may be given what a
        /// method declared below it returns.
        private var readsMethods = true

        static func names(in node: some SyntaxProtocol) -> Set<String> {
            let finder = ReferenceNames()
            finder.walk(node)
            finder.readsMethods = false
            finder.walk(node)
            return finder.names
        }

        private init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if readsMethods, let returned = node.signature.returnClause.flatMap({ TypeNames.outermost($0.type) }), referenceTypes.contains(returned) {
                returning.insert(node.name.text)
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard !readsMethods, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
            let declared = node.typeAnnotation.flatMap { TypeNames.outermost($0.type) }
            if declared.map(referenceTypes.contains) == true || node.initializer.map({ isReference($0.value) }) == true { names.insert(name) }
            return .visitChildren
        }

        private func isReference(_ value: ExprSyntax) -> Bool {
            if FirestoreWrites.isReference(value) { return true }
            guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
            if let called = call.calledExpression.as(DeclReferenceExprSyntax.self) { return returning.contains(called.baseName.text) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return returning.contains(member.declName.baseName.text)
            }
            return false
        }
    }

    private final class FirestoreWrites: SyntaxVisitor {
        private let kept: Set<String>
        private(set) var first: Syntax?
        private(set) var writes = false

        init(kept: Set<String>) {
            self.kept = kept
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return .visitChildren }
            let name = member.declName.baseName.text
            let isWrite = (Self.writes.contains(name) && (Self.isReference(base) || isKept(base)))
                || (name == "addDocument" && node.arguments.first?.label?.text == "data")
            if isWrite || Self.references.contains(name) && Self.isReference(node) {
                writes = writes || isWrite
                if first == nil { first = Syntax(node) }
            }
            return .visitChildren
        }

        private static let writes: Set<String> = ["setData", "updateData", "delete"]
        private static let references: Set<String> = ["document", "collection"]

        /// `docRef`, `self.docRef`: a name the type keeps a reference in.
        private func isKept(_ expression: ExprSyntax) -> Bool {
            let path = ExpressionPaths.path(expression).filter { $0 != "self" }
            return path.count == 1 && kept.contains(path[0])
        }

        /// Whether `expression` is a chain of calls with a `document(…)` or `collection(…)` call in it.
        static func isReference(_ expression: some SyntaxProtocol) -> Bool {
            var current = Syntax(expression)
            while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if references.contains(member.declName.baseName.text), call.arguments.count <= 1 { return true }
                guard let base = member.base else { return false }
                current = Syntax(base)
            }
            return false
        }
    }
}
