import MockKit
import ScaffoldCore

/// An annotated protocol with its ancestors' requirements merged in, ready to render.
public struct FlattenedProtocol: Sendable {
    public var model: MockableProtocol
    /// The declaring file's imports followed by those of the files declaring its ancestors.
    public var imports: [String]
    public var path: String
    public var location: SourceLocation
    /// Parents neither declared in the sources nor known from a framework, as written.
    public var unknownParents: [String]
    /// The first reason found, in the protocol itself or an ancestor, why no mock can be written.
    public var unmockableReason: String?
    /// Root-relative paths of the files whose declarations went into it (its own first): with their contents,
    /// they determine the flattened protocol whole.
    public var sources: [String]
}

/// Merges each protocol's ancestors into it, as Mockolo collects them (Utils/InheritanceResolver.swift,
/// `lookupEntities`): its own requirements first, then each parent's in inheritance order, each followed by that
/// parent's ancestors; identical requirements once. Which of two overloads keeps the shorter names depends on
/// this order (`MockoloNaming`).
public struct InheritanceFlattener: Sendable {
    let index: ProtocolIndex

    public init(index: ProtocolIndex) {
        self.index = index
    }

    public func flatten(_ located: LocatedProtocol) -> FlattenedProtocol {
        var state = State(root: located)
        state.add(located)
        state.visitParents(of: located.declaration, index: index)
        return FlattenedProtocol(
            model: state.model,
            imports: state.imports,
            path: located.path,
            location: located.declaration.location,
            unknownParents: state.unknownParents,
            unmockableReason: located.declaration.unmockableReason ?? state.ancestorProblem,
            sources: [located.path] + state.sources.filter { PathKey($0) != PathKey(located.path) }
        )
    }

    private struct State {
        var model: MockableProtocol
        var imports: [String] = []
        var unknownParents: [String] = []
        var ancestorProblem: String?
        var sources: [String] = []
        private var visited: Set<String>
        private var seenMembers: Set<SeenMember> = []

        init(root: LocatedProtocol) {
            let own = root.declaration.model
            model = MockableProtocol(name: own.name, accessLevel: own.accessLevel, inheritedTypes: own.inheritedTypes, attributes: own.attributes)
            model.namespace = own.namespace
            model.mockName = own.mockName
            model.moduleName = own.moduleName
            model.isNonisolated = own.isNonisolated
            visited = [own.name]
            imports = root.imports
        }

        mutating func visitParents(of declaration: ProtocolDeclaration, index: ProtocolIndex) {
            let namespace = declaration.model.namespace.joined(separator: ".")
            for written in declaration.model.inheritedTypes {
                let name = written.declaredName
                guard visited.insert(name).inserted else { continue }
                // A nested protocol's parent may be nested beside it.
                if let parent = (namespace.isEmpty ? nil : index[namespace + "." + name]) ?? index[name] {
                    if ancestorProblem == nil, let reason = parent.declaration.unmockableReason {
                        ancestorProblem = "its parent \(name) cannot be mocked: \(reason)"
                    }
                    add(parent)
                    inheritShape(from: parent.declaration.model)
                    visitParents(of: parent.declaration, index: index)
                } else if !KnownProtocols.contains(name) {
                    unknownParents.append(written.description)
                }
            }
        }

        mutating func add(_ located: LocatedProtocol) {
            let source = located.declaration.model
            if !sources.contains(where: { PathKey($0) == PathKey(located.path) }) { sources.append(located.path) }
            for associated in source.associatedTypes {
                if let existing = model.associatedTypes.firstIndex(where: { $0.name == associated.name }) {
                    model.associatedTypes[existing].merge(associated)
                } else {
                    model.associatedTypes.append(associated)
                }
            }
            for requirement in source.whereClause where !model.whereClause.contains(requirement) {
                model.whereClause.append(requirement)
            }
            for alias in source.typealiases where !model.typealiases.contains(where: { $0.name == alias.name }) {
                model.typealiases.append(alias)
            }
            for member in source.members where seenMembers.insert(SeenMember(member)).inserted {
                model.members.append(member)
            }
            for module in located.imports where !imports.contains(module) {
                imports.append(module)
            }
        }

        /// An ancestor's `Sendable`, `AnyObject`, `Actor` or global actor still constrains the mock.
        private mutating func inheritShape(from parent: MockableProtocol) {
            for written in parent.inheritedTypes where KnownProtocols.shapingMock.contains(written.declaredName) {
                if !model.inheritedTypes.contains(written) { model.inheritedTypes.append(written) }
            }
            for attribute in parent.attributes where attribute.description.hasSuffix("Actor") && !model.attributes.contains(attribute) {
                model.attributes.append(attribute)
            }
        }
    }
}

/// A member as a set element: equal when the members are, hashed by name alone. Hashing whole members (every
/// parameter and type) cost more than all the rest of flattening; members that share a name are few.
private struct SeenMember: Hashable {
    let member: MockMember

    init(_ member: MockMember) {
        self.member = member
    }

    /// A property two protocols declare alike is one requirement, wherever it is declared and whatever their
    /// `combine:` choices: the first declaration's place and choice stand (the protocol's own before its parents').
    static func == (lhs: SeenMember, rhs: SeenMember) -> Bool {
        guard case .property(var left) = lhs.member, case .property(var right) = rhs.member else { return lhs.member == rhs.member }
        (left.offset, left.combine) = (0, nil)
        (right.offset, right.combine) = (0, nil)
        return left == right
    }

    func hash(into hasher: inout Hasher) {
        switch member {
        case .method(let method): hasher.combine(method.name)
        case .property(let property): hasher.combine(property.name)
        case .subscriptRequirement: hasher.combine("subscript")
        case .initializer: hasher.combine("init")
        case .ifConfig(let clauses): hasher.combine(clauses.first?.directive)
        }
    }
}

private extension MockAssociatedType {
    /// One associated type declared by two protocols: every constraint holds; a default stays only while no other
    /// declaration constrains it (Mockolo then makes it a generic parameter).
    mutating func merge(_ other: MockAssociatedType) {
        let conflicting = defaultType != nil && !other.constraints.isEmpty || other.defaultType != nil && !constraints.isEmpty
        defaultType = conflicting ? nil : defaultType ?? other.defaultType
        constraints += other.constraints.filter { !constraints.contains($0) }
        whereClause += other.whereClause.filter { !whereClause.contains($0) }
        chosenType = chosenType ?? other.chosenType
    }
}
