import ScaffoldCore

/// The names a list of `fields:` or `operations:` has declared so far: a name declared again is reported where it
/// stands, with where it was first declared (one message for fields and operations alike).
struct DeclaredNames {
    /// What the names name, for the message: `field`, `operation`.
    let role: String
    private var firstSeen: [String: Located<String>] = [:]

    init(role: String) {
        self.role = role
    }

    /// Records `name`; false, with an error, when it was declared before.
    mutating func declare(_ name: Located<String>, into diagnostics: inout DiagnosticCollector) -> Bool {
        guard let earlier = firstSeen[name.value] else {
            firstSeen[name.value] = name
            return true
        }
        let written = SpecText.abbreviated(name.value)
        diagnostics.error(
            "duplicate \(role) `\(written)`", at: name.location, keyPath: name.keyPath,
            hint: "rename or remove it; `\(written)` is already declared" + (earlier.location.map { " at \($0)" } ?? "")
        )
        return false
    }
}
