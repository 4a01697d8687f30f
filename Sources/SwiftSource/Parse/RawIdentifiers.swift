import MockKit

/// Raw identifiers (`` `load data` ``, Swift 6.2) that are not plain identifiers in backticks: a mock builds
/// names such as `<member>CallCount` and argument tuple labels from requirement names, and those cannot
/// be spliced, so such a protocol is reported rather than given a mock that does not compile.
enum RawIdentifiers {
    /// A problem naming the first such identifier among the protocol's own name and its requirements.
    static func problem(protocolName: String, members: [MockMember], associatedTypes: [MockAssociatedType]) -> String? {
        var names = [protocolName] + associatedTypes.map(\.name)
        collect(members, into: &names)
        guard let raw = names.first(where: isUnsplicable) else { return nil }
        return "raw identifier \(raw) cannot be part of the mock's member names"
    }

    private static func collect(_ members: [MockMember], into names: inout [String]) {
        for member in members {
            switch member {
            case .method(let method):
                names.append(method.name)
                add(method.parameters, to: &names)
            case .property(let property): names.append(property.name)
            case .subscriptRequirement(let requirement): add(requirement.parameters, to: &names)
            case .initializer(let initializer): add(initializer.parameters, to: &names)
            case .ifConfig(let clauses): for clause in clauses { collect(clause.members, into: &names) }
            }
        }
    }

    private static func add(_ parameters: [MockParameter], to names: inout [String]) {
        for parameter in parameters {
            names.append(parameter.name)
            if let label = parameter.label { names.append(label) }
        }
    }

    /// Backticked text that is more than an identifier (or keyword) in backticks.
    static func isUnsplicable(_ name: String) -> Bool {
        guard name.hasPrefix("`") else { return false }
        let inner = name.dropFirst().dropLast()
        guard let first = inner.unicodeScalars.first else { return true }
        let head = first.properties.isXIDStart || first == "_"
        return !head || !inner.unicodeScalars.dropFirst().allSatisfy(\.properties.isXIDContinue)
    }
}
