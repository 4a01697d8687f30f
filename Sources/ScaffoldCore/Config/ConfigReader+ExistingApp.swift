/// `adopted:`, `compositionRoot:` and `rootView:`: the app scaffold did not create (see `ExistingApp`).
extension ConfigReader {
    /// `compositionRoot: { type: AppContainer, file: App/AppContainer.swift, property: container }`.
    mutating func readCompositionRoot(_ section: ConfigNode) -> (root: ExistingApp.DeclaredType?, property: String?) {
        let example = "write `type:` (the container's type), `file:` (the file declaring it) and `property:` (how the root view names it)"
        return readDeclaredType(section, example, known: ConfigSchema.compositionRootKeys, typeExample: "type: AppContainer", readsProperty: true)
            ?? (nil, nil)
    }

    /// `rootView: { type: ContentView, file: App/ContentView.swift }`.
    mutating func readRootView(_ section: ConfigNode) -> ExistingApp.DeclaredType? {
        readDeclaredType(section, "write `type:` (the first screen's type) and `file:`", known: ConfigSchema.rootViewKeys, typeExample: "type: ContentView", readsProperty: false)?
            .root
    }

    /// A section naming a type of the app's: `type:` and `file:`, and `property:` where `readsProperty`; nil when the
    /// section is not a mapping.
    private mutating func readDeclaredType(
        _ section: ConfigNode, _ example: String, known: [String], typeExample: String, readsProperty: Bool
    ) -> (root: ExistingApp.DeclaredType?, property: String?)? {
        var type: String?
        var file: String?
        var property: String?
        let isMapping = readKeys(of: section, hint: example, known: known) { reader, entry in
            switch entry.key {
            case "type": type = reader.readIdentifier(entry.value, upper: true, example: typeExample)
            case "file": file = reader.readSwiftFile(entry.value)
            case "property" where readsProperty: property = reader.readIdentifier(entry.value, upper: false, example: "property: container")
            default: return false
            }
            return true
        }
        guard isMapping else { return nil }
        return (declared(type, file, in: section, example: typeExample), property)
    }

    /// A type is what the section is about; a file without one is reported (an empty section is no type).
    private mutating func declared(_ type: String?, _ file: String?, in section: ConfigNode, example: String) -> ExistingApp.DeclaredType? {
        guard let type else {
            if file != nil {
                section.report("`\(section.keyPath)` names a file but no type", hint: "add `\(example)`", into: &diagnostics)
            }
            return nil
        }
        return ExistingApp.DeclaredType(type: type, file: file)
    }

    private mutating func readIdentifier(_ node: ConfigNode, upper: Bool, example: String) -> String? {
        guard let name = node.text("write a Swift name, such as `\(example)`", into: &diagnostics) else { return nil }
        let valid = name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !SwiftKeywords.isReserved(name, asType: upper)
        if !valid {
            node.report("`\(name)` is not a Swift name", hint: "write `\(example)`", into: &diagnostics)
            return nil
        }
        return name
    }

    private mutating func readSwiftFile(_ node: ConfigNode) -> String? {
        guard let path = readFolder(node, role: "Swift file") else { return nil }
        if !path.hasSuffix(".swift") {
            node.report("`\(path)` is not a Swift file", hint: "write the path of the .swift file that declares the type", into: &diagnostics)
            return nil
        }
        return path
    }
}
