import ScaffoldCore
/// A string as an old-style (OpenStep) property list writes it, the format of `project.pbxproj`: bare when it
/// is made only of letters, digits and `_$/:.` (as Xcode writes `SWIFT_VERSION = 6.0;`), double-quoted
/// otherwise (`PRODUCT_NAME = "$(TARGET_NAME)";`, `TARGETED_DEVICE_FAMILY = "1,2";`), with `\` and `"` escaped.
/// `//` starts a comment, so a string holding it is quoted too.
enum PlistText {
    static func string(_ text: String) -> String {
        let bare = !text.isEmpty && !text.contains("//") && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "_$/:.".unicodeScalars.contains(scalar)
        }
        if bare { return text }
        let escaped = text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\t": "\\t"
            default: String(scalar)
            }
        }
        return "\"" + escaped.joined() + "\""
    }
}
