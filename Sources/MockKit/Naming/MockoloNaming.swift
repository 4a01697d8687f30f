/// Mockolo's rule for the prefix of each member's names (`display` in `displayCallCount`), read from Mockolo 2.x
/// (Sources/MockoloFramework/Models/MethodModel.swift `signatureComponents`, `name(by:)`;
/// Utils/InheritanceResolver.swift `uniquifyDuplicates`), so tests written against Mockolo's mocks compile:
///
/// - Members are taken properties first, then methods, subscripts and initializers, each in declaration order.
/// - Members sharing a base name (static or not) form a group; the first keeps the base name, the others are
///   grouped again by the base name plus their first *signature component*, the first of each of those keeps that
///   name, and so on, one component more per level.
/// - A method's components, in order: for each parameter its label (its name when the label is `_`), capitalized,
///   unless it is at least 2 characters long and the method's name already ends with it (case-insensitively);
///   each generic parameter's name and constraint; the `where` clause's types; each parameter's type; the result
///   type (its first 32 characters); `static`. Types are spelled as `MockoloTypeName` says.
/// - Past the last component, Mockolo appends the level minus the component count: `popViewController()` beside
///   `popViewController(viewController:)` becomes `popViewController1`.
/// - Members with identical signatures (in exclusive `#if` clauses, or inherited twice) share one name.
///
/// So `display(_ device:)`, `display(in runtime:)`, `display(_ devicesWithRuntime:)` → `display`, `displayIn`,
/// `displayDevicesWithRuntime`. Where Mockolo's outcome depends on its dictionaries' order (a longer name equal to
/// another member's base name), the longer name takes one more component here, which Mockolo also does in one order.
enum MockoloNaming {
    struct Candidate {
        let base: String
        let components: [String]
        /// Everything that tells two requirements apart; equal for members that share a name.
        let signature: String

        func name(level: Int) -> String {
            guard level > 0 else { return base }
            let difference = level - components.count
            return name(level: level - 1) + (difference > 0 ? String(difference) : components[level - 1])
        }
    }

    /// Prefixes parallel to `members` (already flattened out of `#if` clauses).
    static func prefixes(for members: [MockMember], signatures: [String]) -> [String] {
        let candidates = zip(members, signatures).map { candidate(for: $0, signature: $1) }
        let isProperty = members.map { if case .property = $0 { true } else { false } }
        let order = members.indices.filter { isProperty[$0] } + members.indices.filter { !isProperty[$0] }
        var result = Array(repeating: "", count: members.count)
        // Every base name is reserved for its group's first member, so no longer name can take it.
        var taken = Set(candidates.map(\.base))
        var named: [String: String] = [:]
        assign(order, level: 0, candidates, taken: &taken, named: &named, result: &result)
        return result
    }

    private static func assign(
        _ indices: [Int], level: Int, _ candidates: [Candidate],
        taken: inout Set<String>, named: inout [String: String], result: inout [String]
    ) {
        var keys: [String] = []
        var groups: [String: [Int]] = [:]
        for index in indices {
            // An identical requirement already named shares that name.
            if let name = named[candidates[index].signature] {
                result[index] = name
                continue
            }
            let key = candidates[index].name(level: level)
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(index)
        }
        for key in keys {
            guard var group = groups[key] else { continue }
            // Level 0 names were reserved up front; a longer name someone already has moves the whole group on.
            if level == 0 || !taken.contains(key) {
                let first = group.removeFirst()
                result[first] = key
                taken.insert(key)
                named[candidates[first].signature] = key
            }
            if !group.isEmpty { assign(group, level: level + 1, candidates, taken: &taken, named: &named, result: &result) }
        }
    }

    private static func candidate(for member: MockMember, signature: String) -> Candidate {
        switch member {
        case .method(let method):
            let base = MemberNaming.identifierBase(method.name)
            return Candidate(
                base: base,
                components: components(
                    name: base, parameters: method.parameters, generics: method.genericParameters,
                    whereClause: method.whereClause, result: method.returnType, isStatic: method.isStatic
                ),
                signature: signature
            )
        case .subscriptRequirement(let requirement):
            return Candidate(
                base: "subscript",
                components: components(
                    name: "subscript", parameters: requirement.parameters, generics: requirement.genericParameters,
                    whereClause: requirement.whereClause, result: requirement.returnType, isStatic: requirement.isStatic
                ),
                signature: signature
            )
        case .initializer(let initializer):
            return Candidate(
                base: "init",
                components: components(name: "init", parameters: initializer.parameters, generics: [], whereClause: [], result: nil, isStatic: false),
                signature: signature
            )
        case .property(let property):
            return Candidate(base: property.name.withoutBackticks, components: property.isStatic ? ["static"] : [], signature: signature)
        case .ifConfig:
            return Candidate(base: "if", components: [], signature: signature)
        }
    }

    private static func components(
        name: String, parameters: [MockParameter], generics: [GenericParameter], whereClause: [GenericRequirement],
        result: SwiftType?, isStatic: Bool
    ) -> [String] {
        let lowercasedName = name.lowercased()
        var parts = parameters.compactMap { parameter -> String? in
            let label = parameter.label.flatMap { $0 == "_" ? nil : $0 } ?? parameter.name
            let value = label.withoutBackticks
            return value.count < 2 || !lowercasedName.hasSuffix(value.lowercased()) ? value.capitalizedFirst : nil
        }
        parts += generics.map { $0.name.capitalizedFirst + ($0.constraint.map(MockoloTypeName.displayName) ?? "") }
        if !whereClause.isEmpty { parts.append(whereComponent(whereClause)) }
        parts += parameters.map { MockoloTypeName.displayName($0.type) }
        if let result {
            parts.append(String(MockoloTypeName.displayName(result).prefix(32)))
        }
        if isStatic { parts.append("static") }
        return parts.filter { !$0.isEmpty }
    }

    /// Mockolo's `genericWhereClauseToSignatureComponent`: each requirement's sides as written, spaces and dots
    /// dropped, `&` as `And` (`where T: Hashable & Sendable, U == Int` → `THashableAndSendableUInt`).
    private static func whereComponent(_ requirements: [GenericRequirement]) -> String {
        requirements.map { requirement -> String in
            let sides: [String] = switch requirement {
            case .conformance(let type, let constraint): [type.description, constraint.description.replacingAmpersands]
            case .sameType(let left, let right): [left.description, right.description]
            case .layout(let type, let layout): [type.description, layout]
            }
            return sides.joined().filter { $0 != " " && $0 != "." }
        }.joined()
    }
}

private extension String {
    var replacingAmpersands: String {
        split(separator: "&", omittingEmptySubsequences: false).joined(separator: "And")
    }
}
