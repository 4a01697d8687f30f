/// Where a rule comes from: a document of `Docs/Seeds/`, its section, and the words it says there.
public struct SeedPassage: Codable, Hashable, Sendable {
    /// The document's file name (`000_c7ec1093a6c69dce.txt`).
    public var document: String
    /// Headings down to the passage, joined with ` › `.
    public var section: String
    /// Verbatim fragments of the passage (each one found as written in the document), in order.
    public var quote: [String]

    public init(_ document: Document, _ section: String, _ quote: String...) {
        self.document = document.fileName
        self.section = section
        self.quote = quote
    }

    /// `seed 000 (000_c7ec1093a6c69dce.txt), View layer - P1: "Prohibited:" … "Direct Repository access"`.
    public var rendered: String {
        let number = document.prefix(3)
        return "seed \(number) (\(document)), \(section): " + quote.map { "\"\($0)\"" }.joined(separator: " … ")
    }

    /// The seed documents, one per preset (see `Docs/Seeds/README.md`).
    public enum Document: String, Sendable {
        /// Layered MVVM with conditional UseCases: the `layered` preset.
        case layered = "000_c7ec1093a6c69dce.txt"
        /// The patterns guide (Features/*, UseCase `Input` + `execute(_:)`).
        case patterns = "001_8c33de19993ce27f.txt"
        /// Clean Architecture + MVVM + Coordinator: the `clean` preset.
        case clean = "002_23262c6c915903bf.txt"
        /// A small SwiftUI MVVM app with a persistence manager: the `mvvm` preset.
        case mvvm = "003_c4ea0eb675fd602c.txt"
        /// Inari: `@MainActor @Observable final class … : ViewModel`: the `features` preset.
        case features = "004_854cafa7f743f673.txt"

        public var fileName: String { rawValue }
    }
}
