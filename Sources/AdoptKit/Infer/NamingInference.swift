/// How the app names a protocol and the type implementing it, from every pair where a concrete type conforms to a
/// protocol whose name is part of its own: `TodoRepositoryImpl: TodoRepository` is `{name}Impl`,
/// `DefaultTodoRepository: TodoRepository` seed 002's `Default{name}`, `TodoRepository: TodoRepositoryProtocol`
/// seed 000's `{name}Protocol`. The spelling of most repository and UseCase pairs wins; test doubles (`Mock…`,
/// `…Spy`) do not count.
struct NamingInference {
    let inventory: Inventory

    /// One protocol–implementation pair and the affix that tells them apart.
    struct Pair: Hashable {
        enum Shape: Hashable {
            case implementationSuffix(String), implementationPrefix(String), protocolSuffix(String), protocolPrefix(String)
        }
        var shape: Shape
        var evidence: Evidence
    }

    private static let doubles = ["Mock", "Stub", "Spy", "Fake", "Dummy", "Preview", "InMemory", "Test"]

    func pairs() -> [Pair] {
        let types = inventory.types
        let protocols = Set(types.filter(\.isProtocol).map(\.name))
        var result: [Pair] = []
        for type in types where type.isConcrete && !type.isTest {
            for parent in type.fact.inherited where protocols.contains(parent) && parent != type.name {
                let name = type.name
                let shape: Pair.Shape
                if name.hasPrefix(parent) {
                    shape = .implementationSuffix(String(name.dropFirst(parent.count)))
                } else if name.hasSuffix(parent) {
                    shape = .implementationPrefix(String(name.dropLast(parent.count)))
                } else if parent.hasPrefix(name) {
                    shape = .protocolSuffix(String(parent.dropFirst(name.count)))
                } else if parent.hasSuffix(name) {
                    shape = .protocolPrefix(String(parent.dropLast(name.count)))
                } else {
                    continue
                }
                if case .implementationSuffix(let affix) = shape, Self.doubles.contains(where: affix.contains) { continue }
                if case .implementationPrefix(let affix) = shape, Self.doubles.contains(where: affix.contains) { continue }
                result.append(Pair(shape: shape, evidence: Evidence(file: type.file, line: type.line, detail: "\(name): \(parent)")))
            }
        }
        return result
    }

    /// Affixes that are naming conventions in themselves: one pair spelled so is enough. Any other affix
    /// (`OMDbMovieRepository`: a data source's name, not a convention) must be seen twice.
    private static let conventions: Set<String> = ["Impl", "Implementation", "Default", "Live", "Real", "Protocol", "Type", "Interface", "Contract"]
    /// Affixes saying where an implementation's data lives (`RemoteBookRepository`, `LocalNoteStore`): however often
    /// seen, no convention for every implementation, since a feature's store may live elsewhere (a local store named
    /// `RemoteBookmarkRepository` would say the opposite of what it does).
    private static let sources: Set<String> = [
        "Remote", "Local", "Network", "API", "Cached", "Cache", "InMemory", "Memory", "Disk", "File", "Firebase", "Firestore",
        "CoreData", "SwiftData", "Realm", "UserDefaults", "Defaults", "Keychain", "CloudKit", "URLSession", "HTTP", "Http", "Supabase",
    ]
    /// Pairs of the roles scaffold generates (repositories, UseCases) weigh more than a `Clock`/`ClockImpl` pair.
    private static let roles = ["Repository", "UseCase"]

    func infer() -> Findings {
        let all = pairs()
        let counts = Dictionary(grouping: all, by: \.shape)
        let ranked = counts.sorted { lhs, rhs in rank(lhs) > rank(rhs) }
        guard let (shape, examples) = ranked.first else {
            return Findings(questions: [Question(
                key: "style.implementationName",
                question: "how are implementations named? Adopt found no type conforming to a protocol named like it; the preset's naming stays",
                suggestion: ["  implementationName: \"{name}Impl\"", "  protocolName: \"{name}\""]
            )])
        }
        let reason = "\(examples.count) of \(all.count) protocol–implementation pairs are spelled so"
        let evidence = Array(examples.prefix(3).map(\.evidence))
        func infer(_ key: String, _ value: String) -> Inference { Inference(key: key, value: value, reason: reason, evidence: evidence) }
        let affix = Self.affix(of: shape)
        guard Self.conventions.contains(affix) || (examples.count >= 2 && !Self.sources.contains(affix)) else {
            // One pair with an affix that names a source (`OMDbMovieRepository: MovieRepository`,
            // `URLSessionAPIClient: APIClient`) is no convention: both names stay the preset's, a question. Inferring
            // `protocolName: "{name}"` alone met a preset whose implementation is `{name}` (`{name}Protocol` presets),
            // and the config adopt wrote was refused ("give the same name").
            return Findings(questions: [Question(
                key: "style.implementationName",
                question: "how are implementations named? " + (examples.count == 1 ? "The only pair is " : "The most pairs are ")
                    + "\(evidence.map(\.detail).joined(separator: ", ")), whose "
                    + "`\(affix)` names a source rather than a convention; the preset's naming stays",
                suggestion: ["  protocolName: \"{name}\"", "  implementationName: \"{name}Impl\""]
            )])
        }
        switch shape {
        case .protocolSuffix("Protocol"):
            return Findings(inferences: [infer("style.naming", "protocolSuffix")])
        case .implementationPrefix("Default"):
            return Findings(inferences: [infer("style.naming", "defaultPrefix")])
        case .implementationSuffix(let affix):
            return Findings(inferences: [infer("style.protocolName", "{name}"), infer("style.implementationName", "{name}\(affix)")])
        case .implementationPrefix(let affix):
            return Findings(inferences: [infer("style.protocolName", "{name}"), infer("style.implementationName", "\(affix){name}")])
        case .protocolSuffix(let affix):
            return Findings(inferences: [infer("style.protocolName", "{name}\(affix)"), infer("style.implementationName", "{name}")])
        case .protocolPrefix(let affix):
            return Findings(inferences: [infer("style.protocolName", "\(affix){name}"), infer("style.implementationName", "{name}")])
        }
    }

    /// Pairs of the roles scaffold generates first (an app may spell its repositories `…Impl` and its API client
    /// `…Protocol`: features get repositories); then most pairs, then a convention's affix; then a stable order.
    private func rank(_ entry: (key: Pair.Shape, value: [Pair])) -> (Int, Int, Int, String) {
        let roles = entry.value.filter { pair in Self.roles.contains { pair.evidence.detail.contains($0) } }.count
        return (roles, entry.value.count, Self.conventions.contains(Self.affix(of: entry.key)) ? 1 : 0, key(entry.key))
    }

    private static func affix(of shape: Pair.Shape) -> String {
        switch shape {
        case .implementationSuffix(let affix), .implementationPrefix(let affix), .protocolSuffix(let affix), .protocolPrefix(let affix):
            return affix
        }
    }

    /// A stable order among equally common shapes.
    private func key(_ shape: Pair.Shape) -> String { "\(shape)" }
}
