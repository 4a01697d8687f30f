extension YAMLFile {
    /// `.scaffold.yml`: three levels deep at most, a few hundred bytes.
    static let configuration = YAMLFile(
        subject: ProjectConfig.fileName, document: ProjectConfig.fileName, language: "YAML", aliasPlace: ProjectConfig.fileName,
        maximumIndentation: 64, maximumFlowDepth: 16, maximumSize: 1 << 20,
        binaryHint: "the configuration is YAML text; `scaffold init` writes a fresh one",
        encodingHint: "save the file as UTF-8",
        nestingHint: "the configuration is at most three levels deep",
        bracketHint: "look for a stray `[` or `{`",
        aliasHint: "write the value out; quote it if `*` is part of the text",
        emptyHint: "write at least `preset: NAME` (\(ConfigSchema.presetList)), or run `scaffold init`", emptyKeyPath: "preset",
        syntaxHint: "check indentation and quotes here; quote values that contain `: `, ` #`, `{` or `[`, "
            + "such as \"{sourceRoot}/{name}.swift\"",
        sizeHint: "check that the file is the project's configuration; `scaffold init` writes a fresh one",
        sizeLimitReason: "a configuration can be"
    )
}
