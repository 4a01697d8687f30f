/// The `layout`, `style` and `mocks` sections, each a mapping of known keys.
extension ConfigReader {
    /// The `mocks` settings the file gives; the rest come from the roots once those are known.
    struct MocksDraft {
        var sources: [String]?
        var output: String?
        var annotation: String?
        var markers: [MockMarker]?
        var markerName: String?
        var modules: [MockModuleSettings]?
        var flavor: MockAPIFlavor?
        var dropProtocolSuffix: Bool?
    }

    mutating func readLayout(_ section: ConfigNode) -> [ArtifactKind: String] {
        let example = "for example `useCase: \"{sourceRoot}/Domain/UseCases/{name}.swift\"`"
        guard let entries = section.entries("list artifact kinds with path patterns, \(example)", into: &diagnostics) else {
            return [:]
        }
        var overrides: [ArtifactKind: String] = [:]
        for entry in entries {
            guard let kind: ArtifactKind = entry.keyNode.known(
                entry.key, what: "artifact kind", in: "layout", listing: "valid kinds", into: &diagnostics
            ) else { continue }
            guard let pattern = entry.value.text("write a quoted path pattern, \(example)", into: &diagnostics) else { continue }
            let problems = LayoutPatternCheck.problems(with: pattern, kind: kind)
            for problem in problems { entry.value.report(problem.message, hint: problem.hint, into: &diagnostics) }
            if problems.isEmpty { overrides[kind] = pattern }
        }
        return overrides
    }

    mutating func readStyle(_ section: ConfigNode) -> StyleOverrides {
        readSection(section, hint: "write style choices such as `observation: observable`", known: ConfigSchema.styleKeys, into: StyleOverrides()) { reader, entry, style in
            switch entry.key {
            case "observation": style.observation = reader.readChoice(entry.value)
            case "state": style.state = reader.readChoice(entry.value)
            case "naming": style.naming = reader.readChoice(entry.value)
            case "tests": style.tests = reader.readChoice(entry.value)
            case "protocolName": style.protocolPattern = reader.readNamePattern(entry.value)
            case "implementationName": style.implementationPattern = reader.readNamePattern(entry.value)
            default: return false
            }
            return true
        }
    }

    /// `implementationName: "{name}Impl"`.
    private mutating func readNamePattern(_ node: ConfigNode) -> NamePattern? {
        guard let text = node.text("write a pattern such as `\"{name}Impl\"`", into: &diagnostics) else { return nil }
        if let problem = NamePattern.problem(with: text) {
            node.report(problem.message, hint: problem.hint, into: &diagnostics)
            return nil
        }
        return NamePattern(text)
    }

    mutating func readMocks(_ section: ConfigNode) -> MocksDraft {
        let hint = "write mock settings such as `output: Tests/AppTests/Mocks`"
        return readSection(section, hint: hint, known: ConfigSchema.mocksKeys, into: MocksDraft()) { reader, entry, draft in
            switch entry.key {
            case "sources": draft.sources = reader.readFolderList(entry.value)
            case "output": draft.output = reader.readFolder(entry.value, role: "mock output folder")
            case "annotation":
                let hint = "write the doc-comment mark of protocols to mock, such as `annotation: \"@mockable\"`"
                guard let text = entry.value.text(hint, into: &reader.diagnostics) else { return true }
                if text.isEmpty {
                    entry.value.report("`mocks.annotation` is empty", hint: hint, into: &reader.diagnostics)
                } else if text.contains(where: \.isWhitespace) {
                    entry.value.report("the mock annotation `\(text)` must be one word", hint: hint, into: &reader.diagnostics)
                } else {
                    draft.annotation = text
                }
            case "markers": draft.markers = reader.readMarkers(entry.value)
            case "flavor": draft.flavor = reader.readChoice(entry.value)
            case "dropProtocolSuffix": draft.dropProtocolSuffix = reader.readBool(entry.value)
            case "modules": draft.modules = reader.readMockModules(entry.value)
            case "markerName":
                let hint = "write the name of Sourcery's marker, such as `markerName: AutoMockable`"
                guard let text = entry.value.text(hint, into: &reader.diagnostics) else { return true }
                if text.isEmpty || !text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    entry.value.report("the marker name `\(text)` must be a Swift identifier", hint: hint, into: &reader.diagnostics)
                } else {
                    draft.markerName = text
                }
            default: return false
            }
            return true
        }
    }

    /// `markers: [mockable, sourcery, conformance]`: the marks that select a protocol; an empty list selects nothing.
    private mutating func readMarkers(_ node: ConfigNode) -> [MockMarker]? {
        let hint = "write a list such as `markers: [mockable, sourcery, conformance]`"
        guard let listed: [MockMarker] = node.caseList(what: "marker", listing: "valid markers", hint: hint, into: &diagnostics) else {
            return nil
        }
        var markers: [MockMarker] = []
        for marker in listed where !markers.contains(marker) { markers.append(marker) }
        if markers.isEmpty {
            node.report("`\(node.keyPath)` is an empty list, so no protocol is mocked", hint: hint, into: &diagnostics)
            return nil
        }
        return markers
    }

    mutating func readFolderList(_ node: ConfigNode) -> [String]? {
        let hint = "write a list of folders, such as `sources: [Sources/App]`"
        if case .sequence(let sequence) = node.node, sequence.isEmpty {
            node.report("`\(node.keyPath)` is an empty list", hint: hint, into: &diagnostics)
            return nil
        }
        guard let entries = node.textList(hint, into: &diagnostics) else { return nil }
        let folders = entries.compactMap { entry in
            readFolder(entry.node, role: "mock source folder")
        }
        return folders.count == entries.count ? folders : nil
    }

    /// `true` or `false`; anything else is reported.
    mutating func readBool(_ node: ConfigNode) -> Bool? {
        guard let text = node.text("write `true` or `false`", into: &diagnostics) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            node.report("`\(node.keyPath)` is `\(text)`, not `true` or `false`", hint: "write `true` or `false`", into: &diagnostics)
            return nil
        }
    }

    /// One of an enum's raw values; anything else is reported with the closest value and the full list.
    mutating func readChoice<Choice: RawRepresentable & CaseIterable>(_ node: ConfigNode) -> Choice?
    where Choice.RawValue == String {
        let values = Choice.allCases.map(\.rawValue)
        let list = "valid values: " + values.joined(separator: ", ")
        guard let text = node.text("write one value; \(list)", into: &diagnostics) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            node.report(
                "unknown value `\(text)` for `\(node.keyPath)`",
                hint: Suggestion.hint(for: text, among: values, listing: "valid values"), into: &diagnostics
            )
            return nil
        }
        return choice
    }
}
