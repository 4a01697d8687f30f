import ScaffoldCore

/// The identifier of one object of a `project.pbxproj`: 24 uppercase hexadecimal digits (96 bits), as Xcode
/// writes them. Xcode only needs them unique within the file; deriving each from a stable name (the first 96
/// bits of its SHA-256, the hash scaffold already uses) instead of drawing it at random makes a second `init`
/// write the same bytes.
enum XcodeObjectID {
    static func make(_ name: String) -> String {
        ContentHash.hex(Array("scaffold init pbxproj \(name)".utf8)).prefix(24).uppercased()
    }
}
