import ScaffoldCore
/// The identifier of one object of a `project.pbxproj`: 24 uppercase hexadecimal digits (96 bits), as Xcode
/// writes them. Xcode only needs them unique within the file; deriving each from a stable name (the first 12
/// bytes of its SHA-256) instead of drawing it at random makes a second `init` write the same bytes.
enum XcodeObjectID {
    static func make(_ name: String) -> String {
        SHA256.digest(Array("scaffold init pbxproj \(name)".utf8)).prefix(12)
            .map { byte in String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }
            .joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
