/// The module name becomes `import`s and folder names, so it must be a plain Swift identifier.
///
/// Lowercase names are allowed (SwiftPM accepts them); only ASCII letters, digits and `_` are, because the
/// name also becomes folders that must survive every file system the team uses.
enum ModuleNameCheck {
    static func problem(with name: String) -> ConfigProblem? {
        let suggestion = upperCamel(name).map { "write `\($0)`" } ?? "write a name such as `App`"
        guard let first = name.unicodeScalars.first else {
            return ConfigProblem(message: "the module name is empty", hint: "write a name such as `App`")
        }
        if let bad = name.unicodeScalars.first(where: { !isIdentifierScalar($0) }) {
            return ConfigProblem(
                message: "module `\(name)` is not a Swift identifier: it contains `\(bad.escaped(asASCII: true))`",
                hint: "\(suggestion); a module name uses only letters, digits and _"
            )
        }
        if ("0"..."9").contains(first) {
            return ConfigProblem(
                message: "module `\(name)` is not a Swift identifier: it starts with a digit",
                hint: "start with a letter, e.g. `App\(name)`"
            )
        }
        if SwiftKeywords.isReserved(name, asType: true) {
            return ConfigProblem(message: "module `\(name)` is a Swift keyword", hint: "choose another name, e.g. `\(name)App`")
        }
        return nil
    }

    /// `my-app` → `MyApp`; nil when no letters or digits are left.
    static func upperCamel(_ name: String) -> String? {
        let words = name.unicodeScalars.split { !isIdentifierScalar($0) || $0 == "_" }.map { String(String.UnicodeScalarView($0)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.unicodeScalars.first, !("0"..."9").contains(first) else { return nil }
        return joined
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
