public typealias SettingsDictionary = [String: SettingValue]

/// A build setting's value: a string, or a list of strings.
public enum SettingValue: ExpressibleByStringInterpolation, ExpressibleByArrayLiteral, ExpressibleByBooleanLiteral, Equatable, Sendable {
    case string(String)
    case array([String])

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public init(arrayLiteral elements: String...) {
        self = .array(elements)
    }

    public init(booleanLiteral value: Bool) {
        self = .string(value ? "YES" : "NO")
    }
}

/// The default settings Tuist applies under a target's own.
public enum DefaultSettings: Equatable, Sendable {
    case recommended(excluding: Set<String> = [])
    case essential(excluding: Set<String> = [])
    case none

    public static var recommended: DefaultSettings { .recommended(excluding: []) }
}

/// A target's or project's build settings.
public struct Settings: Equatable, Sendable {
    public var base: SettingsDictionary
    public var debug: SettingsDictionary
    public var release: SettingsDictionary
    public var defaultSettings: DefaultSettings

    /// Settings with the default configurations, Debug and Release.
    public static func settings(
        base: SettingsDictionary = [:],
        debug: SettingsDictionary = [:],
        release: SettingsDictionary = [:],
        defaultSettings: DefaultSettings = .recommended,
        defaultConfiguration: String? = nil
    ) -> Settings {
        Settings(base: base, debug: debug, release: release, defaultSettings: defaultSettings)
    }
}

/// A target's Info.plist: generated from Tuist's default for the product, extended with the given keys.
public enum InfoPlist: Equatable, Sendable, ExpressibleByStringInterpolation {
    case file(path: Path)
    case dictionary([String: Plist.Value])
    case extendingDefault(with: [String: Plist.Value])

    public static var `default`: InfoPlist { .extendingDefault(with: [:]) }

    public init(stringLiteral value: String) {
        self = .file(path: .path(value))
    }
}

public enum Plist {
    /// A value of a generated property list.
    public indirect enum Value: Equatable, Sendable, ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
        ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral
    {
        case string(String)
        case integer(Int)
        case real(Double)
        case boolean(Bool)
        case dictionary([String: Value])
        case array([Value])

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public init(integerLiteral value: Int) {
            self = .integer(value)
        }

        public init(floatLiteral value: Double) {
            self = .real(value)
        }

        public init(booleanLiteral value: Bool) {
            self = .boolean(value)
        }

        public init(dictionaryLiteral elements: (String, Plist.Value)...) {
            self = .dictionary(Dictionary(uniqueKeysWithValues: elements))
        }

        public init(arrayLiteral elements: Plist.Value...) {
            self = .array(elements)
        }
    }
}
