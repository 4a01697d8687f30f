import MockKit
@_spi(RawSyntax) import SwiftSyntax

/// The accessor requirements of a property or subscript: `{ get }`, `{ get set }`, `{ get async throws }`.
struct Accessors: Equatable {
    var isSettable = false
    var isAsync = false
    var throwing: MockThrows = .none

    /// Nil when there is no accessor block or no getter, which a protocol requirement must have.
    init?(_ block: RawAccessorBlockSyntax?, text: WrittenText) {
        guard let block, let list = RawAccessorDeclListSyntax(block.accessors) else { return nil }
        var hasGetter = false
        for accessor in list.each {
            let specifier = accessor.accessorSpecifier
            if specifier.isKeyword("get") {
                hasGetter = true
                isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
                throwing = SignatureReader(text: text).throwing(accessor.effectSpecifiers?.throwsClause)
            } else if specifier.isKeyword("set") {
                isSettable = true
            } else {
                return nil
            }
        }
        guard hasGetter else { return nil }
    }
}
