import ScaffoldCore

/// The framework types generated code names, each with the module that declares it, so that a type the
/// project declares itself (an entity called `Task`, `List` or `Date`) never hides the framework's: where a
/// project type shadows one, generated code spells it qualified (`Swift.Task`, `SwiftUI.List`,
/// `Foundation.Date`), and everywhere else plainly.
///
/// Templates print every framework type through `{{q.Name}}`; `TemplateNamesTests` keeps them honest.
public struct FrameworkNames: Codable, Hashable, Sendable {
    /// Every framework type generated code may print, by the module that declares it.
    public static let modules: [String: String] = {
        var table: [String: String] = [:]
        let groups: [(String, [String])] = [
            ("Swift", [
                "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Error", "Never",
                "Void", "Task", "MainActor", "Sendable", "Equatable", "Hashable", "Identifiable", "Codable", "Comparable",
                "CaseIterable", "AnyObject", "StaticString", "Encoder", "Decoder",
            ]),
            ("Foundation", [
                "Date", "Data", "UUID", "URL", "Decimal", "IndexSet", "UserDefaults", "JSONEncoder", "JSONDecoder",
                "LocalizedError", "NSLock", "FileManager", "Locale", "ISO8601DateFormatter", "Calendar",
            ]),
            ("Observation", ["Observable", "ObservationIgnored"]),
            ("Combine", ["ObservableObject", "Published"]),
            ("SwiftUI", [
                "View", "App", "Scene", "WindowGroup", "NavigationStack", "NavigationPath", "NavigationLink", "List",
                "ForEach", "Section", "Form", "Text", "TextField", "Toggle", "DatePicker", "Button", "ToolbarItem",
                "Label", "ProgressView", "ContentUnavailableView", "VStack", "State", "StateObject", "EnvironmentObject",
                "Environment", "Bindable", "ViewBuilder", "Image", "Group", "Picker", "HStack", "Spacer", "LabeledContent",
            ]),
            ("XCTest", ["XCTestCase"]),
            ("Testing", ["Suite", "Test", "Issue"]),
        ]
        for (module, names) in groups {
            for name in names { table[name] = module }
        }
        return table
    }()

    /// Types of the modules test files import (Foundation, XCTest, Testing) that an entity may well be named
    /// after. In the app's module its own type wins; in a test file, which imports both modules, the name is
    /// ambiguous, so the test file imports the entity by name (`@testable import struct App.Data`).
    public static let testImportCollisions: Set<String> = [
        "Date", "Data", "UUID", "URL", "Decimal", "Locale", "Calendar", "TimeZone", "Measurement", "Unit",
        "Notification", "Progress", "Operation", "Timer", "Thread", "Bundle", "Host", "Process", "Pipe", "Scanner",
        "Expression", "Predicate", "Formatter", "Port", "Stream", "AttributedString", "DateInterval", "IndexSet",
        "Test", "Suite", "Tag", "Trait", "Issue", "Comment", "Expectation", "Confirmation", "Attachment", "Bug",
    ]

    /// Names no project type shadows: everything spelled plainly.
    public static let plain = FrameworkNames(projectTypes: [String]())

    /// The framework names this project's own types shadow.
    public var shadowed: Set<String>

    /// `projectTypes` are the types the project declares that could shadow a framework's: its entities.
    public init(projectTypes: some Sequence<String>) {
        shadowed = Set(projectTypes).intersection(Self.modules.keys)
    }

    /// `Task`, or `Swift.Task` where the project has a `Task` of its own.
    public func spell(_ name: String) -> String {
        guard shadowed.contains(name), let module = Self.modules[name] else { return name }
        return "\(module).\(name)"
    }

    /// A field type with its framework names spelled (`[Foundation.Date]?`); entity names stay as they are,
    /// and a built-in name in a field type always means the built-in one.
    public func spell(_ type: TypeRef) -> String {
        switch type {
        case .named(let name): return KnownTypes.builtIn.contains(name) ? spell(name) : name
        case .optional(let wrapped): return "\(spell(wrapped))?"
        case .array(let element): return "[\(spell(element))]"
        case .dictionary(let key, let value): return "[\(spell(key)): \(spell(value))]"
        }
    }

    /// Every name with its spelling, for templates (`{{q.List}}`).
    public var values: [String: String] {
        Dictionary(uniqueKeysWithValues: Self.modules.keys.map { ($0, spell($0)) })
    }
}
