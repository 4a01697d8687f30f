import UIKit

// Stand-ins for the text-input modifiers: what a field holds (keyboard, content type for AutoFill) and
// what the system must not change in it. `keyboardType`, `textContentType` and
// `textInputAutocapitalization` are iOS's (UIKit types; unavailable on macOS).
extension View {
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    nonisolated public func lineLimit(_ number: Int?) -> some View { self }

    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }

    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }

    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }

    nonisolated public func monospacedDigit() -> some View { self }
}

/// Stand-in for SwiftUI's `TextInputAutocapitalization` (iOS 15).
public struct TextInputAutocapitalization: Sendable {
    let name: String

    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
}

/// Stand-in for SwiftUI's `Axis`: which way a text field grows (`TextField(_:text:axis:)`).
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical
}
