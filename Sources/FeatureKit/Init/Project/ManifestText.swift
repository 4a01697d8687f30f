import Foundation

/// A string as a double-quoted literal of XcodeGen's YAML and of Tuist's Swift manifest: a JSON string, which
/// both read the same way (`"Demo"`, `"$(TARGET_NAME)"`, `"Tests/DemoTests"`). Quoting every value keeps YAML
/// from reading `YES` or `6.0` as a boolean or a number. The values are names (Swift identifiers) and build
/// settings: no control characters, so JSON's `\u00XX` escapes, which Swift would not read, never appear.
enum ManifestText {
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(text), let literal = String(data: data, encoding: .utf8) else {
            preconditionFailure("a String always encodes as JSON")
        }
        return literal
    }
}
