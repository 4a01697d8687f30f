/// One kind of YAML file scaffold reads (a feature spec, `.scaffold.yml`): how messages name it, and its limits.
/// `YAMLLoader` is the same for every kind; only these words and numbers differ.
public struct YAMLFile: Sendable {
    /// As a whole file: "the spec file", ".scaffold.yml".
    public var subject: String
    /// As a document: "the spec", ".scaffold.yml".
    public var document: String
    /// What it may be written in: "YAML or JSON", "YAML".
    public var language: String
    /// Where aliases are refused: "spec files", ".scaffold.yml".
    public var aliasPlace: String
    public var maximumIndentation: Int
    public var maximumFlowDepth: Int
    /// Larger files are refused before decoding; nil for no limit.
    public var maximumSize: Int?
    /// Hints, each for one problem.
    public var binaryHint: String
    public var encodingHint: String
    public var nestingHint: String
    public var bracketHint: String
    public var aliasHint: String
    public var emptyHint: String
    /// The key path an empty file's diagnostic names (the first key it needs), if any.
    public var emptyKeyPath: String?
    public var syntaxHint: String
    public var sizeHint: String
    /// "a configuration can be": why a larger file cannot be one.
    public var sizeLimitReason: String

    public init(
        subject: String, document: String, language: String, aliasPlace: String,
        maximumIndentation: Int, maximumFlowDepth: Int, maximumSize: Int? = nil,
        binaryHint: String, encodingHint: String, nestingHint: String, bracketHint: String, aliasHint: String,
        emptyHint: String, emptyKeyPath: String? = nil, syntaxHint: String, sizeHint: String = "", sizeLimitReason: String = ""
    ) {
        self.subject = subject
        self.document = document
        self.language = language
        self.aliasPlace = aliasPlace
        self.maximumIndentation = maximumIndentation
        self.maximumFlowDepth = maximumFlowDepth
        self.maximumSize = maximumSize
        self.binaryHint = binaryHint
        self.encodingHint = encodingHint
        self.nestingHint = nestingHint
        self.bracketHint = bracketHint
        self.aliasHint = aliasHint
        self.emptyHint = emptyHint
        self.emptyKeyPath = emptyKeyPath
        self.syntaxHint = syntaxHint
        self.sizeHint = sizeHint
        self.sizeLimitReason = sizeLimitReason
    }
}
