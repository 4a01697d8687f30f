import Foundation

// Stand-in for the Accessibility framework's notifications (iOS 17, macOS 14), which generated forms post to have
// VoiceOver read messages that appeared: `AccessibilityNotification.Announcement(text).post()`. Names, initializers
// and the `_AccessibilityNotifications` protocol with its `post()` as the SDK declares them; posting does nothing here.

/// Stand-in for `AccessibilityNotification`: the notifications assistive technologies hear.
public enum AccessibilityNotification {
    /// Asks VoiceOver to read `announcement`.
    public struct Announcement: _AccessibilityNotifications {
        public init(_ announcement: AttributedString) {}

        public init(_ announcement: String) {}

        public typealias _Info = String
    }
}

/// Stand-in for the SDK's protocol of notifications, which gives each its `post()`.
public protocol _AccessibilityNotifications {
    associatedtype _Info
    func post()
}

extension _AccessibilityNotifications {
    public func post() {}
}
