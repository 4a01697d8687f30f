/// Standard library and Apple framework protocols a mocked protocol may inherit from. They are not declared
/// in the project's sources, and not finding them is expected, so they get no "parent not found" warning.
enum KnownProtocols {
    static func contains(_ name: String) -> Bool { names.contains(name) }

    /// Inherited by an ancestor, these still shape the mock (`Sendable`, class-bound, actor), so they are
    /// carried into the flattened protocol's inherited types.
    static let shapingMock: Set<String> = ["Sendable", "AnyObject", "Actor", "AnyActor", "NSObjectProtocol"]

    private static let names: Set<String> = shapingMock.union([
        // Swift standard library
        "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable", "Error",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible", "CaseIterable",
        "RawRepresentable", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol", "AsyncSequence",
        "AsyncIteratorProtocol", "Strideable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger",
        "FloatingPoint", "StringProtocol", "TextOutputStream", "TextOutputStreamable", "OptionSet", "SetAlgebra",
        "GlobalActor", "SerialExecutor", "Executor", "TaskExecutor", "SendableMetatype", "BitwiseCopyable",
        "Copyable", "Escapable", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByFloatLiteral", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation", "CustomReflectable",
        "CustomPlaygroundDisplayConvertible", "DistributedActor",
        // Foundation, Combine, Observation, SwiftUI, UIKit/AppKit
        "LocalizedError", "CustomNSError", "RecoverableError", "NSCoding", "NSSecureCoding", "NSCopying",
        "NSMutableCopying", "NSObject", "ObservableObject", "Observable", "Publisher", "Subscriber", "Subject",
        "Cancellable", "Scheduler", "View", "ViewModifier", "DynamicProperty", "App", "Scene", "Shape",
        "PreviewProvider", "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate",
        "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UIScrollViewDelegate", "UITextFieldDelegate", "UIAdaptivePresentationControllerDelegate",
        "NSApplicationDelegate", "URLSessionDelegate", "URLSessionTaskDelegate", "URLSessionDataDelegate",
        "URLSessionDownloadDelegate", "URLSessionWebSocketDelegate",
    ])
}
