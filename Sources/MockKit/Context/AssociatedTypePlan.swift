/// How the mock provides its protocol's associated types: as generic parameters, as `typealias`es, and the
/// `where` clause the generic parameters need.
///
/// Mockolo's rule (Mockolo 2.x, Templates/NominalTemplate.swift `processAssociatedTypes`), in name order: when no
/// `where` clause constrains any of them, an associated type with a default (or the type
/// `@mockable(typealias: T = …)` names) is a `typealias` to it, one with no constraint a `typealias` to `Any`, and
/// one with constraints a generic parameter with them. When a `where` clause does, every associated type is a
/// generic parameter and the clause is the mock's, except those a same-type requirement binds (`where Value ==
/// Int`), which the compiler infers. Sourcery's template makes every associated type a generic parameter, in
/// declaration order.
struct AssociatedTypePlan {
    struct Parameter {
        let name: String
        let constraints: [SwiftType]
    }

    private(set) var parameters: [Parameter] = []
    private(set) var typealiases: [(name: String, type: String)] = []
    private(set) var whereClause: [GenericRequirement] = []

    init(_ proto: MockableProtocol, typealiasesWhereFree: Bool, resolve: (SwiftType) -> SwiftType) {
        // A type `@mockable(typealias:)` names replaces the associated type whole, its constraints too.
        let requirements = (proto.whereClause + proto.associatedTypes.filter { $0.chosenType == nil }.flatMap(\.whereClause))
            .map { $0.mapTypes(resolve) }
        let names = Set(proto.associatedTypes.map(\.name))
        let bound = Set(requirements.compactMap { requirement -> String? in
            guard case .sameType(let left, let right) = requirement else { return nil }
            if case .named(let name, arguments: []) = left, names.contains(name) { return name }
            if case .named(let name, arguments: []) = right, names.contains(name) { return name }
            return nil
        })
        whereClause = requirements.filter { requirement in
            guard case .sameType(let left, let right) = requirement else { return true }
            return ![left, right].contains { if case .named(let name, arguments: []) = $0 { bound.contains(name) } else { false } }
        }
        let ordered = typealiasesWhereFree ? proto.associatedTypes.sorted { $0.name < $1.name } : proto.associatedTypes
        for associated in ordered where !bound.contains(associated.name) {
            let constraints = associated.chosenType == nil ? associated.constraints.map(resolve) : []
            if typealiasesWhereFree && requirements.isEmpty {
                if let chosen = associated.chosenType ?? associated.defaultType.map({ resolve($0).description }) {
                    typealiases.append((associated.name, chosen))
                    continue
                }
                if constraints.isEmpty {
                    typealiases.append((associated.name, "Any"))
                    continue
                }
            }
            parameters.append(Parameter(name: associated.name, constraints: constraints))
        }
    }

    /// `<S: Identifiable & Sendable, T>`; empty without generic parameters.
    var genericClause: String {
        guard !parameters.isEmpty else { return "" }
        return "<" + parameters.map { parameter in
            parameter.constraints.isEmpty ? parameter.name : parameter.name + ": " + parameter.constraints.map(\.description).joined(separator: " & ")
        }.joined(separator: ", ") + ">"
    }
}
