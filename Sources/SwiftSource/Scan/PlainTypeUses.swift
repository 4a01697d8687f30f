import Foundation
import ScaffoldCore
import SwiftSyntax

/// Finds where a module's files name some types plainly (`View` in `some View` or `@State`, not `SwiftUI.View` or
/// `model.View`), so `feature` knows which lines a new entity named like a framework type would take over. Only
/// files whose bytes mention one of the names are parsed; comments and strings never count, nor a name after a
/// `.`, nor a declaration's own name.
public enum PlainTypeUses {
    /// Each file's uses (`files`: root-relative paths with the bytes read); `skippedLines` gives, from a file's bytes,
    /// the lines (1-based) not to look at.
    public static func find(
        _ names: Set<String>, in files: [(path: String, bytes: [UInt8])],
        skippedLines: @Sendable ([UInt8]) -> [ClosedRange<Int>] = { _ in [] }
    ) -> [LocatedName] {
        guard !names.isEmpty else { return [] }
        let needles = names.map { Array($0.utf8) }
        return parallelMap(files.map(SourceBytes.init)) { file -> [LocatedName] in
            guard SourceText.containsAny(needles, in: file.bytes) else { return [] }
            let skipped = skippedLines(file.bytes)
            return uses(of: names, in: String(decoding: file.bytes, as: UTF8.self), path: file.path)
                .filter { use in !skipped.contains { $0.contains(use.location.line) } }
        }
        .flatMap { $0 }
    }

    /// The plain uses of `names` in one file's text, in order.
    public static func uses(of names: Set<String>, in source: String, path: String) -> [LocatedName] {
        let tree = SwiftParsing.parse(source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var result: [LocatedName] = []
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            defer { previous = token }
            guard case .identifier(let text) = token.tokenKind, names.contains(text),
                  previous?.tokenKind != .period, !isDeclaredName(token) else { continue }
            let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            result.append(LocatedName(name: text, location: ScaffoldCore.SourceLocation(file: path, line: location.line, column: location.column)))
        }
        return result
    }

    /// The name a declaration gives (`struct View`, `<View>`), which is not a use.
    private static func isDeclaredName(_ token: TokenSyntax) -> Bool {
        guard let parent = token.parent else { return false }
        if let named = parent.asProtocol(NamedDeclSyntax.self) { return named.name.id == token.id }
        if let generic = parent.as(GenericParameterSyntax.self) { return generic.name.id == token.id }
        return false
    }
}
