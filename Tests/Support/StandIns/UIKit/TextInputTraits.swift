// Stand-ins for the UIKit types SwiftUI's text-input modifiers take on iOS (`keyboardType(_:)`,
// `textContentType(_:)`). Generated code uses them inside `#if canImport(UIKit)`: macOS has neither.

/// Stand-in for UIKit's `UIKeyboardType` (an Objective-C enum of `Int`, cases as the SDK names them).
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
}

/// Stand-in for UIKit's `UITextContentType`: a typed string constant, as the SDK imports it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let organizationName = UITextContentType("organization")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
    public static let URL = UITextContentType("url")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
}
