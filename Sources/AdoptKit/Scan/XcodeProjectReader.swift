import Foundation

/// Reads the native targets of an Xcode project from its `project.pbxproj` text (an old-style property list):
/// each `isa = PBXNativeTarget` object's `name`, `productName` and `productType`, and whether the project lists its files one by
/// one. Nothing else of the project is needed: adopt finds each target's folder on disk by its name (or the name it was created with).
enum XcodeProjectReader {
    static func read(_ text: String, path: String) -> Inventory.XcodeProject {
        var targets: [Inventory.XcodeTarget] = []
        // Objects are `ID /* comment */ = { isa = …; …; };` blocks; a target's keys sit at its first nesting level.
        for block in objectBlocks(in: text) where value(of: "isa", in: block) == "PBXNativeTarget" {
            guard let name = value(of: "name", in: block) else { continue }
            targets.append(Inventory.XcodeTarget(
                name: name, kind: kind(value(of: "productType", in: block)), productName: value(of: "productName", in: block)
            ))
        }
        let isolation = text.contains("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor")
        let deployment = text.split(separator: "\n").compactMap { line -> Double? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("IPHONEOS_DEPLOYMENT_TARGET = ") else { return nil }
            return Double(trimmed.dropFirst("IPHONEOS_DEPLOYMENT_TARGET = ".count).trimmingCharacters(in: CharacterSet(charactersIn: "\";")))
        }.min()
        // Xcode 16's synchronized folders compile whatever the folder holds; older projects list each file.
        let listsFiles = !targets.isEmpty && !text.contains("PBXFileSystemSynchronizedRootGroup")
        return Inventory.XcodeProject(
            path: path, targets: targets, mainActorIsolation: isolation, iOSDeploymentTarget: deployment, listsFiles: listsFiles
        )
    }

    private static func kind(_ productType: String?) -> Inventory.XcodeTarget.Kind {
        switch productType {
        case "com.apple.product-type.application": .application
        case "com.apple.product-type.bundle.unit-test": .unitTests
        case "com.apple.product-type.bundle.ui-testing": .uiTests
        case "com.apple.product-type.framework", "com.apple.product-type.library.static": .framework
        default: .other
        }
    }

    /// The text of each `{ isa = …; … }` object, found by brace depth.
    private static func objectBlocks(in text: String) -> [Substring] {
        var blocks: [Substring] = []
        var starts: [String.Index] = []
        var index = text.startIndex
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" && (index == text.startIndex || text[text.index(before: index)] != "\\") {
                inString.toggle()
            } else if !inString && character == "{" {
                starts.append(index)
            } else if !inString && character == "}", let start = starts.popLast() {
                let block = text[start...index]
                if block.contains("isa = PBXNativeTarget") { blocks.append(block) }
            }
            index = text.index(after: index)
        }
        return blocks
    }

    /// `key = value;` at the block's own level, unquoted.
    private static func value(of key: String, in block: Substring) -> String? {
        var depth = 0
        for line in block.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 1, trimmed.hasPrefix(key + " = ") {
                var value = trimmed.dropFirst(key.count + 3)
                if value.hasSuffix(";") { value = value.dropLast() }
                return value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            depth += line.filter { $0 == "{" || $0 == "(" }.count - line.filter { $0 == "}" || $0 == ")" }.count
        }
        return nil
    }
}
