import Foundation

/// Stand-in for SwiftUI's `LocalizedStringKey`: string literals (with interpolation) passed to views.
///
/// Interpolation accepts what SwiftUI accepts: strings, `Text`, `Image`, numbers (`_FormatSpecifiable`),
/// values with a `FormatStyle`, `Date` with a `Text.DateStyle`, and the `ReferenceConvertible` Foundation
/// values (Date, URL, UUID…). Anything else — `Bool`, optionals, arbitrary types — is rejected, as in SwiftUI.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key as it would be looked up in a strings table.
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
    }

    /// Builds the key of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            key += string
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            key += "\(value)"
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            key += String(format: specifier, value._arg)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            key += format.format(input)
        }

        public mutating func appendInterpolation(_ text: Text) {
            key += text.content
        }

        public mutating func appendInterpolation(_ image: Image) {
            key += "[\(image.name)]"
        }

        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            key += Text(date, style: style).content
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            key += formatter?.string(for: subject) ?? "\(subject)"
        }

        // On Apple platforms these are `ReferenceConvertible`; swift-corelibs-foundation does not say so.
        public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) {
            key += formatter?.string(for: subject) ?? "\(subject)"
        }

        public mutating func appendInterpolation(_ subject: URL, formatter: Formatter? = nil) {
            key += formatter?.string(for: subject) ?? "\(subject)"
        }

        public mutating func appendInterpolation(_ subject: UUID, formatter: Formatter? = nil) {
            key += formatter?.string(for: subject) ?? "\(subject)"
        }
    }
}

/// Stand-in for SwiftUI's `_FormatSpecifiable`: the numbers `Text` interpolation takes directly.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
