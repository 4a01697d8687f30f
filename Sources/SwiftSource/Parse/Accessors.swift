import MockKit
import SwiftSyntax

/// The accessor requirements of a property or subscript: `{ get }`, `{ get set }`, `{ get async throws }`.
struct Accessors: Equatable {
    var isSettable = false
    var isAsync = false
    var throwing: MockThrows = .none

    /// Nil when there is no accessor block or no getter, which a protocol requirement must have.
    init?(_ block: AccessorBlockSyntax?) {
        guard let block, case .accessors(let list) = block.accessors else { return nil }
        var hasGetter = false
        for accessor in list {
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.get):
                hasGetter = true
                isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
                throwing = SwiftTypes.throwing(accessor.effectSpecifiers?.throwsClause)
            case .keyword(.set):
                isSettable = true
            default:
                return nil
            }
        }
        guard hasGetter else { return nil }
    }
}
