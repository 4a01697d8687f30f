import Foundation

/// Turns the configuration file's bytes into text, refusing what is not UTF-8 text before the YAML parser sees it.
enum ConfigText {
    /// A real `.scaffold.yml` is a few hundred bytes; anything near this is the wrong file.
    static let maximumSize = 1 << 20

    /// The text without a leading byte-order mark, or nil after reporting why the bytes are not a configuration.
    static func decode(_ data: Data, path: String, into diagnostics: inout DiagnosticCollector) -> String? {
        guard data.count <= maximumSize else {
            diagnostics.error(
                "\(ProjectConfig.fileName) is \(data.count) bytes, more than a configuration can be",
                at: SourceLocation(file: path, line: 1, column: 1),
                hint: "check that \(path) is the project's configuration; `scaffold init` writes a fresh one"
            )
            return nil
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var scalars = String.UnicodeScalarView()
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if isBinaryControl(scalar) {
                    diagnostics.error(
                        "\(ProjectConfig.fileName) contains the control character "
                            + "U+\(String(format: "%04X", scalar.value)); it looks like a binary file, not YAML",
                        at: SourceLocation(file: path, line: line, column: column),
                        hint: "the configuration is YAML text; `scaffold init` writes a fresh one"
                    )
                    return nil
                }
                scalars.append(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return String(scalars)
            case .error:
                diagnostics.error(
                    "\(ProjectConfig.fileName) is not UTF-8 text",
                    at: SourceLocation(file: path, line: line, column: column),
                    hint: "save the file as UTF-8"
                )
                return nil
            }
        }
    }

    /// YAML allows tab, line feed, carriage return and NEL among the control characters; anything else means binary.
    private static func isBinaryControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x85: return false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}
