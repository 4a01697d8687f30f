/// What a field's meaning asks of its editor beyond the control: the keyboard, the content type (so AutoFill
/// offers the right thing), no capitalisation or autocorrection where they would break the value, the number
/// format. Keyboards and content types are UIKit's (`#if canImport(UIKit)`: macOS has neither).
struct EditorTraits {
    let field: FieldSpec
    let names: FrameworkNames

    /// Modifier lines after the control, `#if`/`#endif` included, in the order they print.
    var modifiers: [String] {
        var uiKit: [String] = []
        var always: [String] = []
        switch (FieldMeaning.of(field), FieldKind(field.type)) {
        case (.email?, _):
            uiKit = [".keyboardType(.emailAddress)", ".textContentType(.emailAddress)", ".textInputAutocapitalization(.never)"]
            always = [".autocorrectionDisabled()"]
        case (.url?, _):
            uiKit = [".keyboardType(.URL)", ".textContentType(.URL)", ".textInputAutocapitalization(.never)"]
            always = [".autocorrectionDisabled()"]
        case (.phone?, _):
            uiKit = [".keyboardType(.phonePad)", ".textContentType(.telephoneNumber)"]
        case (.multiline?, _):
            always = [".lineLimit(3...)"]
        case (_, .integer), (_, .floating), (_, .decimal):
            uiKit = [".keyboardType(\(numberKeyboard))"]
        default:
            break
        }
        return (uiKit.isEmpty ? [] : ["#if canImport(UIKit)"] + uiKit + ["#endif"]) + always
    }

    /// Number pads have no minus key: they are for values a `min` rule keeps at zero or more (or unsigned
    /// types); other numbers get the keyboard with punctuation.
    private var numberKeyboard: String {
        let kind = FieldKind(field.type)
        let unsigned = { if case .integer(let name) = kind { name.hasPrefix("UInt") } else { false } }()
        let nonNegative = unsigned || field.rules.contains(where: \.keepsNumbersNonNegative)
        guard nonNegative else { return ".numbersAndPunctuation" }
        if case .integer = kind { return ".numberPad" }
        return ".decimalPad"
    }

    /// The format of a number field's TextField: the currency's (`.currency(code: "EUR")`, or the user's locale's
    /// currency), else `.number`, without grouping for an integer that names something (`IdentifierNumbers`).
    var numberFormat: String {
        FieldMeaning.of(field) == .currency ? ".currency(code: \(currencyCode))" : IdentifierNumbers.format(for: field)
    }

    /// The currency code of a currency field: the spec's `currency:`, else the user's locale's.
    var currencyCode: String {
        field.currency.map { SwiftLiteral.string($0) } ?? "\(names.spell("Locale")).current.currency?.identifier ?? \"USD\""
    }
}
