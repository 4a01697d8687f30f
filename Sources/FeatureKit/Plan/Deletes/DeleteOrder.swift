/// The order of a delete that spans stores (issue 35: "a cascade is not one step"). Deleting an author deleted its
/// books one by one and then the author: when the author's delete failed, the books were gone and the author stayed.
///
/// Seed 000, UseCase layer: the UseCase "Coordinate[s] multiple Repositories" and "Manage[s] transactions". Stores
/// here have no transaction across them, so the UseCase makes one as far as it can:
/// 1. **Check everything first** — the record exists, and every store that refers to it is read; a `restrict` refuses
///    here, before anything changes.
/// 2. **The record first, then what refers to it** — its own delete, then each `nullify` (written back cleared) and
///    each `cascade` (deleted), store by store.
/// 3. **Roll back on failure** — when a step fails, what was done is undone in reverse: the record created again
///    first, then the referring records written back; then the first error is thrown.
///
/// Whatever step fails, the stores end as they were or — only if undoing fails too — with the record gone and some
/// records still naming it, which the screens show ("Deleted author", "—") and let a person fix; never with the
/// referring records gone and the record kept, which nothing shows. Children first would end there when the
/// rollback fails.
public struct DeleteOrder: Codable, Hashable, Sendable {
    public static let seedQuote = "Manage transactions (000_c7ec1093a6c69dce.txt, UseCase layer)"

    /// One write of the delete, in the order it runs.
    public enum Step: Codable, Hashable, Sendable {
        /// The record itself.
        case deleteRecord
        /// The records whose `field` names it lose the reference (`nullify`).
        case clear(entity: String, field: String)
        /// The records whose `field` names it are deleted (`cascade`).
        case deleteReferring(entity: String, field: String)
    }

    /// What is checked before any write: the references that refuse the delete (`restrict`).
    public var refusals: [IncomingReference]
    /// The writes, in order.
    public var steps: [Step]

    /// What undoes the writes done before the step at `index` failed, in the order it runs (the reverse).
    public func rollback(after index: Int) -> [Step] {
        Array(steps.prefix(index).reversed())
    }

    /// The order for a delete that keeps `references` whole.
    public init(keeping references: [IncomingReference]) {
        refusals = references.filter { $0.onDelete == .restrict }
        steps = [.deleteRecord]
            + references.filter { $0.onDelete == .nullify }.map { .clear(entity: $0.entity, field: $0.field) }
            + references.filter { $0.onDelete == .cascade }.map { .deleteReferring(entity: $0.entity, field: $0.field) }
    }

    /// Whether the delete writes to more than its own store, and so needs the rollback.
    public var spansStores: Bool { steps.count > 1 }
}

/// What a confirmation says a delete does besides removing the record (issue 35: "Delete this author?" said nothing
/// of the books that went with it): one sentence per reference that cascades or clears, with the count the UseCase
/// finds when the person asks — "Also deletes 2 books.", "Also deletes 1 book.", "Also clears the author of 3
/// books."
public struct DeletionEffectWording: Codable, Hashable, Sendable {
    public var entity: String
    public var field: String
    public var cascades: Bool
    /// The referring entity in words: `book`, `books`.
    public var one: String
    public var many: String
    /// For a nullify: the field in words as the sentence names it (`author`).
    public var fieldLabel: String

    public init(_ reference: IncomingReference, deleted: String) {
        entity = reference.entity
        field = reference.field
        cascades = reference.onDelete == .cascade
        one = Naming.label(reference.entity).lowercased()
        many = Naming.label(Naming.plural(reference.entity)).lowercased()
        fieldLabel = Naming.label(deleted).lowercased()
    }

    /// The sentence for `count` records (at least one): "Also deletes 2 books.", "Also clears the author of 1 book."
    public func sentence(count: Int) -> String {
        phrase(count == 1 ? "1 \(one)" : "\(count) \(many)")
    }

    /// The sentence for more than one record as generated Swift interpolates their count, held in `variable`:
    /// "Also deletes \\(deletedBooks) books."
    public func sentence(interpolating variable: String) -> String {
        phrase("\\(\(variable)) \(many)")
    }

    private func phrase(_ records: String) -> String {
        cascades ? "Also deletes \(records)." : "Also clears the \(fieldLabel) of \(records)."
    }

    /// The wording of every reference of `references` that cascades or clears.
    public static func of(_ references: [IncomingReference], deleted: String) -> [DeletionEffectWording] {
        references.filter { $0.onDelete != .restrict }.map { DeletionEffectWording($0, deleted: deleted) }
    }
}
