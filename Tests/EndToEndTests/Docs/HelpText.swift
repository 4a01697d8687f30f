import Foundation

/// `scaffold … --help` as the docs tests read it: the subcommands, and each option with its default.
struct HelpText {
    /// One entry of OPTIONS: its long names (`--root`) and the default its help states, if any.
    struct Option: Equatable {
        var names: [String]
        var stated: String?
    }

    let text: String

    /// The entries of a section (`OPTIONS:`), each with its lines joined: an entry starts two spaces in,
    /// ArgumentParser wraps its help onto lines indented further, and a blank line ends the section (what follows,
    /// such as "See 'scaffold help …'", is no entry).
    func entries(of section: String) -> [(left: String, help: String)] {
        var entries: [(left: String, help: String)] = []
        var inSection = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                inSection = false
                continue
            }
            if !line.hasPrefix(" ") {
                inSection = line == section + ":"
                continue
            }
            guard inSection else { continue }
            let indent = line.prefix(while: { $0 == " " }).count
            let content = line.trimmingCharacters(in: .whitespaces)
            if indent == 2 {
                let parts = content.components(separatedBy: "  ")
                entries.append((parts[0], parts.dropFirst().joined(separator: " ")))
            } else if !entries.isEmpty {
                entries[entries.count - 1].help += " " + content
            }
        }
        return entries.map { ($0.left, $0.help.split(separator: " ").joined(separator: " ")) }
    }

    /// The subcommands' names (ArgumentParser's own `help` left out).
    var subcommands: [String] {
        entries(of: "SUBCOMMANDS").map { String($0.left.split(separator: " ")[0]) }.filter { $0 != "help" }
    }

    /// Every option but `--help` and `--version`, which every command has.
    var options: [Option] {
        entries(of: "OPTIONS").compactMap { entry in
            let names = entry.left.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) }
                .filter { $0.hasPrefix("--") && $0 != "--help" && $0 != "--version" }
            guard !names.isEmpty else { return nil }
            return Option(names: names, stated: Self.statedDefault(in: entry.help))
        }
    }

    /// The text of `(default: …)`, or of ArgumentParser's `(values: …; default: …)`, parentheses inside it
    /// balanced; nil when the help states none.
    static func statedDefault(in help: String) -> String? {
        guard let start = help.range(of: "(default: ") ?? help.range(of: "; default: ") else { return nil }
        var depth = 1
        var result = ""
        for character in help[start.upperBound...] {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return result }
            result.append(character)
        }
        return nil
    }
}
