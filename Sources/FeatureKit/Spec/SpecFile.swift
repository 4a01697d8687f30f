import ScaffoldCore

extension YAMLFile {
    /// A feature spec: YAML or JSON (JSON is parsed as YAML too, so positions are known), a few levels deep.
    static let spec = YAMLFile(
        subject: "the spec file", document: "the spec", language: "YAML or JSON", aliasPlace: "spec files",
        maximumIndentation: 200, maximumFlowDepth: 64,
        binaryHint: "spec files are YAML or JSON text; check that --spec names the right file",
        encodingHint: "save the file as UTF-8; spec files are YAML or JSON text",
        nestingHint: "a spec is only a few levels deep",
        bracketHint: "a spec is only a few levels deep; look for stray `[` or `{`",
        aliasHint: "write the value out instead of referring to an anchor",
        emptyHint: "start with `feature: Name` and a `fields:` list",
        syntaxHint: "check indentation, quotes and brackets here; quote values that contain `: `, ` #`, `[` or `{`"
    )
}
