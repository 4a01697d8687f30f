import Foundation

// Stand-in for Foundation's `String(localized:)` (iOS 15 / macOS 12), which swift-corelibs-foundation on
// Linux does not have. The end-to-end harness imports this module implicitly into generated targets
// (`-import-module Localization`), so generated files that `import Foundation` find it as on Apple platforms.
// It returns the default value: there are no string tables here.

extension String {
    /// Stand-in for `String.LocalizationValue`: a string literal with interpolations, kept as its default value.
    public struct LocalizationValue: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
        let value: String

        public init(stringLiteral value: String) {
            self.value = value
        }

        public init(stringInterpolation: StringInterpolation) {
            value = stringInterpolation.value
        }

        /// The interpolations the SDK's `LocalizationValue.StringInterpolation` takes that generated code uses:
        /// strings, and integers (a subset of the SDK's `_FormatSpecifiable` values).
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var value = ""

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                value += literal
            }

            public mutating func appendInterpolation(_ string: String) {
                value += string
            }

            public mutating func appendInterpolation<T: BinaryInteger & Sendable>(_ value: T) {
                self.value += String(value)
            }
        }
    }

    /// The SDK's `init(localized:table:bundle:locale:comment:)`; here always the default value.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.value
    }
}
