import ScaffoldCore
import SwiftSource
import SwiftSyntax

/// Where a feature's store goes in the app's container (a class or struct with stored properties): the line after
/// its last stored instance property (`let`, `var`, `lazy var`, with any attributes), at that property's
/// indentation; in a body without one, before its first member. An enum, actor or protocol holds no store scaffold
/// can add: refused, with what to do.
enum StoreSite {
    static func placement(
        in decl: DeclGroupSyntax, name: String, file: ModuleSources.File
    ) -> SitePlace {
        let kind: String? = decl.is(EnumDeclSyntax.self) ? "an enum" : decl.is(ActorDeclSyntax.self) ? "an actor"
            : decl.is(ProtocolDeclSyntax.self) ? "a protocol" : nil
        if let kind {
            return .refused(Diagnostic(
                .error, "\(name) is \(kind): scaffold adds each feature's store to the composition root as a stored property of its instance",
                at: file.location(decl),
                hint: kind == "an actor"
                    ? "make \(name) a class or struct (its factories are called from views, on the main actor)"
                    : "name a class or struct the app makes once as `compositionRoot.type` in .scaffold.yml"
            ))
        }
        let members = decl.memberBlock.members
        if let last = members.last(where: { isStoredInstanceProperty($0.decl) }) {
            guard file.endsItsLine(last) else { return .refused(shared(last, name: name, file: file)) }
            let line = file.lastLine(last)
            return .at(file.placement(.store, before: line + 1, indentation: file.indentation(ofLine: file.firstLine(last))))
        }
        if let first = members.first, let token = first.firstToken(viewMode: .sourceAccurate) {
            guard file.startsItsLine(token) else { return .refused(shared(first, name: name, file: file)) }
            let line = file.firstLine(first)
            return .at(file.placement(.store, before: line, indentation: file.indentation(ofLine: line)))
        }
        let brace = decl.memberBlock.rightBrace
        guard file.startsItsLine(brace) else { return .refused(shared(decl.memberBlock, name: name, file: file)) }
        let line = file.firstLine(brace)
        return .at(file.placement(.store, before: line, indentation: ModuleSources.deeper(file.indentation(ofLine: line), file: file)))
    }

    /// `let`/`var` without a getter, not `static` or `class`.
    static func isStoredInstanceProperty(_ decl: DeclSyntax) -> Bool {
        guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
        let modifiers = TypeNames.modifiers(variable.modifiers)
        guard !modifiers.contains("static"), !modifiers.contains("class") else { return false }
        return variable.bindings.allSatisfy { binding in
            switch binding.accessorBlock?.accessors {
            case nil: return true
            case .getter: return false
            case .accessors(let list): return !list.contains { [.keyword(.get), .keyword(.set)].contains($0.accessorSpecifier.tokenKind) }
            }
        }
    }

    private static func shared(_ node: some SyntaxProtocol, name: String, file: ModuleSources.File) -> Diagnostic {
        Diagnostic(
            .error, "\(name)'s members share a line here, so scaffold cannot add a line of its own among them",
            at: file.location(node), hint: "put \(name)'s members on lines of their own, or add `// scaffold:insert features` inside its body"
        )
    }
}

/// A place for an anchor, or why there is none.
enum SitePlace {
    case at(AnchorPlacement)
    case refused(Diagnostic)
}
